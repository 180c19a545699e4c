import { beforeAll, describe, expect, it } from 'vitest';
import { submitMasterData } from '../../../../lib/masterdata/submit-master-data.js';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { notify } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool lookupExecutionStatus', () => {
  let company: TestCompany;
  let other: TestCompany;
  let importId = '';
  let sendId = '';
  beforeAll(async () => {
    company = await newCompany();
    other = await newCompany();
    importId = (
      await submitMasterData(company.companyId, { data: { employees: [employee('ana'), employee('bob')] } })
    ).executionId;
    sendId = (await notify(company.companyId, 'n1', true)).executionId;
  });
  const reader = () => service(company.companyId, 'read:tickets');

  it('reports a master-data import with its counts', async () => {
    const { data, envelope } = await ok(reader(), 'lookupExecutionStatus', { executionId: importId });
    expect(data.execution).toMatchObject({
      executionId: importId,
      companyId: company.companyId,
      kind: 'masterData',
      status: 'succeeded',
      counts: { received: 2, created: 2, updated: 0 },
      errors: [],
      finishedAt: expect.any(String),
    });
    expect(envelope.humanSummary).toBe(
      `The master data import ${importId} succeeded (2 received, 2 created, 0 updated).`,
    );
  });

  it('reports a notification send', async () => {
    const { data, envelope } = await ok(reader(), 'lookupExecutionStatus', { executionId: sendId });
    expect(data.execution).toMatchObject({ kind: 'notification', counts: { recipients: 2 } });
    expect(envelope.humanSummary).toBe(`The notification send ${sendId} succeeded (2 recipients).`);
  });

  it("answers another company's execution like an unknown one: not_found", async () => {
    const theirs = await call(service(other.companyId, 'read:tickets'), 'lookupExecutionStatus', {
      executionId: importId,
    });
    expect(reasonOf(theirs)).toBe('not_found');
    expect(theirs.status).toBe(404);
    expect(theirs.envelope.humanSummary).toBe(`execution ${importId} not found`);
  });

  it('refuses an id of the wrong type: invalid_arguments', async () => {
    expect(reasonOf(await call(reader(), 'lookupExecutionStatus', { executionId: 42 }))).toBe(
      'invalid_arguments',
    );
  });

  refusesOutsiders('lookupExecutionStatus', 'read:tickets', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { executionId: importId },
  }));
});
