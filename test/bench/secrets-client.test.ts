/**
 * The functions read secrets through the Parameters and Secrets Lambda Extension
 * (lib/shared/secrets.ts), so no function bundle may carry the Secrets Manager client: each
 * bundle, built with the production options, is searched in its esbuild metafile. The admin CLI,
 * which writes secrets through the client, is the control that the search finds it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BundleInfo, bundle, bundleFunctionsAtOnce, deployableFunctions } from '../../bench/bundles.js';

const CLIENT = 'node_modules/@aws-sdk/client-secrets-manager/';

/** Bytes the Secrets Manager client contributes to the bundle's code. */
function clientBytes(metafile: Metafile): number {
  const output = Object.values(metafile.outputs).find((out) => out.entryPoint !== undefined);
  return Object.entries(output?.inputs ?? {})
    .filter(([path]) => path.includes(CLIENT))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);
}

let dir: string;
let bundles: Map<string, BundleInfo>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wfo-secrets-client-'));
  bundles = await bundleFunctionsAtOnce(dir);
}, 120_000);

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the Secrets Manager client stays out of the function bundles', () => {
  it.each(deployableFunctions().map((fn) => fn.name))('%s', (name) => {
    const info = bundles.get(name);
    if (!info) throw new Error(`${name} was not bundled`);
    expect(clientBytes(info.metafile)).toBe(0);
  });

  it('is found where it is used: the admin CLI, which writes secrets', async () => {
    const admin = await bundle('admin-cli', 'lib/admin/cli.ts', dir);
    expect(clientBytes(admin.metafile)).toBeGreaterThan(5000);
  }, 60_000);
});
