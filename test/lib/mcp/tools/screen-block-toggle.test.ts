import { beforeAll, describe, expect, it } from 'vitest';
import { handler as submitMasterData } from '../../../../functions/master-data/submit-master-data.js';
import { getScreenBlock } from '../../../../lib/dynamo/screen-block-store.js';
import { employee, newCompany, sampleEvent, type TestCompany } from '../../../support/fixtures.js';
import { call, chatbot, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool screenBlockToggle', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany({ employees: [employee('ana'), employee('bruno')] });
    other = await newCompany({ employees: [employee('ana')] });
  });
  const writer = () => service(company.companyId, 'write:masterdata');

  it('blocks with a reason, recording who and when, apart from the employee item', async () => {
    const { data, envelope } = await ok(writer(), 'screenBlockToggle', {
      login: 'ana',
      blocked: true,
      reason: 'laptop reported stolen',
    });
    expect(data).toMatchObject({
      login: 'ana',
      blocked: true,
      changed: true,
      previous: null,
      changedBy: { sub: 'svc-client-1', mode: 'service' },
    });
    expect(data.blockedSince).toBe(data.changedAt);
    expect(envelope.humanSummary).toBe(
      'The screen of ana is now blocked (laptop reported stolen), by svc-client-1.',
    );
    // A master-data import replaces the employee item whole; the block survives it.
    await submitMasterData(
      sampleEvent('masterData.json', {
        key: company.key,
        data: { employees: [employee('ana', { role: 'New' })] },
      }),
      {} as never,
    );
    expect(await getScreenBlock(company.companyId, 'ana')).toMatchObject({
      blocked: true,
      reason: 'laptop reported stolen',
      changedBy: { sub: 'svc-client-1', mode: 'service', via: 'mcp' },
      version: 1,
    });
  });

  it('changes nothing when asked for the state it has, and unblocks', async () => {
    const same = await ok(writer(), 'screenBlockToggle', {
      login: 'ana',
      blocked: true,
      reason: 'laptop reported stolen',
    });
    expect(same.data.changed).toBe(false);
    const user = chatbot(company.companyId, 'write:masterdata');
    const off = await ok(user, 'screenBlockToggle', { login: 'ana', blocked: false, reason: 'laptop found' });
    expect(off.data).toMatchObject({
      blocked: false,
      blockedSince: null,
      previous: { blocked: true, reason: 'laptop reported stolen' },
      changedBy: { sub: 'user-ana', mode: 'chatbot' },
    });
    expect((await getScreenBlock(company.companyId, 'ana'))?.version).toBe(2);
  });

  it('answers not_found for someone not in master data, and writes nothing', async () => {
    expect(
      reasonOf(await call(writer(), 'screenBlockToggle', { login: 'ghost', blocked: true, reason: 'x' })),
    ).toBe('not_found');
    expect(await getScreenBlock(company.companyId, 'ghost')).toBeUndefined();
  });

  it('of two concurrent toggles, both are applied one after the other (none lost)', async () => {
    const results = await Promise.all([
      ok(writer(), 'screenBlockToggle', { login: 'bruno', blocked: true, reason: 'one' }),
      ok(writer(), 'screenBlockToggle', { login: 'bruno', blocked: true, reason: 'two' }),
    ]);
    expect(results.every((r) => r.data.changed)).toBe(true);
    expect((await getScreenBlock(company.companyId, 'bruno'))?.version).toBe(2);
  });

  it('refuses a toggle without a reason: invalid_arguments', async () => {
    const answer = await call(writer(), 'screenBlockToggle', { login: 'ana', blocked: true, reason: '  ' });
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings.join(' ')).toMatch(/reason/);
  });

  refusesOutsiders('screenBlockToggle', 'write:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { login: 'ana', blocked: true, reason: 'test' },
  }));
});
