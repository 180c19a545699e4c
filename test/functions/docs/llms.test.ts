/**
 * GET /llms.txt and the documentation pages beside /docs, over real HTTP through the local gateway:
 * the map is generated from the pages, names every served page, and links only to routes that
 * answer 200; an unknown page is a 404, another method a 405.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlineOf, SERVED_PAGES } from '../../../lib/docs/llms.js';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

describe('GET /llms.txt', () => {
  it('is Markdown that links only to pages and routes that exist', async () => {
    const answer = await http(`${gateway.baseUrl}/llms.txt`);
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-type'])).toMatch(/^text\/markdown/);
    expect(answer.text).toMatch(/^# Workforce-operations integration service\n\n> /);
    const links = [...answer.text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, href]) => href ?? '');
    expect(links.length).toBeGreaterThanOrEqual(12);
    const broken: string[] = [];
    for (const href of links) {
      const target = await http(new URL(href, gateway.baseUrl).href);
      if (target.status !== 200) broken.push(`${href} → ${target.status}`);
    }
    expect(broken).toEqual([]);
    for (const name of Object.keys(SERVED_PAGES)) expect(links).toContain(`/docs/${name}`);
  });

  it("describes each page by the page's own opening sentence", async () => {
    const { text } = await http(`${gateway.baseUrl}/llms.txt`);
    const api = readFileSync(join(REPO_ROOT, SERVED_PAGES['api.md']), 'utf8');
    const { title, line } = outlineOf(api);
    expect(title).toBe('The key-based API');
    expect(line).toMatch(/^Every REST endpoint that company systems call/);
    expect(text).toContain(`- [${title}](/docs/api.md): ${line}`);
  });

  it('refuses another method with 405', async () => {
    const answer = await http(`${gateway.baseUrl}/llms.txt`, { method: 'POST', body: '{}' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET');
  });
});

describe('GET /docs/<page>.md', () => {
  it('serves each page as it is in the repository, and 404 for any other name', async () => {
    for (const [name, file] of Object.entries(SERVED_PAGES)) {
      const answer = await http(`${gateway.baseUrl}/docs/${name}`);
      expect({ name, status: answer.status }).toEqual({ name, status: 200 });
      expect(String(answer.headers['content-type'])).toMatch(/^text\/markdown/);
      expect(answer.text === readFileSync(join(REPO_ROOT, file), 'utf8')).toBe(true);
    }
    for (const name of ['architecture.md', 'README.md', '..%2Fpackage.json', 'api.MD']) {
      expect((await http(`${gateway.baseUrl}/docs/${name}`)).status).toBe(404);
    }
  });
});
