/**
 * Inputs and answer checks of the MCP fuzz: JSON-RPC messages and batches (envelopes, methods and
 * tool calls of every tool the registry lists), direct tool calls, and the headers around them;
 * for 2026-07-28, the `_meta` and the request headers mirroring the body.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { HttpAnswer } from '../../support/gateway.js';
import { arr, type Doc, lit, nastyDoc, nastyString, obj } from './bad-input.js';
import { type JsonSchema, toolArguments } from './schema-args.js';

export interface CatalogTool {
  name: string;
  inputSchema: JsonSchema;
}

/** Arguments for every tool of the catalog, any tool name at all, and the arguments of one tool under another's name. */
export function toolCall(tools: readonly CatalogTool[], hints: Record<string, fc.Arbitrary<Doc>>) {
  const known = tools.map((tool) =>
    toolArguments(tool.inputSchema, hints).map((args) => ({ name: tool.name, args })),
  );
  const unknown = fc.record({ name: nastyString, args: nastyDoc });
  return fc.oneof({ weight: 6, arbitrary: fc.oneof(...known) }, { weight: 1, arbitrary: unknown });
}

const METHODS = [
  'initialize',
  'ping',
  'tools/list',
  'tools/call',
  'notifications/initialized',
  'server/discover',
];

/** One JSON-RPC message: mostly well formed around a tool call, else wrong in its envelope. */
export function rpcMessage(call: fc.Arbitrary<{ name: string; args: Doc }>): fc.Arbitrary<Doc> {
  const id = fc.oneof(
    fc.integer().map(lit),
    fc.string({ maxLength: 8 }).map(lit),
    fc.constant(lit(null)),
    nastyDoc,
  );
  const toolsCall = fc.tuple(id, call).map(([rpcId, { name, args }]) =>
    obj([
      ['jsonrpc', lit('2.0')],
      ['id', rpcId],
      ['method', lit('tools/call')],
      [
        'params',
        obj([
          ['name', lit(name)],
          ['arguments', args],
        ]),
      ],
    ]),
  );
  const other = fc
    .record(
      {
        jsonrpc: fc.oneof({ weight: 4, arbitrary: fc.constant(lit('2.0')) }, nastyDoc),
        id,
        method: fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom(...METHODS.map(lit)) },
          nastyString.map(lit),
        ),
        params: nastyDoc,
        result: nastyDoc,
      },
      { requiredKeys: [] },
    )
    .map((fields) => obj(Object.entries(fields) as Array<[string, Doc]>));
  return fc.oneof({ weight: 3, arbitrary: toolsCall }, { weight: 2, arbitrary: other });
}

export function rpcBody(message: fc.Arbitrary<Doc>): fc.Arbitrary<Doc> {
  return fc.oneof(
    { weight: 4, arbitrary: message },
    { weight: 1, arbitrary: fc.array(message, { maxLength: 22 }).map(arr) },
    { weight: 1, arbitrary: nastyDoc },
  );
}

export const acceptHeader = fc.constantFrom(
  'application/json, text/event-stream',
  'application/json',
  'text/event-stream',
  'text/html',
  '*/*',
  '',
);

export const protocolHeader = fc.constantFrom<Record<string, string>>(
  {},
  { 'mcp-protocol-version': '2025-03-26' },
  { 'mcp-protocol-version': '1999-01-01' },
);

const JSONRPC_CODES = new Set([-32700, -32600, -32601, -32602, -32000]);

