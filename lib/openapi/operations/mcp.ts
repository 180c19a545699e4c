/**
 * The MCP server's HTTP routes (lib/mcp/http/) in the document. The direct tool route's
 * body is each tool's own zod input schema, as the registry publishes it in the catalog.
 */
import * as z from 'zod';
import { TOKEN_ERRORS } from '../../auth/errors.js';
import { CatalogSchema } from '../../mcp/catalog.js';
import { EnvelopeSchema, FailureEnvelopeSchema } from '../../mcp/envelope.js';
import { TokenFailureSchema, tokenFailureEnvelope } from '../../mcp/http/answers.js';
import { PROBE_ROUTES } from '../../mcp/http/middleware/caller-principal.js';
import { OriginRefusedSchema } from '../../mcp/http/middleware/failure-answer.js';
import { HealthSchema, ReadinessSchema } from '../../mcp/http/probes.js';
import { noBatchesMessage } from '../../mcp/http/request-metadata.js';
import { MAX_BODY_BYTES, MCP_TEXTS } from '../../mcp/http/streamable-http.js';
import { JsonRpcBodySchema, JsonRpcResponseSchema, MAX_BATCH } from '../../mcp/jsonrpc.js';
import { methodNotFoundMessage, SERVER_INFO } from '../../mcp/protocol.js';
import { MCP_LIMITS } from '../../mcp/rate-limit.js';
import { inputSchemaOf } from '../../mcp/registry.js';
import { TOOLS } from '../../mcp/tools/index.js';
import { searchEmployee } from '../../mcp/tools/search-employee.js';
import { RATE_LIMIT_FIELDS, RATE_POLICY_FIELD, withHeaders } from '../keyed.js';
import { type OperationDoc, type ParameterDoc, type ResponseDoc, servedBy } from '../model.js';
import { DEMO_COMPANY } from './tokens.js';

const TAG = 'MCP server';
const FUNCTION = 'mcp';

const ToolArguments = z.union(
  // A titled copy: the tool's own schema instance is shared with tools/list and keeps no title.
  TOOLS.map((tool) => {
    const copy = z.core.clone(inputSchemaOf(tool));
    z.globalRegistry.add(copy, { title: tool.name });
    return copy;
  }),
);

const origin: Record<number, ResponseDoc> = {
  403: { description: 'A browser `Origin` that is not on the allowlist.', schema: OriginRefusedSchema },
};
const tokenErrors = Object.values(TOKEN_ERRORS).map((tokenError) => `\`${tokenError}\``);
const tokenRefused: ResponseDoc = {
  description: `The Bearer token is missing (where one is needed) or invalid: \`tokenError\` is one of ${tokenErrors.join(', ')}.`,
  schema: TokenFailureSchema,
  headers: { 'WWW-Authenticate': 'Bearer error="invalid_token", error_description="<tokenError>"' },
};
const rpcFailure = (description: string, headers?: Record<string, string>): ResponseDoc => ({
  description,
  schema: JsonRpcResponseSchema,
  ...(headers ? { headers } : {}),
});
const notAllowed: ResponseDoc = {
  description: 'Not this method (or, for GET, no SSE in Accept).',
  mediaType: 'text/plain',
};

const TOOL_NAME: ParameterDoc = {
  name: 'name',
  in: 'path',
  description: `the tool: ${TOOLS.map((tool) => tool.name).join(', ')}`,
  schema: z.string().min(1).max(64),
};

const rpc = (id: number, method: string, params?: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id,
  method,
  ...(params ? { params } : {}),
});
const search = { dataset: 'employees', query: 'ana', company: DEMO_COMPANY };
const summary = "1 employee match 'ana'.";
/** The tools/call result of the examples' search: the tool envelope as text. */
const searchResult = {
  content: [{ type: 'text', text: '{"success":true,"data":{…},"humanSummary":"…",…}' }],
  isError: false,
  _meta: { humanSummary: summary, durationMs: 12 },
};

/** A direct tool call's 400 refusal, as its example shows it. */
const refused = (escalationReason: string, warnings: string[], durationMs: number) => ({
  success: false,
  requiresHumanEscalation: false,
  escalationReason,
  humanSummary: '…',
  warnings,
  meta: { durationMs, apiCalls: 0 },
  status: 400,
});

