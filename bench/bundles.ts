/**
 * Every deployable function bundled with the production options (infra/bundling.ts), in one esbuild
 * call, laid out as CDK's NodejsFunction lays out an asset: `<outDir>/<name>/index.js` and its map,
 * apiDocs with the files its afterBundling hook writes. Then what a bundle may hold, checked on
 * bytes, not times: a size cap, and no input that has no business at start-up. `npm test` holds the
 * bundles to both (test/bench/bundles.test.ts); `npm run bench` runs them.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import { esbuildOptionsFor, runAfterBundling } from '../infra/bundling.js';
import { REPO_ROOT } from '../lib/local/paths.js';
import { FUNCTIONS, type FunctionDef, SCHEDULED_FUNCTIONS, STREAM_FUNCTIONS } from '../lib/routes.js';

export interface SizeCap {
  bytes: number;
  gzipBytes: number;
}

/**
 * What every function carries so an operator can see it in CloudWatch: Powertools Logger, Metrics
 * and Tracer with the X-Ray SDK (lib/http/middleware/observability.ts), measured at 161 KiB (47 KiB
 * gzip) in each traced bundle. The caps below make room for it once.
 */
export const OBSERVABILITY_ALLOWANCE: SizeCap = { bytes: 161 * 1024, gzipBytes: 48 * 1024 };

/**
 * Every function's cap: what one that makes a few DynamoDB calls and parses its body needs
 * (468 KiB, 150 KiB gzip), plus the observability allowance.
 */
export const DEFAULT_CAP: SizeCap = {
  bytes: 468 * 1024 + OBSERVABILITY_ALLOWANCE.bytes,
  gzipBytes: 150 * 1024 + OBSERVABILITY_ALLOWANCE.gzipBytes,
};

/**
 * Functions with a cap of their own. A change that makes one grow raises its cap by what it needs,
 * in the same commit; one that shrinks it lowers the cap.
 */
export const OWN_CAPS: Readonly<Record<string, SizeCap>> = {
  // One Lambda for twenty-five tools (their validation, their stores, the token verifier), zod's
  // JSON Schema generator for tools/list, the middy stack, every MCP revision it answers, and the
  // webhook events its writing tools record, with the zod schemas of the answers and events they
  // build, and the RateLimit fields of every answer (2 KiB); the SES client for requestExtension's
  // approval e-mail (26 KB), the approval card's page (8 KB), the confirmation, task and Apps code,
  // and the retention every entity of its stores declares with the indexes an export reads
  // (measured: 790.3 KiB, 247.6 KiB gzip, with the allowance); plus the observability allowance
  // every function has.
  mcp: {
    bytes: 630 * 1024 + OBSERVABILITY_ALLOWANCE.bytes,
    gzipBytes: 200 * 1024 + OBSERVABILITY_ALLOWANCE.gzipBytes,
  },
  // It carries the ReDoS analysis and its regex parser (regexpp, 53 KB); the transaction helper
  // that writes a rule with its webhook event (and sends a single write when there is none), the
  // zod schemas of the events and answers (7 KB), the error catalogue, the keyed stack's answer
  // headers (Deprecation/Sunset), the outbox's one changed-nothing rule, the check a confirmed rule
  // change makes of the rule it read and the retention its entities declare take it past the
  // default cap (measured: 651.3 KiB, 201.5 KiB gzip, with the allowance).
  insertAppClassificationRule: {
    bytes: 491 * 1024 + OBSERVABILITY_ALLOWANCE.bytes,
    gzipBytes: 154 * 1024 + OBSERVABILITY_ALLOWANCE.gzipBytes,
  },
};

export interface BundleInfo {
  name: string;
  bytes: number;
  gzipBytes: number;
  /** The inputs of this bundle and their bytes in it. */
  inputs: Metafile['outputs'][string]['inputs'];
  /** Each input's imports, to tell a dynamic import() from an eager one. */
  imports: Record<string, Metafile['inputs'][string]['imports']>;
}

/** An esbuild warning and the source file it is about (matching a bundle's `inputs` keys). */
export interface BundleWarning {
  text: string;
  file: string | undefined;
}

/** Every function the CDK stack deploys: the routes' (not the local-only ones), the stream's, the scheduled. */
export const deployableFunctions = (): FunctionDef[] => [
  ...FUNCTIONS.filter((fn) => !fn.localOnly),
  ...STREAM_FUNCTIONS,
  ...SCHEDULED_FUNCTIONS,
];

const META_FILE = 'bundles.json';

/**
 * Builds every deployable function (and `extra` entries, e.g. the benchmark's own handlers) into
 * outDir, writes what the checks need into `bundles.json` beside them, and answers it. A
 * package.json marks the folder CommonJS, so a bundle loads as Lambda loads it wherever outDir is.
 */
