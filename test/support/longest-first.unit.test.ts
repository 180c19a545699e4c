import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LONGEST_FILES, rankOf } from './longest-first.js';

const ROOT = join(import.meta.dirname, '../..');

describe('the longest files start first', () => {
  it('names files that exist (a renamed file would silently start last again)', () => {
    for (const file of LONGEST_FILES) expect(existsSync(join(ROOT, file)), file).toBe(true);
  });

  it('ranks them in their order, before every other file', () => {
    expect(LONGEST_FILES.map(rankOf)).toEqual(LONGEST_FILES.map((_, i) => i));
    expect(rankOf('test/lib/dates.unit.test.ts')).toBe(LONGEST_FILES.length);
  });
});
