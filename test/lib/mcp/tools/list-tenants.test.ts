import { beforeAll, describe, expect, it } from 'vitest';
import { catalog } from '../../../../lib/mcp/catalog.js';
import { newCompany, type TestCompany } from '../../../support/fixtures.js';
import { ALL_FAMILIES, admin, call, chatbot, ok, reasonOf, service } from './support.js';

describe('MCP tool listTenants', () => {
  let mine: TestCompany[];
  beforeAll(async () => {
    mine = [
      await newCompany({ name: `AAA Tenant ${Date.now()}` }),
      await newCompany({ name: `AAB Tenant ${Date.now()}` }),
    ];
  });

  it('lists every company by name to admin:*, in pages, each once, never with keys', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data, envelope } = await ok(admin, 'listTenants', { limit: 50, ...(cursor ? { cursor } : {}) });
      expect(envelope.humanSummary).toMatch(/compan(y|ies) on this page/);
      seen.push(...data.tenants.map((t: { companyId: string }) => t.companyId));
      expect(JSON.stringify(data.tenants)).not.toMatch(/activeKeyIds|ck1\./);
      expect(data.nextCursor === undefined || data.nextCursor !== cursor).toBe(true);
      cursor = data.nextCursor;
      pages += 1;
    } while (cursor && pages < 100);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(mine.map((c) => c.companyId)));
    const first = await ok(admin, 'listTenants', { limit: 1 });
    expect(first.data.tenants[0]).toEqual({
      companyId: expect.any(String),
      name: expect.any(String),
      timezone: expect.any(String),
      isTest: expect.any(Boolean),
      createdAt: expect.any(String),
    });
  });

  it('is hidden from the catalog without a token, and listed with one', () => {
    expect(catalog(false).map((tool) => tool.name)).not.toContain('listTenants');
    expect(catalog(true).map((tool) => tool.name)).toContain('listTenants');
    expect(catalog(true)).toHaveLength(24);
  });

  it('refuses every tenant-scoped token, even one holding every family: insufficient_scope', async () => {
    const company = mine[0]?.companyId ?? '';
    for (const principal of [service(company, ...ALL_FAMILIES), chatbot(company, ...ALL_FAMILIES)]) {
      const answer = await call(principal, 'listTenants', {});
      expect(reasonOf(answer)).toBe('insufficient_scope');
      expect(answer.data).toBeUndefined();
    }
    const wildcard = await call({ sub: 'x', mode: 'service', scopes: ['read:tickets:*'] }, 'listTenants', {
      company: company,
    });
    expect(reasonOf(wildcard)).toBe('insufficient_scope');
  });

  it('refuses a cursor of another tool and a limit over 100: invalid_arguments', async () => {
    const company = mine[0]?.companyId ?? '';
    await ok(service(company, 'read:masterdata'), 'listAppRules', { limit: 1 });
    expect(reasonOf(await call(admin, 'listTenants', { limit: 101 }))).toBe('invalid_arguments');
    const page = await ok(admin, 'listTenants', { limit: 1 });
    const asRules = await call(service(company, 'read:masterdata'), 'listAppRules', {
      cursor: page.data.nextCursor,
    });
    expect(reasonOf(asRules)).toBe('invalid_arguments');
  });
});
