import { beforeAll, describe, expect, it } from 'vitest';
import { insertRule } from '../../../../lib/classification/rules.js';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { summariesUpToDate } from '../../../support/summaries.js';
import { minutesAgo, notify, requestOvertime, transmission } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool getCompanyOverview', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany({
      name: `Overview HOMOLOG ${Date.now()}`,
      overtimeManagers: ['ot@x.example'],
      employees: [
        employee('ana', { department: 'Sales' }),
        employee('bruno', { department: 'Sales' }),
        employee('carla', { department: 'Ops', active: false }),
      ],
    });
    other = await newCompany({ employees: [employee('zed'), employee('zoe')] });
    await insertRule(company.companyId, { app_name_pt: 'Chrome', regex_rule: '^chrome$' });
    await insertRule(company.companyId, { app_name_pt: 'Excel', regex_rule: '^excel$' });
    await requestOvertime(company.companyId, 'ana', 30, '2026-04-10 18:00:00');
    await notify(company.companyId, 'n-1', true);
    await transmission(company.companyId, { endpoint: 'masterData', status: 200, at: minutesAgo(120) });
    await transmission(company.companyId, {
      endpoint: 'sendPunchClock',
      status: 200,
      at: minutesAgo(90),
    });
    await transmission(company.companyId, {
      endpoint: 'sendPunchClock',
      status: 404,
      errorCode: 'NOT_FOUND',
      at: minutesAgo(5),
    });
    // Another company's activity never shows up.
    await transmission(other.companyId, { endpoint: 'getEvents', status: 200, at: minutesAgo(1) });
    await summariesUpToDate();
  });

  it('counts employees, departments, rules, pending requests, notifications and last transmissions', async () => {
    const { data, envelope } = await ok(
      service(company.companyId, 'read:masterdata'),
      'getCompanyOverview',
      {},
    );
    expect(data).toMatchObject({
      company: { companyId: company.companyId, name: company.name, isTest: true },
      employees: { total: 3, active: 2, inactive: 1 },
      departments: 2,
      activeRules: 2,
      pendingExtensionRequests: 1,
      notifications: 1,
    });
    expect(data.lastTransmissions).toEqual([
      { endpoint: 'masterData', at: expect.any(String), status: 200, errorCode: null },
      { endpoint: 'sendPunchClock', at: expect.any(String), status: 404, errorCode: 'NOT_FOUND' },
    ]);
    expect(envelope.humanSummary).toContain('2 active and 1 inactive employees in 2 departments');
    expect(envelope.humanSummary).toContain('Last call failed on: sendPunchClock.');
    expect(envelope.meta.apiCalls).toBeGreaterThan(5);
  });

  it('refuses arguments it does not take: invalid_arguments', async () => {
    const answer = await call(service(company.companyId, 'read:masterdata'), 'getCompanyOverview', {
      limit: 5,
    });
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings.join(' ')).toMatch(/limit/);
  });

  refusesOutsiders('getCompanyOverview', 'read:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: {},
  }));
});
