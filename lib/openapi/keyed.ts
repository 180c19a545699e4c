/**
 * What every key-based endpoint shares in the document: the `key` field added to the endpoint's
 * own request schema, the `{err:false, ...}` and `{err:true, code, message}` envelopes, and the
 * failures of the one middleware stack (lib/http/keyed-endpoint.ts) with their exact messages.
 */
import * as z from 'zod';
import type { ErrorCode } from '../shared/errors.js';
import { type ExampleDoc, KEY_PLACEHOLDER, type ResponseDoc } from './model.js';

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
  missing: ['MISSING_KEY', 'key is required', '`key` absent, empty or not a string'],
  unknown: [
    'INVALID_KEY',
    'key does not belong to an active company key',
    'the key decrypts but names an unknown company or a revoked key',
  ],
  undecryptable: [
    'INVALID_KEY',
    'key cannot be decrypted: it was truncated, re-encoded or altered',
    'the key does not decrypt',
  ],
} as const satisfies Record<string, Failure>;

export const BODY_FAILURES = {
  missingFields: [
    'MISSING_REQUIRED_FIELDS',
    'missing required fields: {fields}',
    'required fields absent or null, all named',
  ],
  invalidFields: [
    'INVALID_FIELD',
    'invalid fields: {field} ({problem}); ...',
    'a field of the wrong type or format, or over a limit, all named',
  ],
  notJson: ['INVALID_JSON', 'request body is not valid JSON', 'the body is not JSON'],
  notObject: ['INVALID_JSON', 'request body must be a JSON object', 'the body is JSON but not an object'],
} as const satisfies Record<string, Failure>;

/** The failures every key-based endpoint can answer, beyond its own 400s, 404s and 409s. */
export function commonFailures(maxBodyBytes = 1024 * 1024): Record<number, ResponseDoc> {
  return {
    401: failures('The key cannot be decrypted.', [KEY_FAILURES.undecryptable]),
    413: failures('The body is too large.', [
      ['PAYLOAD_TOO_LARGE', `request body exceeds the limit of ${maxBodyBytes} bytes`, 'body over the limit'],
    ]),
    415: failures('The body is not JSON.', [
      ['UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json', '`Content-Type` is not JSON'],
    ]),
    500: failures('Unexpected failure; the body carries the request id, never internals.', [
      ['INTERNAL_ERROR', 'internal error; quote request id {requestId} when reporting it', 'a bug or outage'],
    ]),
    503: failures(
      'A dependency (the database, a secret) cannot be reached now.',
      [['SERVICE_UNAVAILABLE', 'the database is busy or unreachable; retry shortly', 'retry later']],
      RETRY_AFTER,
    ),
  };
}

export const RATE_LIMIT_HEADERS = RETRY_AFTER;

/** The two key failures a static example can show (an unknown company needs a real, revoked key). */
export function keyExamples(body: Record<string, unknown>): Record<string, ExampleDoc> {
  const { key: _key, ...rest } = body;
  return {
    missingKey: {
      summary: 'No key',
      status: 400,
      body: rest,
      answer: { err: true, code: 'MISSING_KEY', message: 'key is required' },
    },
    undecryptableKey: {
      summary: 'A key that was cut short',
      status: 401,
      body: { ...rest, key: 'ck1.AAAA' },
      answer: { err: true, code: 'INVALID_KEY', message: KEY_FAILURES.undecryptable[1] },
    },
  };
}
