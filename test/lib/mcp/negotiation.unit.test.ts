import { describe, expect, it } from 'vitest';
import { chooseRepresentation, sseBody } from '../../../lib/mcp/negotiation.js';

describe('chooseRepresentation', () => {
  it.each([
    ['application/json, text/event-stream', false, 'json'],
    ['application/json, text/event-stream', true, 'sse'],
    ['text/event-stream', false, 'sse'],
    ['application/json', true, 'json'],
    [undefined, false, 'json'],
    ['*/*', false, 'json'],
    ['text/html', false, 'none'],
    ['application/json;q=0, text/event-stream', false, 'sse'],
  ] as const)('Accept %s, progress %s → %s', (accept, progress, expected) => {
    expect(chooseRepresentation(accept, progress)).toBe(expected);
  });
});

describe('sseBody', () => {
  it('frames each event with its name and JSON data', () => {
    expect(
      sseBody([
        { event: 'message', data: { a: 1 } },
        { event: 'result', data: { a: 1 } },
      ]),
    ).toBe('event: message\ndata: {"a":1}\n\nevent: result\ndata: {"a":1}\n\n');
  });
});
