/**
 * G1 and G1b: every deployable function bundled with exactly the production options
 * (infra/bundling.ts esbuildOptionsFor), beside a DynamoDB-only baseline built with the same
 * options, and each bundle's esbuild metafile searched for inputs that must not be there.
 * Outputs are named .cjs: this repository is "type": "module", and Node would load a .js bundle as
 * ESM with no exports. G1 measures the JavaScript bundle; the files a function's afterBundling hook
 * writes beside it (apiDocs: the OpenAPI document and Swagger UI) are not part of it.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { esbuildOptionsFor, runAfterBundling } from '../infra/bundling.js';
import { REPO_ROOT } from '../lib/local/paths.js';
import { FUNCTIONS } from '../lib/routes.js';

export const BASELINE = 'baseline';
export const BASELINE_ENTRY = 'bench/baselines/dynamo-only.ts';
/** Served behind the bench gateway only; bundled the same way so they load as the functions do. */
export const BENCH_ENTRIES: Readonly<Record<string, string>> = {
  [BASELINE]: BASELINE_ENTRY,
  dynamoSteps: 'bench/baselines/dynamo-steps.ts',
  awsSteps: 'bench/baselines/aws-steps.ts',
  empty: 'bench/baselines/empty.ts',
  sdkMcp: 'bench/baselines/sdk-mcp.ts',
};

export const G1_MAX_RATIO = 1.4;
export const G1_MAX_BYTES = 500 * 1024;
export const G1_MAX_GZIP_BYTES = 150 * 1024;

export interface SizeCap {
  bytes: number;
  gzipBytes: number;
}

/**
 * Functions G1 does not apply to, each held instead to a cap of its own, so it cannot grow
 * unnoticed. The MCP server is one Lambda for twenty tools (their validation, their stores, the
 * token verifier): its size against a one-GetItem baseline says little, and what the size stood
 * for, its cold start, G2 (module load) and G3 (first response) measure directly. Growing it:
 * raise its cap in the same change, for what the change needs; shrinking it: lower the cap.
 */
export const OWN_SIZE_CAPS: Readonly<Record<string, SizeCap>> = {
  // 500/158 KiB, plus 6 KiB (2 KiB gzip) for the summary readers of the dashboards and analytics,
  // plus 3 KiB (1 KiB gzip) for the check of every DynamoDB command against the store's limits,
  // plus 1 KiB for the company day's summary read from three items (its packed start histogram),
  // plus 1 KiB (1 KiB gzip) for the answers by person read from person packs, plus 1 KiB for
  // their days read as bits and their lateness looked up per start code, plus 6 KiB (2 KiB gzip)
  // for the webhook events its three writing tools record and the tool listing deliveries.
  mcp: { bytes: 519 * 1024, gzipBytes: 165 * 1024 },
  // It carries the ReDoS analysis and its regex parser (regexpp, 53 KB), which left 3 KB under
  // the ratio; the transaction that writes a rule with its webhook event (4 KB) does not fit it.
  insertAppClassificationRule: { bytes: 470 * 1024, gzipBytes: 148 * 1024 },
};
export const ZOD_LOCALES_MAX_BYTES = 5 * 1024;

export interface BundleInfo {
  name: string;
  file: string;
  bytes: number;
  gzipBytes: number;
  metafile: Metafile;
}

/** The deployable functions (the CDK stack skips local-only ones). */
export const deployableFunctions = () => FUNCTIONS.filter((fn) => !fn.localOnly);

export async function bundle(name: string, entry: string, outDir: string): Promise<BundleInfo> {
  const file = join(outDir, `${name}.cjs`);
  const result = await build({ ...esbuildOptionsFor(resolve(REPO_ROOT, entry), file), metafile: true });
  const code = readFileSync(file);
  return { name, file, bytes: code.length, gzipBytes: gzipSync(code).length, metafile: result.metafile };
}

/**
 * Every deployable function, then the bench's own handlers, one esbuild call each; then each
 * function's afterBundling commands, as CDK runs them, so that the files a bundle reads beside it
 * (apiDocs's) are there when the bench gateway and the cold starts load it from outDir.
 */
export async function bundleAll(outDir: string): Promise<Map<string, BundleInfo>> {
  const entries: Array<[string, string]> = [
    ...deployableFunctions().map((fn): [string, string] => [fn.name, fn.entry]),
    ...Object.entries(BENCH_ENTRIES),
  ];
  const built = new Map<string, BundleInfo>();
  for (const [name, entry] of entries) built.set(name, await bundle(name, entry, outDir));
  for (const fn of deployableFunctions()) runAfterBundling(fn.name, outDir);
  return built;
}

const isMcpSdk = (path: string) => path.includes('node_modules/@modelcontextprotocol/sdk/');

