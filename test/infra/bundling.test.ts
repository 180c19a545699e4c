/**
 * The real thing: the stack synthesized with the production bundling options (esbuild, no Docker),
 * each bundle checked for what those options promise and against the run's shared build (what
 * `esbuildOptionsFor` builds for the bundle tests and the benchmark), then every bundle invoked with its sample
 * event against this run's DynamoDB Local, with the environment `sam local invoke --env-vars
 * events/env.json` would give it. Functions added to lib/routes.ts are covered without an edit.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules, createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../infra/app.js';
import { bundlingFor, PRODUCTION_BUNDLING } from '../../infra/bundling.js';
import { functionLogicalId, SAM_LOCAL_VARIABLES } from '../../infra/functions.js';
import { EVENTS_DIR, KEY_PLACEHOLDER, readEnvFile, type SamEnvFile, samEnvFor } from '../../infra/sam-env.js';
import type { WorkforceOpsStack } from '../../infra/stack.js';
import { DOCS_FILES } from '../../lib/docs/files.js';
import { openApiJson } from '../../lib/openapi/document.js';
import { FUNCTIONS, type FunctionDef } from '../../lib/routes.js';
import { sharedBundles } from '../support/bundles.js';
import { newCompany, type TestCompany } from '../support/fixtures.js';

const deployable = FUNCTIONS.filter((def) => !def.localOnly);

interface TemplateFunction {
  Properties: { Environment?: { Variables?: Record<string, unknown> } };
  Metadata?: Record<string, unknown>;
}

let outdir: string;
let bundlesDir: string;
let stack: WorkforceOpsStack;
let resources: Record<string, TemplateFunction>;

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'wfo-synth-'));
  // Outside the repository: no "type": "module" package.json above it, so index.js loads as
  // CommonJS here exactly as it does in Lambda's /var/task.
  bundlesDir = mkdtempSync(join(tmpdir(), 'wfo-bundles-'));
  const built = buildApp({
    outdir,
    // What `cdk synth` sets and SAM reads to find each function's code.
    context: { samLocal: 'true', 'aws:cdk:enable-asset-metadata': true },
  });
  stack = built.stack;
  const template = built.app.synth().getStackByName(stack.stackName).template as {
    Resources: Record<string, TemplateFunction>;
  };
  resources = template.Resources;
}, 240_000);

afterAll(() => {
  rmSync(outdir, { recursive: true, force: true });
  rmSync(bundlesDir, { recursive: true, force: true });
});

function assetDir(def: FunctionDef): string {
  const path = resources[functionLogicalId(def)]?.Metadata?.['aws:asset:path'];
  if (typeof path !== 'string') throw new Error(`${def.name} has no aws:asset:path metadata`);
  return join(outdir, path);
}

describe('production bundling', () => {
  it('is the exported options object, passed to every function', () => {
    expect(stack.functions.bundling).toBe(PRODUCTION_BUNDLING);
    expect(PRODUCTION_BUNDLING).toMatchObject({
      bundleAwsSDK: true,
      mainFields: ['module', 'main'],
      format: 'cjs',
      minify: true,
      sourceMap: true,
      target: 'node22',
      forceDockerBundling: false,
    });
  });

  it.each(deployable)('$name: one minified CommonJS file, the AWS SDK inside, and a source map', (def) => {
    const dir = assetDir(def);
    const code = readFileSync(join(dir, 'index.js'), 'utf8');
    // CommonJS, not ESM.
    expect(code).toMatch(/module\.exports/);
    expect(code).not.toMatch(/^\s*(import|export)\s/m);
    // Minified: esbuild's helpers renamed, its `// path` line before each module gone, and a
    // handful of very long lines (the breaks left are inside template literals, e.g. the docs page).
    expect(code).not.toMatch(/__defProp|__toCommonJS|^\/\/ \S+\.[cm]?[jt]s$/m);
    expect(code.split('\n').length).toBeLessThan(Math.max(50, code.length / 2_000));
    // The SDK is bundled: its code is in the file of each function that uses the table (apiDocs
    // uses no AWS service), and nothing but Node's own modules is required.
    if (def.access.table !== 'none') expect(code).toContain('DynamoDB_20120810');
    // (The `[` guard skips an SDK error message that quotes `[require("@aws-sdk/signature-v4-crt");]`.)
    const required = [...code.matchAll(/(?<![[\w.])require\("([^"]+)"\)/g)].map((match) => match[1] ?? '');
    const builtins = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);
    expect(required.filter((name) => !builtins.has(name))).toEqual([]);
    // Source map beside it, without the sources themselves.
    expect(code.trimEnd().endsWith('//# sourceMappingURL=index.js.map')).toBe(true);
    const map = JSON.parse(readFileSync(join(dir, 'index.js.map'), 'utf8')) as { sourcesContent?: unknown };
    expect(map.sourcesContent).toBeUndefined();
  });

  it.each(deployable)(
    '$name: the asset holds the bundle, its map and only its afterBundling files',
    (def) => {
      // Only apiDocs ships files beside its bundle (the OpenAPI document, Swagger UI).
      const files = bundlingFor(def.name).commandHooks ? Object.values(DOCS_FILES) : [];
      expect(def.name === 'apiDocs').toBe(files.length > 0);
      expect(readdirSync(assetDir(def)).sort()).toEqual(['index.js', 'index.js.map', ...files].sort());
    },
  );

  it('apiDocs ships the OpenAPI document lib/openapi/document.ts builds', () => {
    const def = deployable.find((candidate) => candidate.name === 'apiDocs');
    if (!def) throw new Error('apiDocs is not deployed');
    expect(readFileSync(join(assetDir(def), DOCS_FILES.document), 'utf8') === openApiJson()).toBe(true);
  });
});

describe("the run's shared bundles (the bundle tests' and the benchmark's)", () => {
  let shared: string;
  beforeAll(async () => {
    ({ dir: shared } = await sharedBundles());
  }, 180_000);

  it.each(deployable)('$name: built with esbuildOptionsFor, byte for byte what the stack deploys', (def) => {
    const built = readFileSync(join(shared, def.name, 'index.js'), 'utf8');
    expect(built === readFileSync(join(assetDir(def), 'index.js'), 'utf8')).toBe(true);
  });
});

/** What SAM does with --env-vars: only variables the template declares, a function's own section over Parameters, unresolved intrinsics blank. */
function samEnvironment(def: FunctionDef, file: SamEnvFile): Record<string, string> {
  const logicalId = functionLogicalId(def);
  const declared = resources[logicalId]?.Properties.Environment?.Variables ?? {};
  const environment: Record<string, string> = {};
  for (const [name, value] of Object.entries(declared)) {
    environment[name] =
      file[logicalId]?.[name] ?? file.Parameters[name] ?? (typeof value === 'string' ? value : '');
  }
  return environment;
}

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

