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
    expect(row?.ratio, `${name}: ${row?.bytes} bytes`).toBeLessThanOrEqual(1.4);
    expect(row?.bytes).toBeLessThanOrEqual(500 * 1024);
    expect(row?.gzipBytes).toBeLessThanOrEqual(150 * 1024);
  });

  it('holds the MCP server to its own cap, not to the size ratio', () => {
    const row = sizeRows(bundles).find((candidate) => candidate.name === 'mcp');
    expect(row?.ownCap).toEqual(OWN_SIZE_CAPS.mcp);
    expect(row?.ok).toBe(true);
  });

  // tools/list builds its JSON Schemas from the tools' zod schemas (lib/mcp/tool-json-schemas.ts):
  // zod's generator, about 13 KB, belongs to the MCP bundle and must not leak into the others.
  it('only mcp carries the JSON Schema generator', () => {
    const carrying = deployableFunctions()
      .map((fn) => fn.name)
      .filter((name) => {
        const info = bundles.get(name);
        if (!info) throw new Error(`${name} was not bundled`);
        return Object.keys(entryInputs(info.metafile)).some((path) =>
          /node_modules\/zod\/.*to-json-schema/.test(path),
        );
      });
    expect(carrying).toEqual(['mcp']);
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