/** The inputs of a bundle's entry output (the .cjs, not its source map), with their bytes in it. */
export function entryInputs(metafile: Metafile): Metafile['outputs'][string]['inputs'] {
  return Object.values(metafile.outputs).find((out) => out.entryPoint !== undefined)?.inputs ?? {};
}

/** What G1b forbids in a bundle, one line per finding (empty: none). */
export function forbiddenInputs(metafile: Metafile): string[] {
  const inOutput = entryInputs(metafile);
  const findings: string[] = [];
  let localeBytes = 0;
  for (const [path, { bytesInOutput }] of Object.entries(inOutput)) {
    if (/node_modules\/zod\/.*\/locales\//.test(path)) localeBytes += bytesInOutput;
    if (/node_modules\/@(aws-sdk|smithy)\/[^/]+\/dist-cjs\//.test(path)) findings.push(`dist-cjs: ${path}`);
    if (/node_modules\/ajv(-[\w-]+)?\//.test(path)) findings.push(`ajv: ${path}`);
  }
  if (localeBytes > ZOD_LOCALES_MAX_BYTES) findings.push(`zod locales: ${localeBytes} bytes (limit 5 KB)`);
  // The MCP SDK is allowed only behind a dynamic import() (loaded when used, not at start-up).
  for (const [path, input] of Object.entries(metafile.inputs)) {
    if (isMcpSdk(path)) continue;
    for (const imported of input.imports) {
      if (isMcpSdk(imported.path) && imported.kind !== 'dynamic-import' && inOutput[imported.path]) {
        findings.push(`MCP SDK loaded eagerly: ${path} -> ${imported.path}`);
      }
    }
  }
  return findings;
}

export interface SizeRow {
  name: string;
  bytes: number;
  gzipBytes: number;
  ratio: number;
  /** The function's own cap, when G1 does not apply to it (OWN_SIZE_CAPS). */
  ownCap?: SizeCap;
  forbidden: string[];
  ok: boolean;
}

/** G1 (or the function's own cap) and G1b of every function against the baseline; deterministic. */
export function sizeRows(bundles: ReadonlyMap<string, BundleInfo>): SizeRow[] {
  const baseline = bundles.get(BASELINE);
  if (!baseline) throw new Error('the DynamoDB-only baseline bundle is missing');
  return deployableFunctions().map((fn) => {
    const info = bundles.get(fn.name);
    if (!info) throw new Error(`${fn.name} was not bundled`);
    const ratio = info.bytes / baseline.bytes;
    const forbidden = forbiddenInputs(info.metafile);
    const ownCap = OWN_SIZE_CAPS[fn.name];
    const sized = ownCap
      ? info.bytes <= ownCap.bytes && info.gzipBytes <= ownCap.gzipBytes
      : ratio <= G1_MAX_RATIO && info.bytes <= G1_MAX_BYTES && info.gzipBytes <= G1_MAX_GZIP_BYTES;
    return {
      name: fn.name,
      bytes: info.bytes,
      gzipBytes: info.gzipBytes,
      ratio,
      ...(ownCap ? { ownCap } : {}),
      forbidden,
      ok: sized && forbidden.length === 0,
    };
  });
}

/**
 * The same bundles in one esbuild call (entries built side by side, each still bundled on its own
 * with the same options), for the quick check of `npm test`: a few seconds instead of twenty.
 * Sizes only: no afterBundling files, nothing here loads the bundles.
 */
export async function bundleFunctionsAtOnce(outDir: string): Promise<Map<string, BundleInfo>> {
  const entries: Record<string, string> = { [BASELINE]: resolve(REPO_ROOT, BASELINE_ENTRY) };
  for (const fn of deployableFunctions()) entries[fn.name] = resolve(REPO_ROOT, fn.entry);
  const { entryPoints: _single, outfile: _file, ...options } = esbuildOptionsFor('', '');
  const result = await build({
    ...options,
    entryPoints: entries,
    outdir: outDir,
    outExtension: { '.js': '.cjs' },
    metafile: true,
  });
  const built = new Map<string, BundleInfo>();
  for (const name of Object.keys(entries)) {
    const file = join(outDir, `${name}.cjs`);
    const code = readFileSync(file);
    const key = Object.keys(result.metafile.outputs).find((path) => path.endsWith(`/${name}.cjs`));
    const output = key ? result.metafile.outputs[key] : undefined;
    if (!key || !output) throw new Error(`esbuild wrote no ${name}.cjs`);
    // A metafile of this one output, as a single build would have written it.
    const metafile: Metafile = { inputs: result.metafile.inputs, outputs: { [key]: output } };
    built.set(name, { name, file, bytes: code.length, gzipBytes: gzipSync(code).length, metafile });
  }
  return built;
}