/** A JSON-RPC response as the contract allows it: exactly {jsonrpc, id, result|error}, documented codes. */
function checkResponse(response: Record<string, unknown>): boolean {
  expect(Object.keys(response).sort()).toEqual(
    'error' in response ? ['error', 'id', 'jsonrpc'] : ['id', 'jsonrpc', 'result'],
  );
  if ('error' in response) {
    const error = response.error as { code: number; message: string; data?: { escalationReason?: string } };
    expect(JSONRPC_CODES, JSON.stringify(error)).toContain(error.code);
    // -32000 is documented for a tool that failed while running: bad input must never get there.
    if (error.code === -32000) expect(error.data?.escalationReason).toBe('rate_limited');
    return false;
  }
  const result = response.result as { content?: Array<{ text: string }>; isError?: boolean };
  if (!result.content) return false;
  const envelope = JSON.parse(result.content[0]?.text ?? '{}');
  checkEnvelope(envelope);
  expect(result.isError).toBe(!envelope.success);
  return envelope.success === true;
}

/** The tool result envelope every tool call answers. */
export function checkEnvelope(envelope: Record<string, unknown>): void {
  expect(envelope.meta).toEqual({ durationMs: expect.any(Number), apiCalls: expect.any(Number) });
  expect(envelope.humanSummary).toEqual(expect.any(String));
  expect(envelope.warnings).toEqual(expect.any(Array));
  if (envelope.success === true) {
    expect(envelope.data).toEqual(expect.any(Object));
  } else {
    expect(envelope).toMatchObject({ success: false, requiresHumanEscalation: expect.any(Boolean) });
    expect(envelope.escalationReason).toMatch(/^[a-z_]+$/);
  }
}

/** The JSON-RPC payload of an answer, JSON or the last SSE event (named `result`). */
function payloadOf(answer: HttpAnswer): unknown {
  if (!String(answer.headers['content-type']).startsWith('text/event-stream')) return answer.json;
  const events = answer.text.trim().split('\n\n');
  const last = events.at(-1) ?? '';
  expect(last.startsWith('event: result\n')).toBe(true);
  return JSON.parse(last.slice(last.indexOf('data: ') + 6));
}

/** Checks an answer of POST /mcp; true when some tool call in it succeeded (it may have written). */
export function checkRpcAnswer(answer: HttpAnswer): boolean {
  expect([200, 202, 400, 401, 403, 406, 413, 429], `${answer.status} ${answer.text.slice(0, 300)}`).toContain(
    answer.status,
  );
  if (answer.status === 202) {
    expect(answer.text).toBe('');
    return false;
  }
  if (answer.status === 401) {
    expect(answer.json).toMatchObject({ success: false, tokenError: expect.any(String) });
    return false;
  }
  if (answer.status === 403) {
    expect(answer.json).toMatchObject({ error: 'origin_not_allowed' });
    return false;
  }
  const payload = payloadOf(answer);
  const responses = (Array.isArray(payload) ? payload : [payload]) as Array<Record<string, unknown>>;
  return responses.map(checkResponse).some(Boolean);
}

/** What a tool's own refusal (a domain error below 500) answers on the direct route. */
const DIRECT_REFUSALS: Record<number, string> = { 404: 'not_found', 409: 'conflict' };

/** Checks an answer of POST /mcp/tools/<name>; true when the tool succeeded. */
export function checkDirectAnswer(answer: HttpAnswer): boolean {
  expect([200, 400, 401, 403, 404, 409, 429], `${answer.status} ${answer.text.slice(0, 300)}`).toContain(
    answer.status,
  );
  checkEnvelope(answer.json);
  const refusal = DIRECT_REFUSALS[answer.status];
  if (refusal) expect(answer.json.escalationReason).toBe(refusal);
  if (answer.status === 401) expect(answer.json.tokenError).toEqual(expect.any(String));
  return answer.status === 200;
}

/** The codes a 2026-07-28 request may be answered with (-32603, a crash, never for bad input). */
const MODERN_CODES = new Set([-32700, -32600, -32601, -32602, -32020, -32022, -31000]);

