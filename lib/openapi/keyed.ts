/**
 * What every key-based endpoint shares in the document: the `key` field added to the endpoint's
 * own request schema, the `{err:false, ...}` and `{err:true, code, message}` envelopes, and the
 * failures of the one middleware stack (lib/http/keyed-endpoint.ts) with their exact messages, taken
 * from the error catalogue the code throws from.
 */
import * as z from 'zod';
import { DEFAULT_MAX_BODY_BYTES } from '../http/middleware/body-size-limit.js';
import { MCP_LIMITS } from '../mcp/rate-limit.js';
import { WINDOW_SECONDS } from '../ratelimit/sliding-window.js';
import { type CatalogueEntry, ERRORS, type MessageValues, messageOf } from '../shared/error-catalogue.js';
import type { ErrorCode } from '../shared/errors.js';
import { type ExampleDoc, KEY_PLACEHOLDER, keyedPost, type OperationDoc, type ResponseDoc } from './model.js';

export const KeySchema = z
  .string()
  .min(1)
  .meta({
    description: 'the company key issued by the provider (`ck1.` + base64url); never put it in source code',
    examples: [KEY_PLACEHOLDER],
  });

/** The endpoint's own request schema with `key` first: the same fields the handler validates. */
export function withKey<Shape extends z.core.$ZodShape>(schema: z.core.$ZodObject<Shape>) {
  return z.object({ key: KeySchema, ...schema._zod.def.shape });
}

/** `{err:false, ...fields}`. */
export function success<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ err: z.literal(false), ...shape });
}

/** One documented failure: its code, its message (or the form of it) and when it happens. */
export type Failure = readonly [code: ErrorCode, message: string, when: string];

/**
 * A catalogued error as a documented failure: its message as the form with `{name}` placeholders,
 * or with those given in `values` filled in; `when` replaces the catalogue's where the endpoint
 * says more.
 */
export function failure<Template extends string>(
  entry: CatalogueEntry<Template>,
  values: Partial<MessageValues<Template>> = {},
  when = entry.when,
): Failure {
  return [entry.code, messageOf(entry, values as MessageValues<Template>), when];
}

/** The answer of a catalogued error with its placeholders filled in, as an example shows it. */
export function errorAnswer<Template extends string>(
  entry: CatalogueEntry<Template>,
  values: MessageValues<Template>,
) {
  return { err: true, code: entry.code, message: messageOf(entry, values) } as const;
}

/** The answer of a body field the schema refused, as an example shows it (`what`: the fields and why). */
export const invalidFieldsAnswer = (what: string) =>
  ({ err: true, code: 'INVALID_FIELD', message: `invalid fields: ${what}` }) as const;

const escapeCell = (text: string) => text.replaceAll('|', '\\|');

/** A failure status: the envelope with only the codes documented for it, and a table of them. */
export function failures(intro: string, list: readonly Failure[], headers?: Record<string, string>) {
  const codes = [...new Set(list.map(([code]) => code))] as [ErrorCode, ...ErrorCode[]];
  const rows = list.map(([code, message, when]) => `| \`${code}\` | ${escapeCell(message)} | ${when} |`);
  const response: ResponseDoc = {
    description: [intro, '', '| code | message | when |', '|---|---|---|', ...rows].join('\n'),
    schema: z.object({
      err: z.literal(true),
      code: z.enum(codes),
      message: z.string(),
      requestId: z.string().optional().meta({ description: 'on 5xx answers: quote it when reporting' }),
    }),
  };
  if (headers) response.headers = headers;
  return response;
}

const RETRY_AFTER = { 'Retry-After': 'seconds after which a retry may succeed' };

export const KEY_FAILURES = {
  missing: failure(ERRORS.missingKey),
  unknown: failure(ERRORS.unknownKey),
  undecryptable: failure(ERRORS.undecryptableKey),
} satisfies Record<string, Failure>;

export const BODY_FAILURES = {
  missingFields: failure(ERRORS.missingFields),
  invalidFields: [
    'INVALID_FIELD',
    'invalid fields: {field} ({problem}); ...',
    'a field of the wrong type or format, or over a limit, all named',
  ],
  notJson: failure(ERRORS.notJson),
  notObject: failure(ERRORS.notObject),
} satisfies Record<string, Failure>;

