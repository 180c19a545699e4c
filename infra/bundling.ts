/**
 * The one set of esbuild options every Lambda is bundled with. The stack passes this very object
 * to each NodejsFunction (spread with an afterBundling hook for the one function that ships files
 * beside its bundle, bundlingFor below), and the benchmark imports it (through esbuildOptionsFor),
 * so what is measured and what is deployed cannot drift apart.
 *
 * Why each option:
 * - bundleAwsSDK: the Node.js 22 runtime ships an SDK, but NodejsFunction would then leave
 *   `@aws-sdk/*` out; bundling our pinned version loads faster (one minified file, only the
 *   clients used, no resolution through the runtime's node_modules) and runs the version we test.
 * - mainFields module,main: ESM builds of dependencies tree-shake; the SDK's CJS builds do not.
 * - CJS output: Lambda loads a CommonJS `index.js` without the ESM loader's extra work, and
 *   esbuild's CJS output needs no `createRequire` banner for packages that still `require()`.
 * - minify: less to read and parse at cold start.
 * - sourceMap without sourcesContent: a small `index.js.map` beside the bundle to decode stack
 *   traces offline. NODE_OPTIONS=--enable-source-maps is deliberately not set: it makes Node parse
 *   the map at start-up and on every error, which costs cold-start time.
 * - target node22: the Lambda runtime the stack deploys, so no down-levelling.
 * - forceDockerBundling false: esbuild is a dev dependency; synthesis needs no Docker.
 */
import { execFileSync } from 'node:child_process';
import { type BundlingOptions, LogLevel, OutputFormat, SourceMapMode } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { BuildOptions } from 'esbuild';
import { REPO_ROOT } from '../lib/local/paths.js';

export const PRODUCTION_BUNDLING = {
  bundleAwsSDK: true,
  mainFields: ['module', 'main'],
  format: OutputFormat.CJS,
  minify: true,
  sourceMap: true,
  sourceMapMode: SourceMapMode.DEFAULT,
  sourcesContent: false,
  target: 'node22',
  forceDockerBundling: false,
  logLevel: LogLevel.WARNING,
} as const satisfies BundlingOptions;

type AfterBundling = (inputDir: string, outputDir: string) => string[];

/** One argument for bash. */
const sh = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`;

/**
 * Files a function reads beside its bundle, written after esbuild by a command of its own (CDK's
 * commandHooks.afterBundling: shell commands run in the project root, inputDir being the project
 * and outputDir the asset directory). Only apiDocs has any: the OpenAPI document, built at
 * bundling time, and Swagger UI's script and stylesheet (infra/docs-files.ts), which would
 * otherwise make its bundle 2.8 MB. tsx is a dev dependency, present wherever synthesis runs;
 * `--no` keeps npx from ever fetching it.
 */
const AFTER_BUNDLING: Readonly<Record<string, AfterBundling>> = {
  apiDocs: (inputDir, outputDir) => [
    `npx --no tsx ${sh(`${inputDir}/infra/docs-files.ts`)} ${sh(outputDir)}`,
  ],
};

/**
 * A function's bundling options: the shared object itself, or for a function with files beside its
 * bundle, the same options spread with its afterBundling hook.
 */
export function bundlingFor(name: string, bundling: BundlingOptions = PRODUCTION_BUNDLING): BundlingOptions {
  const afterBundling = AFTER_BUNDLING[name];
  if (!afterBundling) return bundling;
  return { ...bundling, commandHooks: { beforeBundling: () => [], beforeInstall: () => [], afterBundling } };
}

/**
 * A function's afterBundling commands run as CDK's local bundling runs them (each with `bash -c`,
 * in the project root), for a bundle built outside CDK (the benchmark, the bundle test) into outDir.
 */
export function runAfterBundling(name: string, outDir: string): void {
  for (const command of bundlingFor(name).commandHooks?.afterBundling(REPO_ROOT, outDir) ?? []) {
    execFileSync('bash', ['-c', command], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  }
}

/**
 * The same options in esbuild's own terms, for building a bundle outside CDK (the benchmark).
 * NodejsFunction writes `index.js`; a caller that runs the result inside this repository (whose
 * package.json says "type": "module") must name it `.cjs`, or Node loads it as ESM with no exports.
 */
export function esbuildOptionsFor(
  entry: string,
  outfile: string,
  bundling = PRODUCTION_BUNDLING,
): BuildOptions {
  return {
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: bundling.target,
    format: bundling.format === OutputFormat.CJS ? 'cjs' : 'esm',
    mainFields: [...bundling.mainFields],
    minify: bundling.minify,
    sourcemap: bundling.sourceMap ? 'linked' : false,
    sourcesContent: bundling.sourcesContent,
    // What NodejsFunction leaves out when the SDK is not bundled; empty here.
    external: bundling.bundleAwsSDK ? [] : ['@aws-sdk/*'],
    logLevel: 'warning',
  };
}
