import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { handler as insertRule } from '../../../functions/app-classification/insert-app-classification-rule.js';
import { handler as validate } from '../../../functions/master-data/integration-validator-data.js';
import { handler as masterData } from '../../../functions/master-data/submit-master-data.js';
import { handler as insertNotification } from '../../../functions/notifications/insert-notification.js';
import { handler as approveRequest } from '../../../functions/overtime/approve-request.js';
import { handler as requestExtension } from '../../../functions/overtime/request-extension.js';
import { handler as getEvents } from '../../../functions/punch-clock/get-events.js';
import { handler as listPunchClockByDay } from '../../../functions/punch-clock/list-punch-clock-by-day.js';
import { handler as recordPunch } from '../../../functions/punch-clock/record-punch.js';
import { handler as sendPunchClock } from '../../../functions/punch-clock/send-punch-clock.js';
import { revokeKey, rotateKey } from '../../../lib/companies/manage-companies.js';
import { UNKNOWN_COMPANY } from '../../../lib/dynamo/keys.js';
import { listTransmissionsOfDay } from '../../../lib/dynamo/transmission-store.js';
import { fieldIgnoringCase, recordedLogins } from '../../../lib/http/transmission-subjects.js';
import { employee, newCompany, sampleEvent } from '../../support/fixtures.js';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<{ statusCode?: number }>;

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

describe('the logins each endpoint names', () => {
  const garbage = 'ck1.garbage';
  const cases: Array<[string, Handler, string, Record<string, unknown>, string[]]> = [
    ['sendPunchClock', sendPunchClock, 'sendPunchClock.json', { username: 'ana' }, ['ana']],
    ['recordPunch', recordPunch, 'recordPunch.json', { username: 'ana' }, ['ana']],
    ['requestExtension', requestExtension, 'requestExtension.json', { user: 'bo' }, ['bo']],
    ['approveRequest', approveRequest, 'approveRequest.json', { employee: 'cy' }, ['cy']],
    [
      'listPunchClockByDay',
      listPunchClockByDay,
      'listPunchClockByDay.json',
      { users: ['d1', 'd2'] },
      ['d1', 'd2'],
    ],
    ['getEvents', getEvents, 'getEvents.json', { users: ['e1'] }, ['e1']],
    ['insertNotification', insertNotification, 'insertNotification.json', { Employees: ['f1'] }, ['f1']],
    [
      'masterData',
      masterData,
      'masterData.json',
      { data: { employees: [{ login: 'g1' }, { name: 'no login' }, null] } },
      ['g1'],
    ],
    ['insertAppClassificationRule', insertRule, 'insertAppClassificationRule.json', { user: 'h1' }, []],
  ];

  it.each(cases)('%s records them for a failed request', async (endpoint, handler, file, fields, logins) => {
    const event = sampleEvent(file, { key: garbage, ...fields });
    const result = await handler(event, {} as never);
    expect(result.statusCode).toBeGreaterThanOrEqual(400);
    const recorded = await transmissionOf(UNKNOWN_COMPANY, event.requestContext.requestId);
    expect(recorded).toMatchObject({ endpoint, errorCode: 'INVALID_KEY' });
    if (logins.length > 0) expect(recorded?.logins).toEqual(logins);
    else expect(recorded).not.toHaveProperty('logins');
  });
});

describe('recordedLogins', () => {
  it('keeps the strings an endpoint names, trimmed, each once, at most 20', () => {
    expect(recordedLogins(['ana', ' bob ', 'ana', 'cy', 3, '', null])).toEqual(['ana', 'bob', 'cy']);
    expect(recordedLogins(' dee ')).toEqual(['dee']);
    expect(recordedLogins({ login: 'not a list' })).toEqual([]);
    expect(recordedLogins(undefined)).toEqual([]);
    const many = Array.from({ length: 50 }, (_, i) => `u${i}`);
    expect(recordedLogins(many)).toHaveLength(20);
    expect(recordedLogins(['x'.repeat(500)])).toEqual(['x'.repeat(200)]);
  });

  it('reads a field in any letter case where an endpoint reads its keys that way', () => {
    expect(fieldIgnoringCase({ Employees: ['x'] }, 'employees')).toEqual(['x']);
    expect(fieldIgnoringCase({ other: 1 }, 'employees')).toBeUndefined();
  });
});
