// The docs function as the Lambda runs it: the bundle CDK's NodejsFunction makes (the stack's own
// esbuild options, in the run's shared build) and the files its afterBundling hook writes beside it
// (the same commands, run as CDK's local bundling runs them), loaded in another process from a
// directory with no node_modules and no repository around it. Every route must answer exactly what the in-process entry (npm
// start, the tests' gateway) answers.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BundleInfo } from '../../../bench/bundles.js';
import { handler as inProcess } from '../../../functions/docs/api-docs.local.js';
import { bundlingFor } from '../../../infra/bundling.js';
import { DOCS_FILES } from '../../../lib/docs/files.js';
import { DOC_ASSETS } from '../../../lib/docs/page.js';
import type { HttpResult } from '../../../lib/http/responses.js';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { openApiJson } from '../../../lib/openapi/document.js';
import { sharedBundles } from '../../support/bundles.js';

const run = promisify(execFile);
let root: string;
/** The asset directory, as CDK fills it: index.js, its map and the afterBundling files. */
let assetDir: string;
/** esbuild's warnings about the files this bundle holds (the run also builds other bundles). */
let warnings: string[];
let bundle: BundleInfo;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'wfo-docs-bundle-'));
  const shared = await sharedBundles();
  assetDir = join(shared.dir, 'apiDocs');
  const built = shared.bundles.find((info) => info.name === 'apiDocs');
  if (!built) throw new Error('apiDocs was not bundled');
  bundle = built;
  warnings = shared.warnings
    .filter((warning) => warning.file === undefined || warning.file in built.inputs)
    .map((warning) => `${warning.file ?? ''}: ${warning.text}`);
}, 180_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const dist = (file: string) => readFileSync(join(REPO_ROOT, 'node_modules/swagger-ui-dist', file));

describe('the apiDocs Lambda bundle', () => {
  it('is CDK-bundled with an afterBundling hook; no other function has one', () => {
    expect(bundlingFor('apiDocs').commandHooks).toBeDefined();
    expect(bundlingFor('mcp').commandHooks).toBeUndefined();
  });

  it('builds without warnings, small, with neither Swagger UI nor the document builder inside', () => {
    expect(warnings).toEqual([]);
    const size = statSync(join(assetDir, 'index.js')).size;
    console.info(`apiDocs bundle: ${(size / 1024).toFixed(1)} KiB`);
    expect(size).toBeLessThan(50 * 1024);
    // Of node_modules only the handler stack and its logs and metrics: no tracing, no AWS SDK.
    const observability =
      /node_modules\/(@middy\/core|@aws-lambda-powertools\/(logger|metrics|commons)|@aws\/lambda-invoke-store)\//;
    const inputs = Object.keys(bundle.inputs).filter((path) => !observability.test(path));
    expect(inputs.filter((path) => /node_modules\/|lib\/openapi\/|lib\/dynamo\//.test(path))).toEqual([]);
    expect(readFileSync(join(assetDir, 'index.js'), 'utf8')).not.toContain(REPO_ROOT);
  });

  it('has its files beside it, Swagger UI byte for byte from the package', () => {
    expect(readdirSync(assetDir).sort()).toEqual(
      ['index.js', 'index.js.map', ...Object.values(DOCS_FILES)].sort(),
    );
    for (const file of [DOCS_FILES.script, DOCS_FILES.stylesheet]) {
      expect({ file, same: readFileSync(join(assetDir, file)).equals(dist(file)) }).toEqual({
        file,
        same: true,
      });
    }
  });

  it('ships the OpenAPI document lib/openapi/document.ts builds', () => {
    expect(readFileSync(join(assetDir, DOCS_FILES.document), 'utf8') === openApiJson()).toBe(true);
  });

  it('answers every route with the same status, headers and bytes as the in-process entry', async () => {
    const event = (routeKey: string, acceptEncoding: string | undefined, asset?: string) =>
      ({
        version: '2.0',
        routeKey,
        rawPath: '/',
        rawQueryString: '',
        headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
        ...(asset === undefined ? {} : { pathParameters: { asset } }),
        requestContext: { http: { method: 'GET', path: '/' }, requestId: 'bundle-test' },
        isBase64Encoded: false,
      }) as unknown as APIGatewayProxyEventV2;
    const css =
      (await inProcess(event('GET /docs/{asset}', undefined, 'swagger-ui.css'), {} as never)).body ?? '';
    const images = [...new Set([...css.matchAll(/url\("(img-[^"]+)"\)/g)].map((match) => match[1] ?? ''))];
    expect(images.length).toBeGreaterThan(10);
    const assets = [
      ...Object.keys(DOC_ASSETS),
      ...images,
      'img-0000000000000000.svg',
      'index.html',
      'constructor',
    ];
    const events = [undefined, 'gzip, deflate, br', 'br, gzip;q=0'].flatMap((encoding) => [
      event('GET /openapi.json', encoding),
      event('GET /docs', encoding),
      ...assets.map((asset) => event('GET /docs/{asset}', encoding, asset)),
      event('GET /nothing', encoding),
    ]);

    // The bodies as digests: a difference in 1.5 MB of script would otherwise print all of it.
    const digest = (answer: HttpResult) => ({
      ...answer,
      body: createHash('sha256')
        .update(answer.body ?? '')
        .digest('hex'),
    });
    const runner = join(root, 'runner');
    mkdirSync(runner);
    writeFileSync(join(runner, 'events.json'), JSON.stringify(events));
    writeFileSync(
      join(runner, 'invoke.cjs'),
      `const { createHash } = require('node:crypto');
const { handler } = require(${JSON.stringify(join(assetDir, 'index.js'))});
const events = require('./events.json');
(async () => {
  const answers = [];
  for (const event of events) {
    const answer = await handler(event, {});
    answers.push({ ...answer, body: createHash('sha256').update(answer.body ?? '').digest('hex') });
  }
  console.log(JSON.stringify(answers));
})();`,
    );
    const { stdout } = await run(process.execPath, [join(runner, 'invoke.cjs')], {
      cwd: runner,
      maxBuffer: 16 * 1024 * 1024,
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'SILENT', POWERTOOLS_METRICS_DISABLED: 'true' },
    });
    const fromBundle = JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]') as unknown[];

    const expected: Array<ReturnType<typeof digest>> = [];
    for (const sent of events) expected.push(digest(await inProcess(sent, {} as never)));
    expect(fromBundle).toHaveLength(events.length);
    events.forEach((sent, index) => {
      const where = `${sent.routeKey} ${sent.pathParameters?.asset ?? ''} ${sent.headers['accept-encoding'] ?? ''}`;
      expect({ where, answer: fromBundle[index] }).toEqual({ where, answer: expected[index] });
    });
    // What the in-process entry serves is Swagger UI's own script, gzipped when accepted.
    const script = expected[2 + Object.keys(DOC_ASSETS).indexOf('swagger-ui-bundle.js')];
    expect(script?.body).toBe(createHash('sha256').update(dist('swagger-ui-bundle.js')).digest('hex'));
  });
});
