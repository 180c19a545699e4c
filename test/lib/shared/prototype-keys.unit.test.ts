import { describe, expect, it } from 'vitest';
import {
  dropPrototypeKeys,
  isPrototypeKey,
  withoutPrototypeKeys,
} from '../../../lib/shared/prototype-keys.js';

describe('prototype keys', () => {
  it('names exactly __proto__, constructor and prototype', () => {
    expect(['__proto__', 'constructor', 'prototype'].every(isPrototypeKey)).toBe(true);
    expect(['__PROTO__', 'Constructor', 'proto', 'prototypes', ''].some(isPrototypeKey)).toBe(false);
  });

  it('drops them at every depth while parsing', () => {
    const parsed = JSON.parse(
      '{"a":1,"__proto__":{"x":1},"constructor":2,"prototype":3,"b":{"__proto__":4},"c":[{"constructor":{}}]}',
      dropPrototypeKeys,
    );
    expect(parsed).toEqual({ a: 1, b: {}, c: [{}] });
  });

  it('drops them from a value parsed without the reviver, in a copy, polluting nothing', () => {
    const parsed = JSON.parse(
      '{"f":{"__proto__":{"polluted":"yes"},"constructor":{"prototype":{"p":1}},"k":1}}',
    );
    const clean = withoutPrototypeKeys(parsed) as { f: Record<string, unknown> };
    expect(clean).toEqual({ f: { k: 1 } });
    expect(Object.keys(clean.f)).toEqual(['k']);
    expect(Object.getPrototypeOf(clean.f)).toBe(Object.prototype);
    expect(clean).not.toBe(parsed);
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    expect(withoutPrototypeKeys('text')).toBe('text');
    expect(withoutPrototypeKeys(null)).toBe(null);
  });
});
