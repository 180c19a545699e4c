import { beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

const logins = Array.from({ length: 30 }, (_, i) => `emp${String(i).padStart(2, '0')}`);

describe('MCP tool masterDataQuery', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany({
      employees: logins.map((login, i) =>
        employee(login, {
          department: i % 3 === 0 ? 'Vendas' : 'Operações',
          active: i % 5 !== 0,
          ...(i % 2 === 0 ? { manager: 'Maria@X.example' } : {}),
          badge: `B-${i}`,
        }),
      ),
    });
    other = await newCompany({ employees: [employee('emp00', { department: 'Vendas' })] });
  });
  const reader = () => service(company.companyId, 'read:masterdata');

  async function everyPage(args: Record<string, unknown>) {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data } = await ok(reader(), 'masterDataQuery', { ...args, ...(cursor ? { cursor } : {}) });
      seen.push(...data.employees.map((e: { login: string }) => e.login));
      expect(data.nextCursor).not.toBe('');
      expect(data.nextCursor).not.toBe(cursor);
      cursor = data.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    return { seen, pages };
  }

  it('pages through every match exactly once, filters compared without case or accents', async () => {
    const { seen, pages } = await everyPage({ filters: { department: 'operacoes', active: true }, limit: 4 });
    const expected = logins.filter((_, i) => i % 3 !== 0 && i % 5 !== 0);
    expect([...seen].sort()).toEqual(expected);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages).toBeGreaterThan(1);
  });

  it('returns stored employees whole, filtered by manager e-mail', async () => {
    const { data, envelope } = await ok(reader(), 'masterDataQuery', {
      filters: { manager: 'maria@x.example', department: 'Vendas' },
      limit: 100,
    });
    const expected = logins.filter((_, i) => i % 2 === 0 && i % 3 === 0);
    expect(data.employees.map((e: { login: string }) => e.login).sort()).toEqual(expected);
    expect(data.employees[0]).toHaveProperty('badge');
    expect(data.nextCursor).toBeUndefined();
    expect(envelope.humanSummary).toBe(
      `${expected.length} employees with department=Vendas, manager=maria@x.example on this page.`,
    );
  });

  it('refuses a tampered cursor, a cursor of another query and one of another company', async () => {
    const first = await ok(reader(), 'masterDataQuery', { filters: { active: true }, limit: 2 });
    const cursor: string = first.data.nextCursor;
    const [body = '', mac = ''] = cursor.split('.');
    const tampered = `${body.slice(0, -2)}AA.${mac}`;
    expect(
      reasonOf(await call(reader(), 'masterDataQuery', { filters: { active: true }, cursor: tampered })),
    ).toBe('invalid_arguments');
    const otherQuery = await call(reader(), 'masterDataQuery', { filters: { active: false }, cursor });
    expect(reasonOf(otherQuery)).toBe('invalid_arguments');
    expect(otherQuery.envelope.humanSummary).toContain('another query');
    const otherCompany = await call(service(other.companyId, 'read:masterdata'), 'masterDataQuery', {
      filters: { active: true },
      cursor,
    });
    expect(reasonOf(otherCompany)).toBe('invalid_arguments');
    expect(otherCompany.envelope.humanSummary).toContain('another company');
  });

  it('refuses unknown filters and a limit over 100: invalid_arguments', async () => {
    expect(reasonOf(await call(reader(), 'masterDataQuery', { filters: { team: 'x' } }))).toBe(
      'invalid_arguments',
    );
    const answer = await call(reader(), 'masterDataQuery', { limit: 101 });
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings.join(' ')).toMatch(/limit/);
  });

  refusesOutsiders('masterDataQuery', 'read:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: {},
  }));
});
