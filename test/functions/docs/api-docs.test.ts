// The docs function: the document, the page (strict CSP, no inline code, nothing from elsewhere),
// Swagger UI's files (gzipped on request), and 404 for anything else.
import { get as httpGet } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, DOCS_PAGE } from '../../../lib/docs/page.js';
import { openApiJson } from '../../../lib/openapi/document.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway?.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  http(`${gateway.baseUrl}${path}`, { headers });

/** The answer's bytes as sent (the test client decodes nothing). */
function rawGet(path: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    httpGet(`${gateway.baseUrl}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks)));
    }).on('error', reject);
  });
}

describe('GET /openapi.json', () => {
  it('answers the document', async () => {
    const answer = await get('/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.text).toBe(openApiJson());
    expect(answer.json.openapi).toBe('3.1.1');
  });

  it('gzips it for clients that accept gzip', async () => {
    const answer = await http(`${gateway.baseUrl}/openapi.json`, {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toBe('Accept-Encoding');
  });
});

describe('GET /docs', () => {
  it('answers the page under a CSP that allows only self', async () => {
    const answer = await get('/docs');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(answer.text).toBe(DOCS_PAGE);
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toBe(CONTENT_SECURITY_POLICY);
    const sources = csp.split(';').flatMap((directive) => directive.trim().split(/\s+/).slice(1));
    expect(new Set(sources)).toEqual(new Set(["'self'", "'none'"]));
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('holds no inline script or style and loads nothing from another origin', () => {
    expect(DOCS_PAGE).not.toMatch(/<script>|<style|style=|https?:\/\//);
    expect([...DOCS_PAGE.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1])).toEqual([
      'docs/swagger-ui.css',
      'docs/swagger-ui-bundle.js',
      'docs/init.js',
    ]);
  });
});

describe('GET /docs/{asset}', () => {
  it("serves Swagger UI's script, gzipped when accepted", async () => {
    const plain = await get('/docs/swagger-ui-bundle.js');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(plain.text).toContain('SwaggerUIBundle');
    expect(plain.text.length).toBeGreaterThan(1_000_000);

    const zipped = await http(`${gateway.baseUrl}/docs/swagger-ui-bundle.js`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers['cache-control']).toBe('public, max-age=86400');
    const bytes = await rawGet('/docs/swagger-ui-bundle.js', { 'accept-encoding': 'gzip' });
    expect(bytes.length).toBeLessThan(plain.text.length / 2);
    expect(gunzipSync(bytes).toString('utf8')).toBe(plain.text);
  });

  it('serves the stylesheet and the initializer, which names no outside validator', async () => {
    const css = await get('/docs/swagger-ui.css');
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(css.text).toContain('.swagger-ui');
    const init = await get('/docs/init.js');
    expect(init.text).toContain("url: 'openapi.json'");
    expect(init.text).toContain('validatorUrl: null');
  });

  it("moves the stylesheet's data: icons into files of their own, each served", async () => {
    const css = (await get('/docs/swagger-ui.css')).text;
    expect(css).not.toContain('data:');
    const names = [...new Set([...css.matchAll(/url\("(img-[^"]+)"\)/g)].map((m) => m[1]))];
    expect(names.length).toBeGreaterThan(10);
    for (const name of names) {
      const answer = await get(`/docs/${name}`);
      expect({ name, status: answer.status, type: answer.headers['content-type'] }).toEqual({
        name,
        status: 200,
        type: expect.stringMatching(/^image\/(svg\+xml|png|jpeg)/),
      });
      if (name?.endsWith('.svg')) expect(answer.text).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
    expect((await get('/docs/img-0000000000000000.svg')).status).toBe(404);
  });

  it('answers 404 for any other name', async () => {
    for (const name of ['index.html', 'swagger-ui-bundle.js.map', '..%2Fpackage.json', 'constructor']) {
      const answer = await get(`/docs/${name}`);
      expect({ name, status: answer.status }).toEqual({ name, status: 404 });
    }
  });
});

it('gunzips to the same document', async () => {
  const bytes = await rawGet('/openapi.json', { 'accept-encoding': 'gzip' });
  expect(gunzipSync(bytes).toString('utf8')).toBe(openApiJson());
});
