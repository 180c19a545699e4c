import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listHandler } from '../../../functions/punch-clock/list-punch-clock-by-day.js';
import { handler as recordHandler } from '../../../functions/punch-clock/record-punch.js';
import { handler } from '../../../functions/punch-clock/send-punch-clock.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { call } from './support.js';

const send = (company: TestCompany, fields: Record<string, unknown> = {}) =>
  call(handler, 'sendPunchClock', {
    key: company.key,
    username: 'ana',
    date: '2026-03-10',
    hostname: 'NB-01',
    locationType: 'home',
    ...fields,
  });

const fullDay = {
  beginDay: '2026-03-10T12:00:00Z',
  beginLunch: '2026-03-10T15:00:00Z',
  endLunch: '2026-03-10T16:00:00Z',
  endDay: '2026-03-10T21:30:00Z',
};

const dayOf = async (company: TestCompany, date = '2026-03-10') =>
  (await call(listHandler, 'listPunchClockByDay', { key: company.key, date })).body.result.punches;

describe('POST /sendPunchClock', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany({ timezone: 'America/Sao_Paulo', employees: [employee('ana')] });
  });

  it('records a whole day and answers {success, action_id, action_date, username}', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    const answer = await send(other, { ...fullDay, source: 'hr-system' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      err: false,
      result: {
        success: true,
        action_id: expect.stringMatching(/^pa_/),
        action_date: '2026-03-10',
        username: 'ana',
      },
    });
    expect(await dayOf(other)).toEqual([
      {
        username: 'ana',
        date: '2026-03-10',
        ...fullDay,
        hostname: 'NB-01',
        locationType: 'home',
        source: 'hr-system',
        action_id: answer.body.result.action_id,
        approvedExtensionMinutes: 0,
        workedMinutes: 510,
      },
    ]);
  });

  it('merges a partial day into the stored one: the times sent overwrite, the others stay', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    await send(other, { beginDay: fullDay.beginDay, endDay: '2026-03-10T20:00:00Z' });
    const answer = await send(other, {
      beginLunch: fullDay.beginLunch,
      endLunch: fullDay.endLunch,
      endDay: fullDay.endDay,
    });
    expect(answer.status).toBe(200);
    expect(await dayOf(other)).toEqual([expect.objectContaining({ ...fullDay, workedMinutes: 510 })]);
  });

  it('merges with punches recorded one by one', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    await call(recordHandler, 'recordPunch', {
      key: other.key,
      username: 'ana',
      actionType: 'BEGIN_DAY',
      actionDatetimeSent: fullDay.beginDay,
      hostname: 'NB-01',
      locationType: 'office',
    });
    await send(other, { endDay: fullDay.endDay });
    expect(await dayOf(other)).toEqual([
      expect.objectContaining({ beginDay: fullDay.beginDay, endDay: fullDay.endDay, workedMinutes: 570 }),
    ]);
  });

  it('gives the same action_id to the same day sent twice, and stores it once', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    const first = await send(other, fullDay);
    const again = await send(other, fullDay);
    expect(again.body.result.action_id).toBe(first.body.result.action_id);
    expect((await send(other, { endDay: fullDay.endDay })).body.result.action_id).not.toBe(
      first.body.result.action_id,
    );
    expect(await dayOf(other)).toHaveLength(1);
  });

  it('answers 400 MISSING_REQUIRED_FIELDS naming the four times when none is sent', async () => {
    const answer = await send(company, { beginDay: null });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'MISSING_REQUIRED_FIELDS' });
    expect(answer.body.message).toBe('missing required fields: beginDay, beginLunch, endLunch, endDay');
  });

  it('names the other absent fields together with the times', async () => {
    const answer = await call(handler, 'sendPunchClock', { key: company.key });
    expect(answer.body.code).toBe('MISSING_REQUIRED_FIELDS');
    for (const field of ['username', 'date', 'hostname', 'locationType', 'beginDay', 'endDay']) {
      expect(answer.body.message).toContain(field);
    }
  });

  it("refuses a time that is not on the stated day in the company's time zone", async () => {
    // 01:00 UTC on the 11th is still the 10th in São Paulo (22:00): accepted.
    expect((await send(company, { endDay: '2026-03-11T01:00:00Z' })).status).toBe(200);
    // 02:00 UTC on the 10th is the 9th in São Paulo (23:00): refused.
    const answer = await send(company, { date: '2026-03-11', beginDay: '2026-03-11T02:00:00Z' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'INVALID_FIELD' });
    expect(answer.body.message).toContain('beginDay');
    expect(answer.body.message).toContain('America/Sao_Paulo');
  });

  it.each([
    [
      'END_DAY before BEGIN_DAY',
      { beginDay: fullDay.endDay, endDay: fullDay.beginDay },
      ['endDay', 'beginDay'],
    ],
    [
      'a lunch before the day',
      { beginDay: fullDay.beginDay, beginLunch: '2026-03-10T11:00:00Z' },
      ['beginLunch', 'beginDay'],
    ],
    [
      'a lunch after the day',
      { endLunch: '2026-03-10T22:00:00Z', endDay: fullDay.endDay },
      ['endDay', 'endLunch'],
    ],
    [
      'a lunch ending before it begins',
      { beginLunch: fullDay.endLunch, endLunch: fullDay.beginLunch },
      ['endLunch'],
    ],
  ])('answers 400 INVALID_FIELD for %s, naming the fields', async (_label, times, fields) => {
    const other = await newCompany({ employees: [employee('ana')] });
    const answer = await send(other, times);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_FIELD');
    for (const field of fields) expect(answer.body.message).toContain(field);
    expect(await dayOf(other)).toEqual([]);
  });

  it('refuses times that contradict the stored day and keeps the stored day', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    await send(other, fullDay);
    const answer = await send(other, { beginDay: '2026-03-10T22:00:00Z' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/beginDay.*stored/);
    expect(await dayOf(other)).toEqual([expect.objectContaining(fullDay)]);
  });

  it.each([
    ['an impossible date', { date: '2026-02-30', endDay: '2026-03-01T20:00:00Z' }, 'date'],
    ['a date in another format', { date: '10/03/2026', endDay: fullDay.endDay }, 'date'],
    ['a time of 24:00:00', { endDay: '2026-03-10T24:00:00Z' }, 'endDay'],
    ['a time that is not a string', { beginLunch: 1741600000 }, 'beginLunch'],
    ['an unknown locationType', { locationType: 'remote', endDay: fullDay.endDay }, 'locationType'],
    ['a 100 KB username', { username: 'a'.repeat(100_000), endDay: fullDay.endDay }, 'username'],
  ])('answers 400 INVALID_FIELD for %s', async (_label, fields, field) => {
    const answer = await send(company, fields);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_FIELD');
    expect(answer.body.message).toContain(field);
  });

  it('answers 404 NOT_FOUND for a login not in master data', async () => {
    const answer = await send(company, { username: 'ghost', endDay: fullDay.endDay });
    expect([answer.status, answer.body.code]).toEqual([404, 'NOT_FOUND']);
  });

  it('answers 400 MISSING_KEY without a key and 401 for a tampered one', async () => {
    expect((await send({ ...company, key: undefined as unknown as string }, fullDay)).body.code).toBe(
      'MISSING_KEY',
    );
    const tampered = `${company.key.slice(0, -2)}${company.key.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await send({ ...company, key: tampered }, fullDay)).status).toBe(401);
  });
});
