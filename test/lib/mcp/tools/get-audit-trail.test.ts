import { beforeAll, describe, expect, it } from 'vitest';
import { formatUtcInstant } from '../../../../lib/shared/dates.js';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool getAuditTrail', () => {
  let company: TestCompany;
  let other: TestCompany;
  let from = '';
  const to = () => formatUtcInstant(Date.now() + 60_000);
  beforeAll(async () => {
    from = formatUtcInstant(Date.now() - 60_000);
    company = await newCompany({ employees: [employee('ana')] });
    other = await newCompany();
    const masterdata = service(company.companyId, 'read:masterdata');
    await ok(masterdata, 'whoIsManagerOf', { login: 'ana' });
    await call(masterdata, 'searchEmployee', { dataset: 'employees', query: 'ana' });
    // A failure inside the tool is filed under the tenant too, like a success.
    await call(masterdata, 'getEmployeeDay', { login: 'ghost', date: '2026-11-20' });
    // A refused attempt on this company by another company's token is on this company's trail.
    await call({ ...service(other.companyId, 'read:masterdata'), sub: 'intruder' }, 'searchEmployee', {
      dataset: 'employees',
      query: 'x',
      company: company.companyId,
    });
    await call(service(other.companyId, 'read:masterdata'), 'searchEmployee', {
      dataset: 'employees',
      query: 'y',
    });
  });
  const reader = () => service(company.companyId, 'read:logs');

  it('lists every call on the company, newest first, with status and actor but never inputs', async () => {
    const { data, envelope } = await ok(reader(), 'getAuditTrail', { from, to: to(), limit: 100 });
    const tools = data.entries.map((e: { tool: string }) => e.tool);
    expect(tools).toEqual(['searchEmployee', 'getEmployeeDay', 'searchEmployee', 'whoIsManagerOf']);
    expect(data.entries.find((e: { tool: string }) => e.tool === 'getEmployeeDay')).toMatchObject({
      mode: 'service',
      actorId: 'svc-client-1',
      status: 'failure',
      httpStatus: 404,
      escalationReason: 'not_found',
    });
    expect(data.entries.find((e: { actorId: string }) => e.actorId === 'intruder')).toMatchObject({
      tool: 'searchEmployee',
      escalationReason: 'cross_tenant_blocked',
    });
    const text = JSON.stringify(data);
    expect(text).not.toMatch(/inputHash|ghost|"query"/);
    const times = data.entries.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(envelope.humanSummary).toMatch(/tool calls by 2 actors on this page, 2 failed\.$/);
  });

  it('filters by tool and pages with a cursor', async () => {
    // One range for both pages: a cursor belongs to the query it came from, `to` included.
    const until = to();
    const first = await ok(reader(), 'getAuditTrail', { from, to: until, tool: 'searchEmployee', limit: 1 });
    expect(first.data.entries).toHaveLength(1);
    const second = await ok(reader(), 'getAuditTrail', {
      from,
      to: until,
      tool: 'searchEmployee',
      limit: 1,
      cursor: first.data.nextCursor,
    });
    expect(second.data.entries).toHaveLength(1);
    expect(second.data.entries[0].at <= first.data.entries[0].at).toBe(true);
    expect([first.data.entries[0].actorId, second.data.entries[0].actorId].sort()).toEqual([
      'intruder',
      'svc-client-1',
    ]);
  });

  it('records its own calls too', async () => {
    const since = formatUtcInstant(Date.now() - 1000);
    await ok(reader(), 'getAuditTrail', { from, to: to() });
    const { data } = await ok(reader(), 'getAuditTrail', { from: since, to: to(), tool: 'getAuditTrail' });
    expect(data.entries.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a missing range: invalid_arguments', async () => {
    const answer = await call(reader(), 'getAuditTrail', { tool: 'x' });
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings).toEqual(['from: required', 'to: required']);
  });

  refusesOutsiders('getAuditTrail', 'read:logs', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { from, to: to() },
  }));
});
