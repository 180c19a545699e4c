/**
 * The OpenAPI 3.1 document of the service, built from the operations' zod schemas with zod's own
 * JSON Schema output (OpenAPI 3.1 schemas are JSON Schema 2020-12): request bodies in input mode
 * (what a caller may send), answers in output mode (what the service sends, nothing else). Built
 * in a fixed order from constants only, so the same code always gives the same bytes.
 *
 * An example's request sits on the request side (request body, parameters) only when the example
 * succeeds: tools read every request example as one the schema accepts, and the request of a
 * failure often is not (no key, a wrong type). A failure's request sits on its answer instead, as
 * `x-request` for tools and in the example's description for readers.
 */
import { deprecationHeaders } from '../http/deprecation.js';
import { type Deprecation, FUNCTIONS, type FunctionDef } from '../routes.js';
import { type JsonObject, jsonSchemaOf } from '../shared/json-schema.js';
import { DEFAULT_TIMEOUT_MS, RETRY_DELAYS_SECONDS } from '../webhooks/retry-schedule.js';
import { withHeaders } from './keyed.js';
import type { ExampleDoc, OperationDoc, ParameterDoc, ResponseDoc } from './model.js';
import { API_INFO, OPERATIONS, TAGS } from './operations/index.js';
import { SIGNATURE_HEADERS, WEBHOOK_DOCS, WEBHOOKS_TAG, type WebhookDoc } from './operations/webhooks.js';

export type { JsonObject };

const succeeds = (example: ExampleDoc) => example.status < 400;

/** The request-side examples: those of the examples that succeed, where `pick` finds a value. */
const examplesWhere = (
  examples: Readonly<Record<string, ExampleDoc>>,
  pick: (example: ExampleDoc) => unknown,
): JsonObject | undefined => {
  const entries = Object.entries(examples)
    .filter(([, example]) => succeeds(example) && pick(example) !== undefined)
    .map(([name, example]) => [name, { summary: example.summary, value: pick(example) }]);
  return entries.length ? Object.fromEntries(entries) : undefined;
};

function parameterObject(parameter: ParameterDoc, op: OperationDoc): JsonObject {
  const examples = examplesWhere(op.examples, (example) => example.params?.[parameter.name]);
  return {
    name: parameter.name,
    in: parameter.in,
    description: parameter.description,
    required: parameter.in === 'path' ? true : (parameter.required ?? false),
    schema: jsonSchemaOf(parameter.schema, 'input'),
    ...(examples ? { examples } : {}),
  };
}

function requestBodyObject(op: OperationDoc): JsonObject | undefined {
  if (!op.requestSchema) return undefined;
  const schema = jsonSchemaOf(op.requestSchema, 'input');
  const examples = examplesWhere(op.examples, (example) => example.body);
  const [first = 'application/json', ...others] = op.requestMediaTypes ?? ['application/json'];
  return {
    required: op.requestRequired ?? true,
    content: {
      [first]: { schema, ...(examples ? { examples } : {}) },
      ...Object.fromEntries(others.map((mediaType) => [mediaType, { schema }])),
    },
  };
}

/** What a failing example sends, shown on its answer in Markdown. */
function requestText(example: ExampleDoc, op: OperationDoc): string {
  const parameters = Object.entries(example.params ?? {}).map(([name, value]) => {
    const where = op.parameters?.find((parameter) => parameter.name === name)?.in;
    return `- \`${name}\` (${where ?? 'parameter'}): \`${value}\``;
  });
  const lines = ['The request that gets this answer:', '', ...parameters];
  if (example.body !== undefined) {
    const mediaType = op.requestMediaTypes?.[0] ?? 'application/json';
    const [language, text] =
      typeof example.body === 'string'
        ? ['text', example.body]
        : mediaType === 'application/x-www-form-urlencoded'
          ? ['text', new URLSearchParams(example.body as Record<string, string>).toString()]
          : ['json', JSON.stringify(example.body, null, 2)];
    lines.push(
      ...(parameters.length ? [''] : []),
      `Body (\`${mediaType}\`):`,
      '',
      `\`\`\`${language}`,
      text,
      '```',
    );
  }
  return lines.join('\n');
}

/** The request of a failing example, as its answer carries it: for readers and for tools. */
function failingRequest(example: ExampleDoc, op: OperationDoc): JsonObject {
  if (succeeds(example) || (example.body === undefined && !example.params)) return {};
  return {
    description: requestText(example, op),
    'x-request': {
      ...(example.params ? { parameters: example.params } : {}),
      ...(example.body !== undefined ? { body: example.body } : {}),
    },
  };
}

function responseObject(status: number, response: ResponseDoc, op: OperationDoc): JsonObject {
  const mediaType = response.mediaType ?? 'application/json';
  const examplesOf = (type: string) => {
    const entries = Object.entries(op.examples)
      .filter(([, example]) => example.status === status && (example.mediaType ?? mediaType) === type)
      .map(([name, example]) => [
        name,
        {
          summary: example.summary,
          ...failingRequest(example, op),
          value: example.answer ?? null,
          ...(example.token ? { 'x-token': example.token } : {}),
        },
      ]);
    return entries.length ? { examples: Object.fromEntries(entries) } : {};
  };
  const schema = response.schema ? jsonSchemaOf(response.schema, 'output') : { type: 'string' };
  const headers = Object.entries(response.headers ?? {}).map(([name, description]) => [
    name,
    { description, schema: { type: 'string' } },
  ]);
  const described = {
    description: response.description,
    ...(headers.length ? { headers: Object.fromEntries(headers) } : {}),
  };
  if (response.empty) return described;
  return {
    ...described,
    content: {
      [mediaType]: { schema, ...examplesOf(mediaType) },
      ...Object.fromEntries(
        (response.alsoMediaTypes ?? []).map((type) => [
          type,
          { schema: { type: 'string' }, ...examplesOf(type) },
        ]),
      ),
    },
  };
}

