/**
 * G1 and G1b of the benchmark as a regression test (deterministic: bytes, not times): every function
 * bundled with the production options within 1.4x the DynamoDB-only baseline, 500 KB and 150 KB
 * gzip (or, where G1 does not apply, within its own cap: OWN_SIZE_CAPS), and without the inputs G1b
 * forbids. `npm run bench` measures the same with one build per function.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BundleInfo,
  bundle,
  bundleFunctionsAtOnce,
  deployableFunctions,
  entryInputs,
  G1_MAX_BYTES,
  G1_MAX_GZIP_BYTES,
  G1_MAX_RATIO,
  OWN_SIZE_CAPS,
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
    const cap = OWN_SIZE_CAPS[name];
    if (cap) {
      expect(row?.bytes, `${name} grew`).toBeLessThanOrEqual(cap.bytes);
      expect(row?.gzipBytes, `${name} grew`).toBeLessThanOrEqual(cap.gzipBytes);
      return;
    }
    expect(row?.ratio, `${name}: ${row?.bytes} bytes`).toBeLessThanOrEqual(G1_MAX_RATIO);
    expect(row?.bytes).toBeLessThanOrEqual(G1_MAX_BYTES);
    expect(row?.gzipBytes).toBeLessThanOrEqual(G1_MAX_GZIP_BYTES);
  });

  it('holds the MCP server to its own cap, not to the size ratio', () => {
    const row = sizeRows(bundles).find((candidate) => candidate.name === 'mcp');
    expect(row?.ownCap).toEqual(OWN_SIZE_CAPS.mcp);
    expect(row?.ok).toBe(true);
  });

  // tools/list's JSON Schemas are generated ahead of time (lib/mcp/tool-json-schemas.ts): zod's
  // generator, about 21 KB, must not come back into the MCP bundle through some other import.
  it('mcp carries no JSON Schema generator', () => {
    const info = bundles.get('mcp');
    if (!info) throw new Error('mcp was not bundled');
    const inputs = Object.keys(entryInputs(info.metafile));
    expect(inputs.length).toBeGreaterThan(0);
    expect(inputs.filter((path) => /node_modules\/zod\/.*json-schema/.test(path))).toEqual([]);
  });
});

/**
 * The functions read secrets through the Parameters and Secrets Lambda Extension
 * (lib/shared/secrets.ts), so no function bundle may carry the Secrets Manager client. The admin
 * CLI, which writes secrets through the client, is the control that the search finds it.
 */
const SECRETS_CLIENT = 'node_modules/@aws-sdk/client-secrets-manager/';

/** Bytes the Secrets Manager client contributes to the bundle's code. */
function secretsClientBytes(metafile: Metafile): number {
  return Object.entries(entryInputs(metafile))
    .filter(([path]) => path.includes(SECRETS_CLIENT))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
}

describe('the Secrets Manager client stays out of the function bundles', () => {
  it.each(deployableFunctions().map((fn) => fn.name))('%s', (name) => {
    const info = bundles.get(name);
    if (!info) throw new Error(`${name} was not bundled`);
    expect(secretsClientBytes(info.metafile)).toBe(0);
  });

  it('is found where it is used: the admin CLI, which writes secrets', async () => {
    const admin = await bundle('admin-cli', 'lib/admin/cli.ts', dir);
    expect(secretsClientBytes(admin.metafile)).toBeGreaterThan(5000);
  }, 60_000);
});