/** The `_meta` of a 2026-07-28 request: mostly right, else of another revision, incomplete or junk. */
export const modernMeta: fc.Arbitrary<Doc> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.constant(
      obj([
        ['io.modelcontextprotocol/protocolVersion', lit('2026-07-28')],
        ['io.modelcontextprotocol/clientCapabilities', obj([])],
      ]),
    ),
  },
  fc.constantFrom('2025-11-25', '2027-01-01', '').map((version) =>
    obj([
      ['io.modelcontextprotocol/protocolVersion', lit(version)],
      ['io.modelcontextprotocol/clientCapabilities', obj([])],
    ]),
  ),
  fc.constant(obj([['io.modelcontextprotocol/protocolVersion', lit('2026-07-28')]])),
  nastyDoc,
);

/** The message with `meta` as its params._meta (params made an object when it was none). */
export function withMeta(message: Doc, meta: Doc): Doc {
  if (message.t !== 'obj') return message;
  const params = message.entries.find(([key]) => key === 'params')?.[1];
  const others = message.entries.filter(([key]) => key !== 'params');
  const paramEntries = params?.t === 'obj' ? params.entries.filter(([key]) => key !== '_meta') : [];
  return obj([...others, ['params', obj([...paramEntries, ['_meta', meta]])]]);
}

/** A string field of a message, if it is one (its method, or its params' name). */
export function fieldOf(message: Doc, path: readonly string[]): string | undefined {
  let node: Doc | undefined = message;
  for (const key of path) node = node?.t === 'obj' ? node.entries.find(([k]) => k === key)?.[1] : undefined;
  return node?.t === 'lit' && typeof node.v === 'string' ? node.v : undefined;
}

/** A header value: the body's (mostly), another, Base64-encoded, or none. */
export function mirroredHeader(value: string | undefined): fc.Arbitrary<string | undefined> {
  const safe = value !== undefined && /^[\x20-\x7e]*$/.test(value) ? value : undefined;
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(safe) },
    fc.constant(value === undefined ? undefined : `=?base64?${Buffer.from(value).toString('base64')}?=`),
    fc.stringMatching(/^[\x21-\x7e]{1,20}$/),
    fc.constant(undefined),
  );
}

/** Checks an answer of POST /mcp to a 2026-07-28 request; true when a tool call in it succeeded. */
export function checkModernAnswer(answer: HttpAnswer): boolean {
  expect(
    [200, 202, 400, 401, 403, 404, 406, 413, 429],
    `${answer.status} ${answer.text.slice(0, 300)}`,
  ).toContain(answer.status);
  if (answer.status === 202) {
    expect(answer.text).toBe('');
    return false;
  }
  if (answer.status === 401) {
    expect(answer.json).toMatchObject({ success: false, tokenError: expect.any(String) });
    return false;
  }
  if (answer.status === 403) {
    // A tool call without its scope: the envelope, and a challenge naming what was missing.
    expect(answer.json).toMatchObject({
      success: false,
      escalationReason: 'insufficient_scope',
      status: 403,
    });
    expect(String(answer.headers['www-authenticate'])).toMatch(/^Bearer error="insufficient_scope"/);
    return false;
  }
  const sse = String(answer.headers['content-type']).startsWith('text/event-stream');
  const response = (
    sse
      ? JSON.parse(answer.text.trim().split('\n\n').at(-1)?.split('\n')[1]?.slice(6) ?? 'null')
      : answer.json
  ) as Record<string, unknown>;
  expect(Object.keys(response).sort()).toEqual(
    'error' in response ? ['error', 'id', 'jsonrpc'] : ['id', 'jsonrpc', 'result'],
  );
  if ('error' in response) {
    const { code } = response.error as { code: number };
    expect(MODERN_CODES, JSON.stringify(response.error)).toContain(code);
    expect(answer.status === 404).toBe(code === -32601);
    return false;
  }
  expect(answer.status).toBe(200);
  const result = response.result as {
    resultType?: string;
    content?: Array<{ text: string }>;
    isError?: boolean;
  };
  expect(result.resultType).toBe('complete');
  if (!result.content) return false;
  const envelope = JSON.parse(result.content[0]?.text ?? '{}');
  checkEnvelope(envelope);
  expect(result.isError).toBe(!envelope.success);
  return envelope.success === true;
}
