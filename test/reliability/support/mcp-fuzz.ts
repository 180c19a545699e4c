/**
 * Inputs and answer checks of the MCP fuzz: JSON-RPC messages and batches (envelopes, methods and
 * tool calls of every tool the registry lists), direct tool calls, and the headers around them.
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