/** The 400 of a key-based endpoint: the key's and the body's failures, with the endpoint's own `extra`. */
function keyAndBodyFailures(extra: readonly Failure[] = []): ResponseDoc {
  return failures('The key or the body is wrong.', [
    KEY_FAILURES.missing,
    KEY_FAILURES.unknown,
    BODY_FAILURES.missingFields,
    BODY_FAILURES.invalidFields,
    ...extra,
    BODY_FAILURES.notJson,
    BODY_FAILURES.notObject,
  ]);
}

/** The failures every key-based endpoint can answer, beyond its own 400s, 404s and 409s. */
export function commonFailures(maxBodyBytes = DEFAULT_MAX_BODY_BYTES): Record<number, ResponseDoc> {
  return {
    401: failures('The key cannot be decrypted.', [KEY_FAILURES.undecryptable]),
    413: failures('The body is too large.', [failure(ERRORS.payloadTooLarge, { limit: maxBodyBytes })]),
    415: failures('The body is not JSON.', [failure(ERRORS.notJsonMediaType)]),
    500: failures('Unexpected failure; the body carries the request id, never internals.', [
      failure(ERRORS.internal),
    ]),
    503: failures(
      'A dependency (the database, a secret) cannot be reached now.',
      [failure(ERRORS.databaseUnavailable)],
      RETRY_AFTER,
    ),
  };
}

/** The RateLimit header fields as draft-ietf-httpapi-ratelimit-headers-11 defines them. */
export const RATE_POLICY_FIELD = {
  'RateLimit-Policy': `the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): \`"<policy>";q=<calls>;w=${WINDOW_SECONDS}\`, e.g. \`"mcp-service";q=${MCP_LIMITS.service};w=${WINDOW_SECONDS}\``,
};
export const RATE_LIMIT_FIELDS = {
  ...RATE_POLICY_FIELD,
  RateLimit:
    'what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After`',
};

export const RATE_LIMIT_HEADERS = { ...RETRY_AFTER, ...RATE_LIMIT_FIELDS };

/** The responses, each given the headers `fields` (or those `fields` names for its status) besides its own. */
export function withHeaders(
  responses: Readonly<Record<number, ResponseDoc>>,
  fields: Record<string, string> | ((status: number) => Record<string, string>),
): Record<number, ResponseDoc> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => [
      status,
      {
        ...response,
        headers: { ...response.headers, ...(typeof fields === 'function' ? fields(Number(status)) : fields) },
      },
    ]),
  );
}

/** The two key failures a static example can show (an unknown company needs a real, revoked key). */
function keyExamples(body: Record<string, unknown>): Record<string, ExampleDoc> {
  const { key: _key, ...rest } = body;
  return {
    missingKey: {
      summary: 'No key',
      status: 400,
      body: rest,
      answer: errorAnswer(ERRORS.missingKey, {}),
    },
    undecryptableKey: {
      summary: 'A key that was cut short',
      status: 401,
      body: { ...rest, key: 'ck1.AAAA' },
      answer: errorAnswer(ERRORS.undecryptableKey, {}),
    },
  };
}

/** What a key-based operation declares of its own; keyedOperation adds what they all share. */
export interface KeyedOperationDoc
  extends Omit<OperationDoc, 'functionName' | 'method' | 'path' | 'operationId' | 'tag'> {
  /** The endpoint's own 400 failures, beside the key's and the body's. */
  badRequest?: readonly Failure[];
  /** The body the two key examples send, without its key or with one cut short. */
  keyBody: Record<string, unknown>;
}

/**
 * A key-based endpoint's operation: `POST /{name}`, the 400 of the key and the body, the failures
 * every key-based endpoint can answer (an endpoint's own response of a status wins), and after its
 * own examples the two key examples.
 */
export function keyedOperation(
  name: string,
  tag: string,
  { badRequest, keyBody, responses, examples, ...own }: KeyedOperationDoc,
): OperationDoc {
  return {
    ...keyedPost(name, tag),
    ...own,
    responses: { 400: keyAndBodyFailures(badRequest), ...commonFailures(), ...responses },
    examples: { ...examples, ...keyExamples(keyBody) },
  };
}