const operations: OperationDoc[] = [
  {
    ...servedBy(FUNCTION, 'POST', '/mcp', 'mcpJsonRpc', TAG),
    summary: 'JSON-RPC 2.0 endpoint (MCP 2025-03-26, 2025-06-18 and 2025-11-25, Streamable HTTP)',
    description: `Methods: \`initialize\`, \`ping\`, \`tools/list\`, \`tools/call\` (needs a token). \`initialize\`, \`ping\`, \`tools/list\` and notifications work without a token; a token that is sent but invalid is refused with 401 whatever the method, and every 401 names the protected resource metadata in \`WWW-Authenticate\`. A body may be a batch of up to ${MAX_BATCH} requests (2025-03-26 only); the answer is an array in the same order. JSON when \`Accept\` allows application/json and no progress was asked for (\`params._meta.progressToken\`); else SSE: every message as an event \`message\`, the final envelope repeated as the last event, \`result\`. A tool failure is a normal result with \`isError: true\` and the tool envelope in \`content[0].text\`. Stateless: no Mcp-Session-Id. \`initialize\` answers the revision asked for when it is one of the three (else 2025-03-26); afterwards \`MCP-Protocol-Version\` selects the behaviour (absent: 2025-03-26; unknown: 400). From 2025-06-18: no batches, every tools/call result also carries the envelope as \`structuredContent\`, and tools/list gives every tool the envelope's \`outputSchema\`. Rate limits per token \`sub\`: ${MCP_LIMITS.service} calls/min (service), ${MCP_LIMITS.chatbot} (chatbot); without a token, ${MCP_LIMITS.tokenless} per source IP. Every answer names the caller's \`RateLimit-Policy\`, and every answer to counted calls carries \`RateLimit\` (IETF draft-ietf-httpapi-ratelimit-headers-11): the calls left in the sliding minute and when the oldest leaves it.`,
    parameters: [
      {
        name: 'MCP-Protocol-Version',
        in: 'header',
        description:
          'the revision negotiated by initialize: 2025-03-26 (the default), 2025-06-18 or 2025-11-25',
        required: false,
        schema: z.enum(['2025-03-26', '2025-06-18', '2025-11-25']),
      },
    ],
    requestSchema: JsonRpcBodySchema,
    auth: 'optionalBearer',
    responses: {
      200: {
        description:
          'The JSON-RPC response (or the batch of them). JSON-RPC errors other than -32700 and -32600 come with 200.',
        schema: z.union([JsonRpcResponseSchema, z.array(JsonRpcResponseSchema)]),
        alsoMediaTypes: ['text/event-stream'],
      },
      202: { description: 'Only notifications or client responses: nothing to answer.', empty: true },
      400: rpcFailure(
        `-32700 (not JSON) or -32600 (not a JSON-RPC request, a batch over ${MAX_BATCH} or under 2025-06-18 or later, an unknown MCP-Protocol-Version).`,
      ),
      401: tokenRefused,
      ...origin,
      406: rpcFailure('-32600: `Accept` allows neither application/json nor text/event-stream.'),
      413: rpcFailure(`-32600: body over ${MAX_BODY_BYTES / 1024 / 1024} MiB.`),
      429: rpcFailure('-32000 with `data.escalationReason: "rate_limited"` and `data.retryAfterSeconds`.', {
        'Retry-After': 'seconds',
      }),
      500: rpcFailure('-32603 internal error, with `data.requestId`.'),
      503: rpcFailure('-32603 with `data.escalationReason: "service_unavailable"`: retry later.', {
        'Retry-After': 'seconds',
      }),
    },
    examples: {
      initialize: {
        summary: 'initialize (no token needed)',
        status: 200,
        body: rpc(1, 'initialize', {
          protocolVersion: '2025-03-26',
          capabilities: {},
          clientInfo: { name: 'my-agent', version: '1.0.0' },
        }),
        answer: {
          jsonrpc: '2.0',
          id: 1,
          result: {
            protocolVersion: '2025-03-26',
            capabilities: { tools: { listChanged: false } },
            serverInfo: SERVER_INFO,
            instructions: '…',
          },
        },
      },
      toolsList: {
        summary: 'tools/list',
        status: 200,
        body: rpc(2, 'tools/list'),
        answer: {
          jsonrpc: '2.0',
          id: 2,
          result: {
            tools: [{ name: searchEmployee.name, title: searchEmployee.annotations.title, '…': '…' }],
          },
        },
      },
      toolsCall: {
        summary: 'tools/call searchEmployee, with a service token',
        status: 200,
        token: 'service',
        body: rpc(3, 'tools/call', { name: 'searchEmployee', arguments: search }),
        answer: {
          jsonrpc: '2.0',
          id: 3,
          result: searchResult,
        },
      },
      toolsCallStructured: {
        summary: 'The same call under MCP 2025-11-25: the envelope also as structuredContent',
        status: 200,
        token: 'service',
        params: { 'MCP-Protocol-Version': '2025-11-25' },
        body: rpc(7, 'tools/call', { name: 'searchEmployee', arguments: search }),
        answer: {
          jsonrpc: '2.0',
          id: 7,
          result: {
            ...searchResult,
            structuredContent: { success: true, data: { '…': '…' }, humanSummary: summary, '…': '…' },
          },
        },
      },
      batchUnder20250618: {
        summary: 'A batch under MCP 2025-06-18 or later',
        status: 400,
        params: { 'MCP-Protocol-Version': '2025-06-18' },
        body: [rpc(8, 'ping'), rpc(9, 'ping')],
        answer: {
          jsonrpc: '2.0',
          id: null,
          error: {
            code: -32600,
            message: noBatchesMessage('2025-06-18'),
          },
        },
      },
      toolsCallAsStream: {
        summary: 'The same call answered as SSE (Accept: text/event-stream)',
        status: 200,
        token: 'service',
        mediaType: 'text/event-stream',
        body: rpc(4, 'tools/call', { name: 'searchEmployee', arguments: search }),
        answer:
          'event: message\ndata: {"jsonrpc":"2.0","id":4,"result":{…}}\n\nevent: result\ndata: {"jsonrpc":"2.0","id":4,"result":{…}}\n\n',
      },
      toolsCallWithoutToken: {
        summary: 'tools/call without a token',
        status: 401,
        body: rpc(5, 'tools/call', { name: 'searchEmployee', arguments: search }),
        answer: tokenFailureEnvelope(TOKEN_ERRORS.missing),
      },
      unknownMethod: {
        summary: 'A method the server does not know',
        status: 200,
        body: rpc(6, 'server/discover'),
        answer: {
          jsonrpc: '2.0',
          id: 6,
          error: { code: -32601, message: methodNotFoundMessage('server/discover') },
        },
      },
      notJson: {
        summary: 'A body that is not JSON',
        status: 400,
        body: '{"jsonrpc": "2.0",',
        answer: {
          jsonrpc: '2.0',
          id: null,
          error: { code: -32700, message: MCP_TEXTS.notJson },
        },
      },
    },
  },
  {
    ...servedBy(FUNCTION, 'GET', '/mcp', 'mcpEventStream', TAG),
    summary: 'Server event stream',
    description:
      'With `Accept: text/event-stream`: a `retry: 60000` hint and a comment, then the stream closes (the server sends no messages of its own; listChanged is false). Without it: 405.',
    auth: 'optionalBearer',
    responses: {
      200: { description: 'The (empty) stream.', mediaType: 'text/event-stream' },
      401: tokenRefused,
      ...origin,
      405: notAllowed,
    },
    examples: {
      stream: {
        summary: 'Open the stream',
        status: 200,
        token: 'service',
        answer: MCP_TEXTS.emptyStream,
      },
      withoutSse: {
        summary: 'Without text/event-stream in Accept',
        status: 405,
        answer: MCP_TEXTS.streamNeedsSse,
      },
    },
  },
  {
    ...servedBy(FUNCTION, 'DELETE', '/mcp', 'mcpDeleteSession', TAG),
    summary: 'Session termination: not supported',
    description: 'The server is stateless and issues no sessions: always 405.',
    responses: { 405: notAllowed, ...origin },
    examples: { delete: { summary: 'End a session', status: 405, answer: MCP_TEXTS.methodNotAllowed } },
  },
  {
    ...servedBy(FUNCTION, 'GET', '/mcp/tools', 'mcpToolCatalog', TAG),
    summary: 'The tool catalog',
    description:
      'Every tool with its JSON Schema input (`inputSchema`) and MCP annotations. Without a valid token, tools that reveal customers by name (listTenants) are left out.',
    auth: 'optionalBearer',
    responses: {
      200: { description: 'The catalog.', schema: CatalogSchema },
      401: tokenRefused,
      ...origin,
    },
    examples: {
      catalog: {
        summary: 'The catalog',
        status: 200,
        answer: {
          tools: [
            {
              name: searchEmployee.name,
              title: searchEmployee.annotations.title,
              description: searchEmployee.description,
              inputSchema: { type: 'object', properties: { '…': {} } },
              annotations: searchEmployee.annotations,
            },
          ],
        },
      },
    },
  },
  {
    ...servedBy(FUNCTION, 'POST', '/mcp/tools/{name}', 'mcpCallTool', TAG),
    summary: 'Call one tool directly',
    description:
      "The body is the tool's arguments (each tool also takes an optional `company`: the tenant, needed when the token covers several). Same authorisation, audit and rate limits as `tools/call`; the answer is the tool envelope itself, with an HTTP status.",
    parameters: [TOOL_NAME],
    requestSchema: ToolArguments,
    auth: 'bearer',
    responses: {
      200: { description: 'The tool answered.', schema: EnvelopeSchema },
      400: {
        description:
          'Failure envelope: `unknown_tool`, `invalid_arguments` (`warnings` name the fields), `cross_tenant_blocked`, `tenant_required`.',
        schema: FailureEnvelopeSchema,
      },
      401: tokenRefused,
      403: {
        description:
          'Failure envelope: `insufficient_scope` or `mode_not_allowed` (with `WWW-Authenticate: Bearer error="insufficient_scope"`); or an `Origin` not on the allowlist (`{error: "origin_not_allowed"}`).',
        schema: z.union([FailureEnvelopeSchema, OriginRefusedSchema]),
      },
      429: {
        description: 'Failure envelope: `rate_limited`.',
        schema: FailureEnvelopeSchema,
        headers: { 'Retry-After': 'seconds' },
      },
      500: {
        description: 'Failure envelope: `internal_error`, with a request id.',
        schema: FailureEnvelopeSchema,
      },
    },
    examples: {
      searchEmployee: {
        summary: 'Search employees for "ana"',
        status: 200,
        token: 'service',
        params: { name: 'searchEmployee' },
        body: search,
        answer: {
          success: true,
          data: { dataset: 'employees', query: 'ana', total: 1, results: ['…'] },
          humanSummary: summary,
          warnings: [],
          meta: { durationMs: 12, apiCalls: 8 },
        },
      },
      invalidArguments: {
        summary: 'A dataset that does not exist',
        status: 400,
        token: 'service',
        params: { name: 'searchEmployee' },
        body: { ...search, dataset: 'robots' },
        answer: refused('invalid_arguments', ['dataset'], 1),
      },
      unknownTool: {
        summary: 'A tool that does not exist',
        status: 400,
        token: 'service',
        params: { name: 'makeCoffee' },
        body: {},
        answer: refused('unknown_tool', [], 0),
      },
      withoutToken: {
        summary: 'Without a token',
        status: 401,
        params: { name: 'searchEmployee' },
        body: search,
        answer: tokenFailureEnvelope(TOKEN_ERRORS.missing),
      },
    },
  },
  {
    ...servedBy(FUNCTION, 'GET', '/mcp/health', 'mcpHealth', TAG),
    summary: 'Liveness',
    description: '200 whenever the process is alive.',
    responses: { 200: { description: 'Alive.', schema: HealthSchema }, ...origin },
    examples: { health: { summary: 'Alive', status: 200, answer: { status: 'ok' } } },
  },
  {
    ...servedBy(FUNCTION, 'GET', '/mcp/ready', 'mcpReady', TAG),
    summary: 'Readiness',
    description:
      '200 when the table answers DescribeTable and the signing keys load; else 503 naming the failing part.',
    responses: {
      200: { description: 'Ready.', schema: ReadinessSchema },
      503: { description: 'Not ready: `failing` names the parts.', schema: ReadinessSchema },
      ...origin,
    },
    examples: {
      ready: {
        summary: 'Ready',
        status: 200,
        answer: { status: 'ready', parts: { table: true, signingKeys: true } },
      },
    },
  },
];

/** The answers to calls the rate limit counted, by route: they tell what is left of the minute. */
const COUNTED: Readonly<Record<string, readonly number[]>> = {
  'POST /mcp': [200, 202, 429],
  'POST /mcp/tools/{name}': [200, 400, 403, 429, 500],
};

/**
 * Every answer of the rate-limited routes names the caller's RateLimit-Policy; those to counted
 * calls also carry RateLimit.
 */
export const mcpOperations: OperationDoc[] = operations.map((op) => {
  const route = `${op.method} ${op.path}`;
  if (PROBE_ROUTES.has(route)) return op;
  const counted = COUNTED[route] ?? [];
  const fields = (status: number) => (counted.includes(status) ? RATE_LIMIT_FIELDS : RATE_POLICY_FIELD);
  return { ...op, responses: withHeaders(op.responses, fields) };
});
