import { describe, expect, it } from 'vitest';
import { checkModernRequest, decodeHeaderValue } from '../../../../lib/mcp/http/request-metadata.js';
import { eraOf } from '../../../../lib/mcp/versions.js';

const META = {
  'io.modelcontextprotocol/protocolVersion': '2026-07-28',
  'io.modelcontextprotocol/clientCapabilities': {},
};
const call = { jsonrpc: '2.0', id: 5, method: 'tools/call', params: { name: 'searchEmployee', _meta: META } };
const headers = { protocolVersion: '2026-07-28', method: 'tools/call', name: 'searchEmployee' };
const codeOf = (outcome: ReturnType<typeof checkModernRequest>) =>
  outcome.kind === 'refused' ? outcome.error.code : outcome.kind;

describe('eraOf', () => {
  it('is modern for a modern header or a claim in _meta, legacy otherwise', () => {
    expect(eraOf({ jsonrpc: '2.0', id: 1, method: 'ping' }, '2026-07-28')).toBe('modern');
    expect(eraOf(call, undefined)).toBe('modern');
    expect(eraOf([{ jsonrpc: '2.0', id: 1, method: 'ping' }, call], '2025-03-26')).toBe('modern');
    expect(eraOf({ jsonrpc: '2.0', id: 1, method: 'ping' }, '2025-11-25')).toBe('legacy');
    expect(eraOf({ jsonrpc: '2.0', id: 1, method: 'ping' }, '2030-01-01')).toBe('legacy');
    expect(eraOf({ jsonrpc: '2.0', id: 1, method: 'ping', params: { _meta: {} } }, undefined)).toBe('legacy');
  });
});

describe('decodeHeaderValue', () => {
  it('reads plain values as they are and Base64 sentinels decoded', () => {
    expect(decodeHeaderValue('searchEmployee')).toBe('searchEmployee');
    expect(decodeHeaderValue(`=?base64?${Buffer.from('Olá, 世界').toString('base64')}?=`)).toBe('Olá, 世界');
  });
  it('refuses control characters, broken sentinels and Base64 that does not read back', () => {
    expect(decodeHeaderValue('a\nb')).toBeUndefined();
    expect(decodeHeaderValue('=?base64?abc')).toBeUndefined();
    expect(decodeHeaderValue('=?base64?a===?=')).toBeUndefined();
  });
});

describe('checkModernRequest', () => {
  it('accepts a request whose headers match its body', () => {
    expect(checkModernRequest(call, headers)).toMatchObject({ kind: 'request', version: '2026-07-28' });
  });
  it.each([
    ['a batch', [call], headers, -32600],
    ['a null id', { ...call, id: null }, headers, -32600],
    ['no version header', call, { ...headers, protocolVersion: undefined }, -32020],
    ['a header the body disagrees with', call, { ...headers, protocolVersion: '2025-11-25' }, -32020],
    ['no version in _meta', { ...call, params: { name: 'searchEmployee' } }, headers, -32602],
    [
      'a version the server does not speak',
      {
        ...call,
        params: {
          ...call.params,
          _meta: { ...META, 'io.modelcontextprotocol/protocolVersion': '2027-01-01' },
        },
      },
      { ...headers, protocolVersion: '2027-01-01' },
      -32022,
    ],
    [
      'no client capabilities',
      {
        ...call,
        params: {
          name: 'searchEmployee',
          _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' },
        },
      },
      headers,
      -32602,
    ],
    ['no Mcp-Method', call, { ...headers, method: undefined }, -32020],
    ['another Mcp-Method', call, { ...headers, method: 'tools/list' }, -32020],
    ['no Mcp-Name', call, { ...headers, name: undefined }, -32020],
    ['another Mcp-Name', call, { ...headers, name: 'whoIsManagerOf' }, -32020],
    ['an Mcp-Method sent as Base64', call, { ...headers, method: '=?base64?dG9vbHMvY2FsbA==?=' }, -32020],
  ])('refuses %s', (_label, body, sent, code) => {
    expect(codeOf(checkModernRequest(body, sent))).toBe(code);
  });
  it('echoes the id it can read, and takes notifications without checking further', () => {
    expect(checkModernRequest(call, { ...headers, name: 'x' })).toMatchObject({ kind: 'refused', id: 5 });
    expect(checkModernRequest({ jsonrpc: '2.0', method: 'notifications/cancelled' }, headers)).toEqual({
      kind: 'notification',
    });
  });
});
