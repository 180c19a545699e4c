/**
 * Generators of hostile JSON for the fuzz suites. A body is a small document tree rather than a JS
 * value, so that it can hold what a JS object cannot carry into JSON.stringify: a `__proto__` key,
 * the same key twice, number texts like `1e400` (Infinity once parsed), and nesting thousands of
 * levels deep (built as text, not as objects, so the test itself never recurses that deep).
 */
import fc from 'fast-check';

export type Doc =
  | { t: 'lit'; v: null | boolean | number | string }
  | { t: 'num'; text: string }
  | { t: 'arr'; items: Doc[] }
  | { t: 'obj'; entries: Array<[string, Doc]> }
  | { t: 'deep'; depth: number; kind: 'arr' | 'obj' }
  | { t: 'big'; chars: number; unit: string };

export const lit = (v: null | boolean | number | string): Doc => ({ t: 'lit', v });
export const obj = (entries: Array<[string, Doc]>): Doc => ({ t: 'obj', entries });
export const arr = (items: Doc[]): Doc => ({ t: 'arr', items });

export function serialize(doc: Doc): string {
  switch (doc.t) {
    case 'lit':
      return JSON.stringify(doc.v);
    case 'num':
      return doc.text;
    case 'arr':
      return `[${doc.items.map(serialize).join(',')}]`;
    case 'obj':
      return `{${doc.entries.map(([key, value]) => `${JSON.stringify(key)}:${serialize(value)}`).join(',')}}`;
    case 'deep':
      return doc.kind === 'arr'
        ? `${'['.repeat(doc.depth)}${']'.repeat(doc.depth)}`
        : `${'{"a":'.repeat(doc.depth)}0${'}'.repeat(doc.depth)}`;
    case 'big':
      return JSON.stringify(doc.unit.repeat(doc.chars));
  }
}

/** Strings that have broken parsers, databases, HTML and logs somewhere before. */
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  '\uD800',
  '\uDFFF',
  'a\uD83D',
  '\u202Eevil',
  'e\u0301',
  '\uFEFF',
  '\u200B',
  '👩‍👩‍👧‍👦',
  '𝒜𝓃𝒶',
  'ß',
  'İ',
  '\r\n\t',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the literal text is the attack (log4shell)
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  '../../../../etc/passwd',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  'true',
  '#',
  'a#b',
  'CO#x',
];

/** Dates and times that look right and are not: non-leap 29ths, 31sts of short months, hour 24, leap seconds. */
export const IMPOSSIBLE_DATES = [
  '2026-02-29',
  '2026-02-30',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '0000-00-00',
  '2026-1-5',
  '20260310',
  '2026-03-10 ',
  '+02026-03-10',
  '2026-03-10T24:00:00Z',
  '2026-03-10T23:59:60Z',
  '2026-03-10T12:00:00.000Z',
  '2026-03-10T12:00:00+01:00',
  '2026-03-10 24:00:00',
  '2026-02-30 10:00:00',
  '2026-03-10 10:60:00',
  '9999-12-31T23:59:59Z',
  '0001-01-01 00:00:00',
];

const NUMBER_TEXTS = [
  '1e400',
  '-1e400',
  '-0',
  '1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
  '0.1e1',
];

const edgeString = fc.constantFrom(...EDGE_STRINGS, ...IMPOSSIBLE_DATES);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: edgeString },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
);

export const nastyNumber: fc.Arbitrary<Doc> = fc.oneof(
  fc.integer().map(lit),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map(lit),
  fc.constantFrom(-1, 0, 1441, 2 ** 31, -(2 ** 31), 2 ** 53, -(2 ** 53), 1e308, 5e-324, 1.5).map(lit),
  fc.constantFrom(...NUMBER_TEXTS).map((text): Doc => ({ t: 'num', text })),
);

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', '__PROTO__', 'Constructor'];

/** Any field name: plausible, hostile or a prototype key. */
export const fieldName: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...PROTO_KEYS),
  fc.string({ maxLength: 12 }),
  edgeString,
);

/** Wrong in every way a JSON value can be: type, size, depth, content. */
export const nastyDoc: fc.Arbitrary<Doc> = fc.letrec<{ doc: Doc }>((tie) => ({
  doc: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: nastyString.map(lit) },
    { weight: 2, arbitrary: nastyNumber },
    { weight: 1, arbitrary: fc.constantFrom<Doc>(lit(true), lit(false), lit(null)) },
    { weight: 1, arbitrary: fc.array(tie('doc'), { maxLength: 4 }).map(arr) },
    { weight: 1, arbitrary: fc.array(fc.tuple(fieldName, tie('doc')), { maxLength: 4 }).map(obj) },
    {
      weight: 1,
      arbitrary: fc.record({
        t: fc.constant('deep' as const),
        depth: fc.constantFrom(64, 2_000, 20_000),
        kind: fc.constantFrom('arr' as const, 'obj' as const),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        t: fc.constant('big' as const),
        chars: fc.constantFrom(5_000, 100_000, 400_000),
        unit: fc.constantFrom('x', 'é', '😀', '\u0000'),
      }),
    },
    // One past the 5,000 a users or employees list may hold.
    { weight: 1, arbitrary: fc.constant(arr(Array.from({ length: 5_001 }, () => lit('a')))) },
  ),
})).doc;

/** A field's value: mostly one of the plausible ones given, else anything nasty. */
export function fieldValue(plausible: fc.Arbitrary<Doc>): fc.Arbitrary<Doc> {
  return fc.oneof({ weight: 3, arbitrary: plausible }, { weight: 2, arbitrary: nastyDoc });
}

/** Bodies that are not a JSON object at all, or not JSON. */
export const notAnObject: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    'null',
    '[]',
    '42',
    '"key"',
    'true',
    '{',
    '{"key":}',
    '{"a":1,}',
    "{'a':1}",
    '\u0000',
  ),
  nastyDoc.map(serialize),
  fc.string({ maxLength: 50 }),
);