export async function buildBundles(
  outDir: string,
  extra: Readonly<Record<string, string>> = {},
): Promise<{ bundles: BundleInfo[]; warnings: BundleWarning[] }> {
  const entries: Record<string, string> = {};
  for (const fn of deployableFunctions()) entries[`${fn.name}/index`] = resolve(REPO_ROOT, fn.entry);
  for (const [name, entry] of Object.entries(extra)) entries[`${name}/index`] = resolve(REPO_ROOT, entry);
  const { entryPoints: _one, outfile: _file, ...options } = esbuildOptionsFor('', '');
  const result = await build({ ...options, entryPoints: entries, outdir: outDir, metafile: true });
  writeFileSync(join(outDir, 'package.json'), '{"type": "commonjs"}\n');
  for (const fn of deployableFunctions()) runAfterBundling(fn.name, join(outDir, fn.name));
  const bundles = Object.keys(entries).map((entry): BundleInfo => {
    const name = entry.replace(/\/index$/, '');
    const code = readFileSync(join(outDir, `${entry}.js`));
    const output = Object.entries(result.metafile.outputs).find(([path]) =>
      path.endsWith(`${entry}.js`),
    )?.[1];
    if (!output) throw new Error(`esbuild wrote no ${entry}.js`);
    const imports = Object.fromEntries(
      Object.keys(output.inputs).map((path) => [path, result.metafile.inputs[path]?.imports ?? []]),
    );
    return { name, bytes: code.length, gzipBytes: gzipSync(code).length, inputs: output.inputs, imports };
  });
  const warnings = result.warnings.map(({ text, location }) => ({ text, file: location?.file }));
  const built = { bundles, warnings };
  writeFileSync(join(outDir, META_FILE), JSON.stringify(built));
  return built;
}

/** What buildBundles made in outDir. */
export function readBundles(outDir: string): { bundles: BundleInfo[]; warnings: BundleWarning[] } {
  return JSON.parse(readFileSync(join(outDir, META_FILE), 'utf8'));
}

const isMcpSdk = (path: string) => path.includes('node_modules/@modelcontextprotocol/sdk/');

/** What no bundle may hold, one line per finding (empty: none). */
export function forbiddenInputs(info: BundleInfo): string[] {
  const findings: string[] = [];
  let localeBytes = 0;
  for (const [path, { bytesInOutput }] of Object.entries(info.inputs)) {
    // zod/mini's error messages in every language: only English is used.
    if (/node_modules\/zod\/.*\/locales\//.test(path)) localeBytes += bytesInOutput;
    // The SDK's CommonJS builds do not tree-shake: each would carry a whole client.
    if (/node_modules\/@(aws-sdk|smithy)\/[^/]+\/dist-cjs\//.test(path)) findings.push(`dist-cjs: ${path}`);
    if (/node_modules\/ajv(-[\w-]+)?\//.test(path)) findings.push(`ajv: ${path}`);
    // The MCP SDK only behind a dynamic import(): loaded when used, not at start-up.
    if (isMcpSdk(path)) continue;
    for (const imported of info.imports[path] ?? []) {
      if (isMcpSdk(imported.path) && imported.kind !== 'dynamic-import' && info.inputs[imported.path])
        findings.push(`MCP SDK loaded eagerly: ${path} -> ${imported.path}`);
    }
  }
  if (localeBytes > 5 * 1024) findings.push(`zod locales: ${localeBytes} bytes (limit 5 KB)`);
  return findings;
}

export const capOf = (name: string): SizeCap => OWN_CAPS[name] ?? DEFAULT_CAP;

/** Packages only a workstation needs (the CDK, the emulators, the test tools, the streams client). */
const DEV_PACKAGES = new Set(
  Object.keys(JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).devDependencies ?? {}),
);

/** The package a bundle input belongs to (after its last node_modules/), or undefined for our own code. */
const packageOf = (path: string) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1];

/**
 * Strings only local-only code holds. A deployed module may declare something only a workstation
 * uses (keys.ts declares the local stream position's keys with every other key) as long as no
 * function's code uses it: then the bundle, tree-shaken, has none of these.
 */
export const LOCAL_ONLY_STRINGS = [
  'LOCALSTREAM',
  'LocalStreamPosition',
  'DYNAMODB_REQUEST_TIMEOUT_MS',
  'waitForSocketSlot',
];

/**
 * What only `npm start`, the benchmarks or the tests run, found in a bundle, one line per finding
 * (empty: none): an input under lib/local/, bench/ or test/, an input of a devDependency, and in
 * the bundle's code (when given) a string of LOCAL_ONLY_STRINGS.
 */
export function localOnlyParts(info: BundleInfo, code = ''): string[] {
  const inputs = Object.keys(info.inputs).filter((path) => {
    const name = packageOf(path);
    return name === undefined ? /^(lib\/local|bench|test)\//.test(path) : DEV_PACKAGES.has(name);
  });
  return [
    ...inputs.map((path) => `local-only input: ${path}`),
    ...LOCAL_ONLY_STRINGS.filter((text) => code.includes(text)).map((text) => `local-only code: ${text}`),
  ];
}
