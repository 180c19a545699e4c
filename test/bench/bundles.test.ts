/**
 * What every function's production bundle may hold (bench/bundles.ts), on bytes: its size cap, and
 * no input that has no business at start-up. The bundles are the run's shared build.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  type BundleInfo,
  type BundleWarning,
  capOf,
  DEFAULT_CAP,
  deployableFunctions,
  forbiddenInputs,
  localOnlyParts,
  OWN_CAPS,
} from '../../bench/bundles.js';
import { sharedBundles } from '../support/bundles.js';

let dir: string;
let bundles: BundleInfo[];
let warnings: BundleWarning[];
const bundleOf = (name: string) => {
  const info = bundles.find((candidate) => candidate.name === name);
  if (!info) throw new Error(`${name} was not bundled`);
  return info;
};

beforeAll(async () => {
  ({ dir, bundles, warnings } = await sharedBundles());
}, 180_000);

describe('bundle sizes and inputs', () => {
  it.each(deployableFunctions().map((fn) => fn.name))('%s: within its cap, nothing forbidden', (name) => {
    const info = bundleOf(name);
    expect(forbiddenInputs(info)).toEqual([]);
    const cap = capOf(name);
    expect(info.bytes, `${name} grew`).toBeLessThanOrEqual(cap.bytes);
    expect(info.gzipBytes, `${name} grew`).toBeLessThanOrEqual(cap.gzipBytes);
    // esbuild's warnings (an import.meta that CommonJS leaves empty) are bugs waiting in Lambda.
    const own = warnings.filter((warning) => warning.file === undefined || warning.file in info.inputs);
    expect(own.map((warning) => `${warning.file}: ${warning.text}`)).toEqual([]);
  });

  it('holds the MCP server to its own cap, every other function to the default one', () => {
    expect(capOf('mcp')).toBe(OWN_CAPS.mcp);
    expect(capOf('recordPunch')).toBe(DEFAULT_CAP);
  });

  it("finds what it forbids: an eager MCP SDK import, the SDK built for CommonJS, all of zod's locales", () => {
    const info = bundleOf('recordPunch');
    const sdk = 'node_modules/@modelcontextprotocol/sdk/dist/esm/server/index.js';
    const planted: BundleInfo = {
      ...info,
      inputs: {
        ...info.inputs,
        [sdk]: { bytesInOutput: 100 },
        'node_modules/@aws-sdk/client-ses/dist-cjs/index.js': { bytesInOutput: 100 },
        'node_modules/zod/v4/locales/fr.js': { bytesInOutput: 6 * 1024 },
      },
      imports: { ...info.imports, 'lib/x.ts': [{ path: sdk, kind: 'import-statement' }] },
    };
    planted.inputs['lib/x.ts'] = { bytesInOutput: 10 };
    expect(forbiddenInputs(planted)).toEqual([
      'dist-cjs: node_modules/@aws-sdk/client-ses/dist-cjs/index.js',
      `MCP SDK loaded eagerly: lib/x.ts -> ${sdk}`,
      expect.stringMatching(/^zod locales: \d+ bytes \(limit 5 KB\)$/),
    ]);
    expect(forbiddenInputs(info)).toEqual([]);
  });

  // tools/list builds its JSON Schemas from the tools' zod schemas (lib/mcp/tool-json-schemas.ts):
  // zod's generator, about 13 KB, belongs to the MCP bundle and must not leak into the others.
  it('only mcp carries the JSON Schema generator', () => {
    const carrying = deployableFunctions()
      .map((fn) => fn.name)
      .filter((name) =>
        Object.keys(bundleOf(name).inputs).some((path) => /node_modules\/zod\/.*to-json-schema/.test(path)),
      );
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
const secretsClientBytes = (info: BundleInfo) =>
  Object.entries(info.inputs)
    .filter(([path]) => path.includes(SECRETS_CLIENT))
    .reduce((sum, [, input]) => sum + input.bytesInOutput, 0);

describe('the Secrets Manager client stays out of the function bundles', () => {
  it.each(deployableFunctions().map((fn) => fn.name))('%s', (name) => {
    expect(secretsClientBytes(bundleOf(name))).toBe(0);
  });

  it('is found where it is used: the admin CLI, which writes secrets', () => {
    expect(secretsClientBytes(bundleOf('admin-cli'))).toBeGreaterThan(5000);
  });
});

/**
 * A function's bundle is what Lambda runs: nothing of what only `npm start`, the benchmarks or the
 * tests run (bench/bundles.ts localOnlyParts), read from its inputs and its code.
 */
describe('no function carries local-only code', () => {
  const codeOf = (name: string) => readFileSync(join(dir, name, 'index.js'), 'utf8');

  it.each(deployableFunctions().map((fn) => fn.name))('%s', (name) => {
    expect(localOnlyParts(bundleOf(name), codeOf(name))).toEqual([]);
  });

  it('finds what it looks for: lib/local, bench/, a devDependency, a local-only key in the code', () => {
    const info = bundleOf('summariseChanges');
    const planted: BundleInfo = {
      ...info,
      inputs: {
        ...info.inputs,
        'lib/local/stream-reader.ts': { bytesInOutput: 100 },
        'bench/scale/seed.ts': { bytesInOutput: 100 },
        'node_modules/@aws-sdk/client-dynamodb-streams/dist-es/index.js': { bytesInOutput: 100 },
      },
    };
    expect(localOnlyParts(planted, `${codeOf('summariseChanges')};const k={pk:"LOCALSTREAM"}`)).toEqual([
      'local-only input: lib/local/stream-reader.ts',
      'local-only input: bench/scale/seed.ts',
      'local-only input: node_modules/@aws-sdk/client-dynamodb-streams/dist-es/index.js',
      'local-only code: LOCALSTREAM',
    ]);
    // The runtime's own packages are not local-only, wherever npm put them.
    expect(
      Object.keys(info.inputs).some((path) => path.includes('node_modules/@aws-sdk/lib-dynamodb/')),
    ).toBe(true);
    expect(localOnlyParts(info, codeOf('summariseChanges'))).toEqual([]);
  });
});
