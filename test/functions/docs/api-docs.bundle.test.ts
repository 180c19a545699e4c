// The docs function as the Lambda runs it: the esbuild CJS bundle CDK's NodejsFunction makes,
// invoked from a directory without node_modules, so Swagger UI's files must come from the bundle.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esbuildOptionsFor } from '../../../infra/bundling.js';
import { externaliseImages } from '../../../lib/docs/stylesheet.js';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { openApiJson } from '../../../lib/openapi/document.js';
import { findFunction } from '../../../lib/routes.js';

const run = promisify(execFile);
let dir: string;
let bundle: string;
let warnings: string[];

// Calls the bundle's handler as Lambda does, once per route, and prints what came back.
const INVOKE = `
const { handler } = require('./index.cjs');
const call = (routeKey, asset) => handler({
  version: '2.0', routeKey, rawPath: '/', headers: {},
  ...(asset ? { pathParameters: { asset } } : {}),
  requestContext: { http: { method: 'GET', path: '/' }, requestId: 'bundle-test' },
});
(async () => {
  const answers = [
    await call('GET /openapi.json'),
    await call('GET /docs'),
    await call('GET /docs/{asset}', 'swagger-ui-bundle.js'),
    await call('GET /docs/{asset}', 'swagger-ui.css'),
  ];
  console.log(JSON.stringify(answers.map((a) => ({ status: a.statusCode, type: a.headers['content-type'], body: a.body }))));
})();`;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'wfo-docs-bundle-'));
  bundle = join(dir, 'index.cjs');
  const entry = findFunction('apiDocs')?.entry;
  if (!entry) throw new Error('apiDocs is not in the route table');
  // The stack's own esbuild options (infra/bundling.ts), so this is the bundle CDK deploys.
  const result = await build({ ...esbuildOptionsFor(join(REPO_ROOT, entry), bundle), logLevel: 'silent' });
  warnings = result.warnings.map((warning) => warning.text);
  writeFileSync(join(dir, 'invoke.cjs'), INVOKE);
}, 60_000);

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('the apiDocs Lambda bundle', () => {
  it('builds without warnings and embeds Swagger UI', () => {
    expect(warnings).toEqual([]);
    const size = statSync(bundle).size;
    console.info(`apiDocs bundle: ${(size / 1024 / 1024).toFixed(2)} MiB`);
    expect(size).toBeGreaterThan(1_900_000);
    expect(size).toBeLessThan(4 * 1024 * 1024);
    expect(readFileSync(bundle, 'utf8')).toContain('SwaggerUIBundle');
  });

  it('answers every route from the bundle alone', async () => {
    const { stdout } = await run(process.execPath, [join(dir, 'invoke.cjs')], {
      cwd: dir,
      maxBuffer: 64 * 1024 * 1024,
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'SILENT',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
    });
    const [document, page, script, style] = JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as Array<{
      status: number;
      type: string;
      body: string;
    }>;
    expect(document).toEqual({ status: 200, type: 'application/json; charset=utf-8', body: openApiJson() });
    expect(page?.status).toBe(200);
    const sha = (text: string | undefined) =>
      createHash('sha256')
        .update(text ?? '')
        .digest('hex');
    const dist = (file: string) =>
      readFileSync(join(REPO_ROOT, 'node_modules/swagger-ui-dist', file), 'utf8');
    expect({ status: script?.status, sha: sha(script?.body) }).toEqual({
      status: 200,
      sha: sha(dist('swagger-ui-bundle.js')),
    });
    expect({ status: style?.status, sha: sha(style?.body) }).toEqual({
      status: 200,
      sha: sha(externaliseImages(dist('swagger-ui.css')).css),
    });
  });
});
