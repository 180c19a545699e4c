/**
 * G1 and G1b of the benchmark as a regression test (deterministic: bytes, not times): every function
 * bundled with the production options within 1.4x the DynamoDB-only baseline, 500 KB and 150 KB
 * gzip, and without the inputs G1b forbids. `npm run bench` measures the same with one build per
 * function.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BundleInfo,
  bundleFunctionsAtOnce,
  deployableFunctions,
  sizeRows,
} from '../../bench/bundles.js';

let dir: string;
let bundles: Map<string, BundleInfo>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wfo-bench-bundles-'));
  bundles = await bundleFunctionsAtOnce(dir);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('G1/G1b: bundle sizes and inputs', () => {
  it.each(deployableFunctions().map((fn) => fn.name))('%s', (name) => {
    const row = sizeRows(bundles).find((candidate) => candidate.name === name);
    expect(row?.forbidden).toEqual([]);
    expect(row?.ratio, `${name}: ${row?.bytes} bytes`).toBeLessThanOrEqual(1.4);
    expect(row?.bytes).toBeLessThanOrEqual(500 * 1024);
    expect(row?.gzipBytes).toBeLessThanOrEqual(150 * 1024);
  });
});
