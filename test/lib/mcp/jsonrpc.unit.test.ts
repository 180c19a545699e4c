import { describe, expect, it } from 'vitest';
import { classify } from '../../../lib/mcp/jsonrpc.js';

describe('classify', () => {
  it('tells requests, notifications and client responses apart', () => {
    expect(classify({ jsonrpc: '2.0', id: 1, method: 'ping' }).kind).toBe('request');
    expect(classify({ jsonrpc: '2.0', method: 'notifications/initialized' }).kind).toBe('notification');
    expect(classify({ jsonrpc: '2.0', id: 3, result: {} }).kind).toBe('clientResponse');
  });
  it.each([
    ['not an object', 42],
    ['no jsonrpc', { id: 1, method: 'ping' }],
    ['jsonrpc 1.0', { jsonrpc: '1.0', id: 1, method: 'ping' }],
    ['no method', { jsonrpc: '2.0', id: 1 }],
    ['empty method', { jsonrpc: '2.0', id: 1, method: '' }],
    ['an object id', { jsonrpc: '2.0', id: {}, method: 'ping' }],
    ['array params', { jsonrpc: '2.0', id: 1, method: 'ping', params: [] }],
  ])('marks %s invalid', (_label, message) => {
    expect(classify(message).kind).toBe('invalid');
  });
  it('keeps the id of an invalid request when it is usable', () => {
    expect(classify({ jsonrpc: '1.0', id: 'x', method: 'ping' })).toMatchObject({ kind: 'invalid', id: 'x' });
  });
});
