import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/executions/get-execution-status.js';
import { submitMasterData } from '../../../lib/masterdata/submit-master-data.js';
import { service, ok as toolAnswer } from '../../lib/mcp/tools/support.js';
import { employee, newCompany, sampleEvent, type TestCompany } from '../../support/fixtures.js';

async function call(body: unknown) {
  const result = await handler(sampleEvent('getExecutionStatus.json', body), {} as never);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}

describe('POST /getExecutionStatus', () => {
  let company: TestCompany;
  let other: TestCompany;
  let importId = '';
  let theirImportId = '';
  beforeAll(async () => {
    [company, other] = await Promise.all([newCompany(), newCompany()]);
    importId = (
      await submitMasterData(company.companyId, { data: { employees: [employee('ana'), employee('bob')] } })
    ).executionId;
    theirImportId = (await submitMasterData(other.companyId, { data: { employees: [employee('eve')] } }))
      .executionId;
  });

  it("answers the company's own execution as the MCP tool lookupExecutionStatus does", async () => {
    const answer = await call({ key: company.key, executionId: importId });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      err: false,
      result: {
        execution: {
          executionId: importId,
          companyId: company.companyId,
          kind: 'masterData',
          status: 'succeeded',
          counts: { received: 2, created: 2, updated: 0 },
          errors: [],
          startedAt: expect.any(String),
          finishedAt: expect.any(String),
        },
        humanSummary: `The master data import ${importId} succeeded (2 received, 2 created, 0 updated).`,
      },
    });
    const tool = await toolAnswer(service(company.companyId, 'read:tickets'), 'lookupExecutionStatus', {
      executionId: importId,
    });
    expect(answer.body.result).toEqual({
      execution: tool.data.execution,
      humanSummary: tool.envelope.humanSummary,
    });
  });

  it("refuses another company's execution with 404, as one that does not exist", async () => {
    const theirs = await call({ key: company.key, executionId: theirImportId });
    const unknown = await call({ key: company.key, executionId: 'exec_nope' });
    expect(theirs).toEqual({
      status: 404,
      body: { err: true, code: 'NOT_FOUND', message: `execution ${theirImportId} not found` },
    });
    expect(unknown).toEqual({
      status: 404,
      body: { err: true, code: 'NOT_FOUND', message: 'execution exec_nope not found' },
    });
    // The owner still reads it.
    expect((await call({ key: other.key, executionId: theirImportId })).status).toBe(200);
  });

  it.each([
    ['no executionId', {}, 'MISSING_REQUIRED_FIELDS', 'executionId'],
    ['an empty executionId', { executionId: '' }, 'INVALID_FIELD', 'executionId'],
    ['an executionId that is not a string', { executionId: 7 }, 'INVALID_FIELD', 'executionId'],
    [
      'an executionId over 100 characters',
      { executionId: `exec_${'x'.repeat(100)}` },
      'INVALID_FIELD',
      'executionId',
    ],
  ])('answers 400 for %s, naming the field', async (_label, fields, code, field) => {
    const answer = await call({ key: company.key, ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code, message: expect.stringContaining(field) });
  });

  it('answers 400 MISSING_KEY without a key and 401 INVALID_KEY for a cut key', async () => {
    expect(await call({ executionId: importId })).toMatchObject({
      status: 400,
      body: { code: 'MISSING_KEY' },
    });
    expect(await call({ key: company.key.slice(0, -4), executionId: importId })).toMatchObject({
      status: 401,
      body: { code: 'INVALID_KEY' },
    });
  });
});
