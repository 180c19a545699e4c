import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/punch-clock/list-punch-clock-by-day.js';
import { handler as sendHandler } from '../../../functions/punch-clock/send-punch-clock.js';
import { batchWriteAll } from '../../../lib/dynamo/batch.js';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { punchDayKeys } from '../../../lib/dynamo/keys.js';
import { getEmployeePunchDay, listPunchesOfDay } from '../../../lib/punch/list-punches.js';
import { InvalidCursorError } from '../../../lib/shared/errors.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { call } from './support.js';

const DATE = '2026-03-10';

const list = (company: TestCompany, fields: Record<string, unknown> = {}) =>
  call(handler, 'listPunchClockByDay', { key: company.key, date: DATE, ...fields });

const send = (company: TestCompany, username: string, times: Record<string, string>) =>
  call(sendHandler, 'sendPunchClock', {
    key: company.key,
    username,
    date: DATE,
    hostname: `host-${username}`,
    locationType: 'office',
    ...times,
  });

/** What the overtime issue's approval does to the same item: ADD minutes, nothing else. */
async function approveMinutes(companyId: string, login: string, minutes: number): Promise<void> {
  await documentDb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: punchDayKeys.item(companyId, DATE, login),
      UpdateExpression: 'ADD approvedExtensionMinutes :m',
      ExpressionAttributeValues: { ':m': minutes },
    }),
  );
}

describe('POST /listPunchClockByDay', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany({ employees: ['ana', 'bia', 'caio', 'duda'].map((login) => employee(login)) });
    await send(company, 'caio', { beginDay: '2026-03-10T09:00:00Z' });
    await send(company, 'ana', {
      beginDay: '2026-03-10T08:00:00Z',
      beginLunch: '2026-03-10T12:00:00Z',
      endLunch: '2026-03-10T13:00:00Z',
      endDay: '2026-03-10T17:00:00Z',
    });
    await send(company, 'bia', { beginDay: '2026-03-11T09:00:00Z', date: '2026-03-11' });
  });

  it("lists every employee's record of the day, in login order, with null for times not punched", async () => {
    const answer = await list(company);
    expect(answer.status).toBe(200);
    expect(answer.body.err).toBe(false);
    expect(answer.body.result.date).toBe(DATE);
    expect(answer.body.result.punches).toEqual([
      expect.objectContaining({ username: 'ana', workedMinutes: 480, approvedExtensionMinutes: 0 }),
      {
        username: 'caio',
        date: DATE,
        beginDay: '2026-03-10T09:00:00Z',
        beginLunch: null,
        endLunch: null,
        endDay: null,
        hostname: 'host-caio',
        locationType: 'office',
        source: 'integration',
        action_id: expect.stringMatching(/^pa_/),
        approvedExtensionMinutes: 0,
        workedMinutes: null,
      },
    ]);
  });

  it('lists only the users asked for; an empty list means everyone', async () => {
    const only = await list(company, { users: ['caio', 'bia', 'nobody'] });
    expect(only.body.result.punches.map((p: { username: string }) => p.username)).toEqual(['caio']);
    expect((await list(company, { users: [] })).body.result.punches).toHaveLength(2);
  });

  it('shows approved minutes on a day with no punch, and keeps them when punches arrive', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    await approveMinutes(other.companyId, 'ana', 45);
    expect((await list(other)).body.result.punches).toEqual([
      expect.objectContaining({
        username: 'ana',
        beginDay: null,
        endDay: null,
        approvedExtensionMinutes: 45,
      }),
    ]);
    await send(other, 'ana', { beginDay: '2026-03-10T08:00:00Z', endDay: '2026-03-10T18:00:00Z' });
    await approveMinutes(other.companyId, 'ana', 15);
    expect((await list(other)).body.result.punches).toEqual([
      expect.objectContaining({
        beginDay: '2026-03-10T08:00:00Z',
        approvedExtensionMinutes: 60,
        workedMinutes: 600,
      }),
    ]);
  });

  it('answers a 5,000-employee day in one call, reading it page by page', async () => {
    const big = await newCompany();
    const logins = Array.from({ length: 5_000 }, (_, i) => `emp${String(i).padStart(5, '0')}`);
    // Seeded in bulk (BatchWriteItem) to keep the test fast; items as writePunchDay leaves them.
    await batchWriteAll(
      logins.map((login) => ({
        PutRequest: {
          Item: {
            ...punchDayKeys.item(big.companyId, DATE, login),
            type: 'PunchDay',
            beginDay: '2026-03-10T08:00:00Z',
            endDay: '2026-03-10T17:00:00Z',
            hostname: `workstation-of-${login}`,
            locationType: 'office',
            source: 'integration',
            action_id: `pa_${login}`,
          },
        },
      })),
    );
    const answer = await list(big);
    expect(answer.status).toBe(200);
    const punches = answer.body.result.punches as { username: string; workedMinutes: number }[];
    expect(punches).toHaveLength(5_000);
    expect(new Set(punches.map((p) => p.username)).size).toBe(5_000);
    expect(punches.every((p) => p.workedMinutes === 540)).toBe(true);
  });

  it('pages for the MCP tools: limit and a sealed cursor cover the day exactly once; a login is no cursor', async () => {
    const page = { date: DATE, users: [], limit: 1 };
    const first = await listPunchesOfDay(company.companyId, page);
    expect(first.punches.map((p) => p.username)).toEqual(['ana']);
    const second = await listPunchesOfDay(company.companyId, { ...page, cursor: first.nextCursor });
    expect(second).toEqual({ punches: [expect.objectContaining({ username: 'caio' })] });
    await expect(listPunchesOfDay(company.companyId, { ...page, cursor: 'ana' })).rejects.toBeInstanceOf(
      InvalidCursorError,
    );
  });

  it("gives one employee's day, or null", async () => {
    expect(await getEmployeePunchDay(company.companyId, 'ana', DATE)).toMatchObject({ workedMinutes: 480 });
    expect(await getEmployeePunchDay(company.companyId, 'duda', DATE)).toBeNull();
  });

  it.each([
    ['no date', { date: undefined }, 'MISSING_REQUIRED_FIELDS', 'date'],
    ['an impossible date', { date: '2026-02-30' }, 'INVALID_FIELD', 'date'],
    ['a date with a time', { date: '2026-03-10 00:00:00' }, 'INVALID_FIELD', 'date'],
    ['users that is not an array', { users: 'ana' }, 'INVALID_FIELD', 'users'],
    ['a user that is not a string', { users: ['ana', 7] }, 'INVALID_FIELD', 'users[1]'],
    ['10,000 users', { users: Array.from({ length: 10_000 }, (_, i) => `u${i}`) }, 'INVALID_FIELD', '5000'],
  ])('answers 400 for %s', async (_label, fields, code, text) => {
    const answer = await list(company, fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code });
    expect(answer.body.message).toContain(text);
  });

  it('answers 400 MISSING_KEY and 401 INVALID_KEY', async () => {
    expect((await call(handler, 'listPunchClockByDay', { date: DATE })).body.code).toBe('MISSING_KEY');
    expect((await list({ ...company, key: `${company.key}x` })).status).toBe(401);
  });
});
