import { describe, expect, it } from 'vitest';
import { handler as validate } from '../../../functions/master-data/integration-validator-data.js';
import { handler as sendPunchClock } from '../../../functions/punch-clock/send-punch-clock.js';
import { revokeKey, rotateKey } from '../../../lib/companies/manage-companies.js';
import { UNKNOWN_COMPANY } from '../../../lib/dynamo/keys.js';
import { listTransmissionsOfDay } from '../../../lib/dynamo/transmission-store.js';
import { loginsOf } from '../../../lib/http/transmission-subjects.js';
import { employee, newCompany, sampleEvent } from '../../support/fixtures.js';

const today = () => new Date().toISOString().slice(0, 10);
const punch = (key: string, username = 'ana') => ({
  key,
  username,
  date: today(),
  hostname: 'NB-1',
  locationType: 'office',
  beginDay: `${today()}T08:00:00Z`,
});

async function transmissionOf(companyId: string, requestId: string) {
  return (await listTransmissionsOfDay(companyId, today())).find((t) => t.requestId === requestId);
}

describe('transmission records of failed key-based requests', () => {
  it("files a revoked key's failure under its company, with the logins it was about", async () => {
    const company = await newCompany({ employees: [employee('ana')] });
    await rotateKey(company.companyId);
    await revokeKey(company.companyId, company.keyId);
    const event = sampleEvent('sendPunchClock.json', punch(company.key));
    const result = await sendPunchClock(event, {} as never);
    expect(result.statusCode).toBe(400);
    expect(await transmissionOf(company.companyId, event.requestContext.requestId)).toMatchObject({
      companyId: company.companyId,
      status: 400,
      errorCode: 'INVALID_KEY',
      logins: ['ana'],
    });
  });

  it('files rate-limited validations under the company whose key they carry', async () => {
    const company = await newCompany();
    // TEST-NET-3, not the 198.51.100.x that integration-validator-data.test.ts counts through: this
    // test uses up the per-IP limit, and an IP shared with that file answered it 429 (a CI flake).
    const sourceIp = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    let last: { status: number; requestId: string } | undefined;
    for (let i = 0; i < 11; i += 1) {
      const event = sampleEvent('integrationValidatorData.json', { key: company.key });
      event.requestContext.http.sourceIp = sourceIp;
      const result = await validate(event, {} as never);
      last = { status: result.statusCode ?? 0, requestId: event.requestContext.requestId };
    }
    expect(last?.status).toBe(429);
    expect(await transmissionOf(company.companyId, last?.requestId ?? '')).toMatchObject({
      status: 429,
      errorCode: 'RATE_LIMITED',
    });
  });

  it('keeps undecryptable keys unattributed, and records no logins for successes', async () => {
    const company = await newCompany({ employees: [employee('bia')] });
    const bad = sampleEvent('sendPunchClock.json', punch(`${company.key.slice(0, -3)}`, 'bia'));
    expect((await sendPunchClock(bad, {} as never)).statusCode).toBe(401);
    expect(await transmissionOf(UNKNOWN_COMPANY, bad.requestContext.requestId)).toMatchObject({
      errorCode: 'INVALID_KEY',
      logins: ['bia'],
    });
    const good = sampleEvent('sendPunchClock.json', punch(company.key, 'bia'));
    expect((await sendPunchClock(good, {} as never)).statusCode).toBe(200);
    const recorded = await transmissionOf(company.companyId, good.requestContext.requestId);
    expect(recorded).toMatchObject({ status: 200 });
    expect(recorded).not.toHaveProperty('logins');
  });
});

describe('loginsOf', () => {
  it('reads the login fields of every endpoint, at most 20, without repeats', () => {
    expect(loginsOf({ user: 'ana', employee: ' bob ', users: ['ana', 'cy', 3] })).toEqual([
      'ana',
      'bob',
      'cy',
    ]);
    expect(loginsOf({ Employees: ['x'] })).toEqual(['x']);
    expect(loginsOf({ data: { employees: [{ login: 'a' }, { name: 'no login' }, null] } })).toEqual(['a']);
    const many = Array.from({ length: 50 }, (_, i) => `u${i}`);
    expect(loginsOf({ users: many })).toHaveLength(20);
    expect(loginsOf('not an object')).toEqual([]);
  });
});