const SECURITY = {
  bearer: [{ bearerAuth: [] }],
  optionalBearer: [{}, { bearerAuth: [] }],
  none: [],
} as const;

/** The header fields every answer of a deprecated route carries (lib/http/deprecation.ts). */
function deprecatedAnswers(op: OperationDoc, deprecation: Deprecation | undefined): OperationDoc {
  if (!deprecation) return op;
  const fields = {
    Deprecation: `when the route was deprecated (RFC 9745): \`${deprecationHeaders(deprecation).deprecation}\``,
    ...(deprecation.sunset ? { Sunset: `when it stops answering (RFC 8594): ${deprecation.sunset}` } : {}),
    Link: `the notice, \`rel="deprecation"\`: ${deprecation.notice}`,
  };
  return {
    ...op,
    description: `**Deprecated** since ${deprecation.since}${deprecation.sunset ? `; it stops answering on ${deprecation.sunset}` : ''} (${deprecation.notice}).\n\n${op.description}`,
    responses: withHeaders(op.responses, fields),
  };
}

function operationObject(declared: OperationDoc, deprecation?: Deprecation): JsonObject {
  const op = deprecatedAnswers(declared, deprecation);
  const body = requestBodyObject(op);
  const statuses = Object.keys(op.responses)
    .map(Number)
    .sort((a, b) => a - b);
  return {
    operationId: op.operationId,
    tags: [op.tag],
    summary: op.summary,
    description: op.description,
    ...(deprecation ? { deprecated: true } : {}),
    ...(op.parameters?.length ? { parameters: op.parameters.map((p) => parameterObject(p, op)) } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: Object.fromEntries(
      statuses.map((status) => [
        String(status),
        responseObject(status, op.responses[status] as ResponseDoc, op),
      ]),
    ),
    security: SECURITY[op.auth ?? 'none'],
  };
}

/** `extension.decided` → `extensionDecided`. */
const camelOf = (type: string) => type.replace(/\.(\w)/g, (_, letter: string) => letter.toUpperCase());

/** A delay as people read it: 5 s, 5 min, 2 h. */
const spoken = (seconds: number) =>
  seconds < 60 ? `${seconds} s` : seconds < 3600 ? `${seconds / 60} min` : `${seconds / 3600} h`;
const SCHEDULE = RETRY_DELAYS_SECONDS.map(spoken);
const WITHIN = `within ${DEFAULT_TIMEOUT_MS / 1000} seconds`;

/** One event as a receiver gets it: a signed POST of its payload (the document's `webhooks`). */
function webhookObject(doc: WebhookDoc): JsonObject {
  return {
    post: {
      operationId: `${camelOf(doc.type)}Event`,
      tags: [WEBHOOKS_TAG],
      summary: doc.summary,
      description: `${doc.description}\n\nSent to each active subscription that takes \`${doc.type}\`, signed as the Standard Webhooks specification says: verify the signature with the subscription's secret (any Standard Webhooks library does) and drop an event whose \`webhook-id\` you already handled.`,
      parameters: SIGNATURE_HEADERS.map((header) => ({
        name: header.name,
        in: 'header',
        required: true,
        description: header.description,
        schema: { type: 'string' },
      })),
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: jsonSchemaOf(doc.schema, 'output'),
            examples: { [camelOf(doc.type)]: { summary: doc.summary, value: doc.example } },
          },
        },
      },
      responses: {
        '200': { description: `Any 2xx answer ${WITHIN} acknowledges the delivery.` },
        '4XX': {
          description: `Any other answer, or none ${WITHIN}, is a failed attempt: it is retried after ${SCHEDULE.slice(0, -1).join(', ')} and ${SCHEDULE.at(-1)}, then marked failed.`,
        },
      },
      security: [],
    },
  };
}

/**
 * The document of `operations`, each marked as its route in `functions` (the route table) is: a
 * route declared deprecated is a deprecated operation.
 */
export function buildOpenApiDocument(
  operations: readonly OperationDoc[] = OPERATIONS,
  functions: readonly FunctionDef[] = FUNCTIONS,
): JsonObject {
  const routes = new Map(
    functions.flatMap((fn) => fn.routes.map((route) => [`${route.method} ${route.path}`, route] as const)),
  );
  const paths: Record<string, JsonObject> = {};
  for (const op of operations) {
    paths[op.path] ??= {};
    (paths[op.path] as JsonObject)[op.method.toLowerCase()] = operationObject(
      op,
      routes.get(`${op.method} ${op.path}`)?.deprecation,
    );
  }
  return {
    openapi: '3.1.1',
    info: API_INFO,
    servers: [{ url: '/', description: 'this deployment (the same origin as this document)' }],
    tags: TAGS,
    paths,
    webhooks: Object.fromEntries(WEBHOOK_DOCS.map((doc) => [doc.type, webhookObject(doc)])),
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description:
            'An RS256 access token from POST /oauthToken (service mode) or POST /exchangeIdpToken (chatbot mode); audience svc-mcp, valid one hour.',
        },
      },
    },
  };
}

let cached: string | undefined;

/** The document as served: built once per process. */
export function openApiJson(): string {
  cached ??= JSON.stringify(buildOpenApiDocument());
  return cached;
}
