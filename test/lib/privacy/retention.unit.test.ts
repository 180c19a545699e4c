/**
 * Every kind of item the table holds states its retention: each entity of the key design
 * (lib/dynamo/keys.ts), each item its store writes by type, and the table of docs/privacy.md is
 * the one the declarations make.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { ITEM_KINDS, retentionOf, retentionTable } from '../../../lib/privacy/retention.js';

const source = (file: string) => readFileSync(join(REPO_ROOT, file), 'utf8');
const EXPIRIES = ['ttl', 'time-record retention', 'customer', 'erasure'];
const ACTIONS = ['deleted', 'kept', 'person removed', 'pseudonymised', 'nothing to erase', 'expires first'];

/** The lib/ files, and the `type` values they write on items by hand (`type: 'X'`, `':type': 'X'`), outside keys.ts. */
function writtenTypes(): { files: number; types: string[] } {
  const files = readdirSync(join(REPO_ROOT, 'lib'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts') && name !== join('dynamo', 'keys.ts'))
    .map((name) => join('lib', name));
  const found = new Set<string>();
  for (const file of files)
    for (const match of source(file).matchAll(/(?:\btype|':type'): '([A-Z][a-z]\w+)'/g))
      found.add(match[1] ?? '');
  return { files: files.length, types: [...found].sort() };
}

describe('retention, declared per kind of item', () => {
  it('lists every entity keys.ts declares, each once', () => {
    const declared = [
      ...source('lib/dynamo/keys.ts').matchAll(/defineEntity<[^(]*>\(\{\s*type: '(\w+)'/g),
    ].map((match) => match[1]);
    expect(declared.length).toBeGreaterThan(20);
    const kinds = ITEM_KINDS.map((kind) => kind.type);
    expect(new Set(kinds).size).toBe(kinds.length);
    for (const type of declared) expect(kinds, `${type} is not exported with its retention`).toContain(type);
  });

  it('gives every kind an expiry, a reason and what an erasure does', () => {
    for (const { type, retention } of ITEM_KINDS) {
      expect(EXPIRIES, type).toContain(retention.expiry.by);
      expect(ACTIONS, type).toContain(retention.erasure);
      expect(retention.why.length, type).toBeGreaterThan(10);
      if (retention.expiry.by === 'ttl') expect(retention.expiry.seconds, type).toBeGreaterThan(0);
      // Nothing personal kept for ever: what no TTL ends is either the customer's configuration or
      // ended by an erasure, and an erasure reaches it.
      if (retention.expiry.by === 'erasure') expect(retention.erasure, type).toBe('deleted');
    }
  });

  it('covers every type written on items by hand, outside an entity', () => {
    const { files, types } = writtenTypes();
    expect(files).toBeGreaterThan(100);
    expect(types.filter((type) => retentionOf(type) === undefined)).toEqual([]);
  });

  it('is the table docs/privacy.md shows', () => {
    expect(source('docs/privacy.md')).toContain(retentionTable());
  });
});
