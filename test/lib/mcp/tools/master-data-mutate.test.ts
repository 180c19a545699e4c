import { beforeAll, describe, expect, it } from 'vitest';
import { handler as submitMasterData } from '../../../../functions/master-data/submit-master-data.js';
import { getEmployee, putEmployeeIfUnchanged } from '../../../../lib/dynamo/employee-store.js';
import { mutateEmployee } from '../../../../lib/masterdata/mutate-employee.js';
import { employee, newCompany, sampleEvent, type TestCompany } from '../../../support/fixtures.js';
import { call, chatbot, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool masterDataMutate', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany({ employees: [employee('ana', { email: 'ana@x.example', badge: 'B-1' })] });
    other = await newCompany({ employees: [employee('ana')] });
  });
  const writer = () => service(company.companyId, 'write:masterdata');

  it('creates an employee, validated like /masterData, and records who did it', async () => {
    const { data, envelope } = await ok(writer(), 'masterDataMutate', {
      operation: 'upsertEmployee',
      login: 'novo',
      fields: { name: 'Novo Silva', department: 'Sales', role: 'Rep', active: true, shirt: 'M' },
    });
    expect(data).toMatchObject({ outcome: 'created', before: null, after: { login: 'novo', shirt: 'M' } });
    expect(envelope.humanSummary).toBe('upsertEmployee of Novo Silva (novo): created.');
    const stored = await getEmployee(company.companyId, 'novo');
    expect(stored?.profile).toEqual({
      login: 'novo',
      name: 'Novo Silva',
      department: 'Sales',
      role: 'Rep',
      active: true,
      shirt: 'M',
    });
  });

  it('merges fields over the stored employee, keeps extras, and null removes an optional field', async () => {
    const { data } = await ok(writer(), 'masterDataMutate', {
      operation: 'upsertEmployee',
      login: 'ana',
      fields: { role: 'Lead', email: null },
    });
    expect(data.outcome).toBe('updated');
    expect(data.after).toEqual({
      login: 'ana',
      name: 'Name ana',
      department: 'Ops',
      role: 'Lead',
      active: true,
      badge: 'B-1',
    });
  });

  it('sets a manager, says when nothing changes, and deactivates; a chatbot user is recorded too', async () => {
    const set = await ok(writer(), 'masterDataMutate', {
      operation: 'setManager',
      login: 'ana',
      fields: { manager: 'maria@x.example' },
    });
    expect(set.envelope.humanSummary).toBe(
      'setManager of Name ana (ana): updated. Manager: maria@x.example.',
    );
    const again = await ok(writer(), 'masterDataMutate', {
      operation: 'setManager',
      login: 'ana',
      fields: { manager: 'maria@x.example' },
    });
    expect(again.data.outcome).toBe('unchanged');
    const user = chatbot(company.companyId, 'write:masterdata');
    const off = await ok(user, 'masterDataMutate', { operation: 'deactivateEmployee', login: 'ana' });
    expect(off.data).toMatchObject({
      outcome: 'updated',
      after: { active: false, manager: 'maria@x.example' },
    });
    expect(off.data.changedBy).toEqual({ sub: 'user-ana', mode: 'chatbot' });
  });

  it('refuses an employee master data would refuse: invalid_arguments naming the fields', async () => {
    const missing = await call(writer(), 'masterDataMutate', {
      operation: 'upsertEmployee',
      login: 'half',
      fields: { name: 'Half' },
    });
    expect(reasonOf(missing)).toBe('invalid_arguments');
    expect(missing.envelope.humanSummary).toMatch(/department, role, active/);
    const badEmail = await call(writer(), 'masterDataMutate', {
      operation: 'setManager',
      login: 'ana',
      fields: { manager: 'not-an-email' },
    });
    expect(reasonOf(badEmail)).toBe('invalid_arguments');
    expect(reasonOf(await call(writer(), 'masterDataMutate', { operation: 'rename', login: 'ana' }))).toBe(
      'invalid_arguments',
    );
    expect(await getEmployee(company.companyId, 'half')).toBeUndefined();
  });

  it('answers not_found when deactivating someone unknown', async () => {
    const answer = await call(writer(), 'masterDataMutate', {
      operation: 'deactivateEmployee',
      login: 'ghost',
    });
    expect(reasonOf(answer)).toBe('not_found');
  });

  it('never overwrites a /masterData import that landed after the employee was read', async () => {
    const fresh = await newCompany({ employees: [employee('race')] });
    const actor = { sub: 't', mode: 'service' as const, via: 'mcp' as const };
    const read = await getEmployee(fresh.companyId, 'race');
    const answer = await submitMasterData(
      sampleEvent('masterData.json', {
        key: fresh.key,
        data: { employees: [employee('race', { role: 'Boss' })] },
      }),
      {} as never,
    );
    expect(answer.statusCode).toBe(200);
    const stale = { ...employee('race'), manager: 'm@x.example' };
    const later = new Date(Date.now() + 1000).toISOString();
    expect(await putEmployeeIfUnchanged(fresh.companyId, stale, later, read?.updatedAt ?? null, actor)).toBe(
      false,
    );
    expect((await getEmployee(fresh.companyId, 'race'))?.profile).toMatchObject({ role: 'Boss' });
    // The tool reads again and applies its change over the import.
    const after = await mutateEmployee(
      fresh.companyId,
      'setManager',
      'race',
      { manager: 'm@x.example' },
      actor,
    );
    expect(after.after).toMatchObject({ role: 'Boss', manager: 'm@x.example' });
  });

  refusesOutsiders('masterDataMutate', 'write:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { operation: 'deactivateEmployee', login: 'ana' },
  }));
});
