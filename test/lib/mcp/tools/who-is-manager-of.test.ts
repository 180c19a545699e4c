import { beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool whoIsManagerOf', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany({
      overtimeManagers: ['ot@x.example'],
      employees: [
        employee('ana', { email: 'ana@x.example', manager: 'maria@x.example' }),
        employee('bruno', { defaultManager: 'dora@x.example' }),
        employee('carla', { email: 'ot@x.example' }),
      ],
    });
    other = await newCompany({ employees: [employee('ana', { manager: 'someone@else.example' })] });
  });
  const reader = () => service(company.companyId, 'read:masterdata');

  it("names the employee's own manager first, with the rule", async () => {
    const { data, envelope } = await ok(reader(), 'whoIsManagerOf', { login: 'ana' });
    expect(data).toMatchObject({
      employee: { login: 'ana', name: 'Name ana' },
      approver: 'maria@x.example',
      rule: 'specificManager',
      candidates: { specificManager: 'maria@x.example', overtimeManagers: ['ot@x.example'] },
    });
    expect(envelope.humanSummary).toBe(
      "maria@x.example approves overtime of Name ana (ana), as the employee's own manager (master data field manager).",
    );
  });

  it("falls back to the company's overtime managers, skipping the employee's own e-mail", async () => {
    expect((await ok(reader(), 'whoIsManagerOf', { login: 'bruno' })).data).toMatchObject({
      approver: 'ot@x.example',
      rule: 'overtimeManagers',
    });
    // carla is the overtime manager herself: her default manager would approve, and she has none.
    const carla = await ok(reader(), 'whoIsManagerOf', { login: 'carla' });
    expect(carla.data).toMatchObject({ approver: null, rule: null });
    expect(carla.envelope).toMatchObject({ requiresHumanEscalation: true, escalationReason: 'no_approver' });
  });

  it('answers not_found for a login not in master data', async () => {
    const answer = await call(reader(), 'whoIsManagerOf', { login: 'ghost' });
    expect(reasonOf(answer)).toBe('not_found');
    expect(answer.status).toBe(404);
  });

  it('refuses arguments that fail the schema: invalid_arguments naming the field', async () => {
    const answer = await call(reader(), 'whoIsManagerOf', { login: '', extra: 1 });
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings.join(' ')).toMatch(/login/);
  });

  refusesOutsiders('whoIsManagerOf', 'read:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { login: 'ana' },
  }));
});
