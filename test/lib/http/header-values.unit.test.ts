import { describe, expect, it } from 'vitest';
import { challenge, quotedString } from '../../../lib/http/header-values.js';

describe('quotedString', () => {
  it('escapes the quote and the backslash (RFC 9110 §5.6.4)', () => {
    expect(quotedString('a"b\\c')).toBe('"a\\"b\\\\c"');
    expect(quotedString('')).toBe('""');
    expect(quotedString('tab\tand space')).toBe('"tab\tand space"');
  });

  it.each([
    ['CR LF', 'a\r\nb'],
    ['NUL', 'a\u0000b'],
    ['DEL', 'a\u007fb'],
    ['Latin-1', 'caf\u00e9'],
    ['an emoji', '😀'],
  ])('gives nothing for a value with %s, which no header carries', (_label, value) => {
    expect(quotedString(value)).toBeUndefined();
  });
});

describe('challenge', () => {
  it('writes each parameter quoted, in order, and leaves out those that cannot be carried', () => {
    expect(
      challenge('Bearer', [
        ['error', 'insufficient_scope'],
        ['scope', undefined],
        ['error_description', 'x", error="invalid_token'],
        ['realm', 'a\nb'],
      ]),
    ).toBe('Bearer error="insufficient_scope", error_description="x\\", error=\\"invalid_token"');
    expect(challenge('Bearer', [])).toBe('Bearer');
  });
});