describe('every function invoked from its bundle with its sample event (as sam local invoke)', () => {
  let company: TestCompany;
  let envFile: SamEnvFile;
  beforeAll(async () => {
    company = await newCompany();
    const local = inject('localStack');
    // The same filling-in `npm run sam:env` does, with the endpoints as this process reaches them.
    envFile = samEnvFor(
      readEnvFile(),
      { ...local, secretsJson: readFileSync(local.secretsFile, 'utf8') },
      '127.0.0.1',
    );
  });

  it.each(deployable)('$name has its events/<name>.json, for one of its routes', (def) => {
    const file = join(EVENTS_DIR, `${def.name}.json`);
    expect(existsSync(file), `events/${def.name}.json is missing`).toBe(true);
    const event = JSON.parse(readFileSync(file, 'utf8')) as APIGatewayProxyEventV2;
    expect(event.version).toBe('2.0');
    expect(def.routes.map((route) => `${route.method} ${route.path}`)).toContain(event.routeKey);
  });

  it('declares every local-only variable env.json sets, or SAM would ignore it', () => {
    for (const def of deployable) {
      const declared = Object.keys(
        resources[functionLogicalId(def)]?.Properties.Environment?.Variables ?? {},
      );
      expect(declared).toEqual(expect.arrayContaining(Object.keys(SAM_LOCAL_VARIABLES)));
    }
  });

  it.each(deployable)('$name answers its sample event without a 5xx', async (def) => {
    const dir = join(bundlesDir, def.name);
    cpSync(assetDir(def), dir, { recursive: true });
    const event = JSON.parse(
      readFileSync(join(EVENTS_DIR, `${def.name}.json`), 'utf8').replaceAll(KEY_PLACEHOLDER, company.key),
    ) as APIGatewayProxyEventV2;
    const saved = process.env;
    // Only what the container would have: SAM's variables and the runtime's region and
    // credentials (DynamoDB Local takes any). The bundle reads them on first use, as in Lambda.
    // LOG_LEVEL and POWERTOOLS_METRICS_DISABLED only keep the test output quiet.
    process.env = {
      ...samEnvironment(def, envFile),
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'sam-local',
      AWS_SECRET_ACCESS_KEY: 'sam-local',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      LOG_LEVEL: 'SILENT',
      POWERTOOLS_METRICS_DISABLED: 'true',
    };
    try {
      const { handler } = createRequire(import.meta.url)(join(dir, 'index.js')) as { handler: Handler };
      const context = {
        functionName: def.name,
        awsRequestId: `bundle-${def.name}`,
        getRemainingTimeInMillis: () => def.timeoutSeconds * 1000,
      } as Context;
      const result = await handler(event, context);
      expect(result.statusCode, result.body).toBeLessThan(500);
      expect(result.statusCode).toBeGreaterThanOrEqual(200);
    } finally {
      process.env = saved;
    }
  });
});
