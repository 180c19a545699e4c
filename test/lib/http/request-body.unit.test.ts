import { describe, expect, it } from 'vitest';
import { bodyBytes, bodyText } from '../../../lib/http/request-body.js';

const text = 'ação=1&b=é';
const base64 = Buffer.from(text, 'utf8').toString('base64');

describe('bodyText', () => {
  it('decodes a base64 body and passes a text body through', () => {
    expect(bodyText({ body: base64, isBase64Encoded: true })).toBe(text);
    expect(bodyText({ body: text, isBase64Encoded: false })).toBe(text);
  });

  it('reads an absent body as empty text', () => {
    expect(bodyText({ body: undefined, isBase64Encoded: false })).toBe('');
    expect(bodyText({ body: undefined, isBase64Encoded: true })).toBe('');
  });
});

describe('bodyBytes', () => {
  it('counts the bytes the client sent, whether API Gateway encoded them or not', () => {
    const bytes = Buffer.byteLength(text, 'utf8');
    expect(bytes).toBeGreaterThan(text.length);
    expect(bodyBytes({ body: text, isBase64Encoded: false })).toBe(bytes);
    expect(bodyBytes({ body: base64, isBase64Encoded: true })).toBe(bytes);
  });

  it('counts the padding of a base64 body out', () => {
    for (const length of [1, 2, 3, 4]) {
      const encoded = Buffer.alloc(length, 7).toString('base64');
      expect(bodyBytes({ body: encoded, isBase64Encoded: true })).toBe(length);
    }
  });

  it('counts an absent body as empty', () => {
    expect(bodyBytes({ body: undefined, isBase64Encoded: true })).toBe(0);
  });
});
