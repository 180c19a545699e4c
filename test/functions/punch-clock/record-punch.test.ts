import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listHandler } from '../../../functions/punch-clock/list-punch-clock-by-day.js';
import { handler } from '../../../functions/punch-clock/record-punch.js';
import { deleteCompany } from '../../../lib/companies/manage-companies.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { call } from './support.js';

const punch = (company: TestCompany, fields: Record<string, unknown> = {}) =>
  call(handler, 'recordPunch', {
    key: company.key,
    username: 'ana',
    actionType: 'BEGIN_DAY',
    actionDatetimeSent: '2026-03-10T12:00:00Z',
    hostname: 'NB-01',
    locationType: 'office',
    ...fields,
  });

const dayOf = async (company: TestCompany, date: string) =>
  (await call(listHandler, 'listPunchClockByDay', { key: company.key, date })).body.result.punches;

describe('POST /recordPunch', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany({
      timezone: 'America/Sao_Paulo',
      employees: [employee('ana'), employee('kenji', { timezone: 'Asia/Tokyo' })],
    });
  });

  it('sets the punched time of the day and answers with a deterministic action id', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    const answer = await punch(other);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      err: false,
      result: {
        success: true,
        action_id: expect.stringMatching(/^pa_/),
        action_date: '2026-03-10',
        username: 'ana',
        actionType: 'BEGIN_DAY',
      },
    });
    expect(await dayOf(other, '2026-03-10')).toEqual([
      expect.objectContaining({
        username: 'ana',
        beginDay: '2026-03-10T12:00:00Z',
        endDay: null,
        hostname: 'NB-01',
        locationType: 'office',
        source: 'integration',
        action_id: answer.body.result.action_id,
      }),
    ]);
  });

  it("files the punch under its date in the company's time zone", async () => {
    // 02:30 UTC on the 11th is 23:30 of the 10th in São Paulo.
    const answer = await punch(company, {
      actionType: 'END_DAY',
      actionDatetimeSent: '2026-04-11T02:30:00Z',
    });
    expect(answer.body.result.action_date).toBe('2026-04-10');
    expect(await dayOf(company, '2026-04-10')).toEqual([
      expect.objectContaining({ username: 'ana', endDay: '2026-04-11T02:30:00Z' }),
    ]);
    expect(await dayOf(company, '2026-04-11')).toEqual([]);
  });

  it("uses the employee's own time zone when master data gives one", async () => {
    // 20:00 UTC on the 10th is 05:00 of the 11th in Tokyo.
    const answer = await punch(company, { username: 'kenji', actionDatetimeSent: '2026-04-10T20:00:00Z' });
    expect(answer.body.result.action_date).toBe('2026-04-11');
  });

  it('stores a resent punch once, with the same action id', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    const first = await punch(other, { source: 'clock-app' });
    const again = await punch(other, { source: 'clock-app' });
    expect(again.status).toBe(200);
    expect(again.body.result.action_id).toBe(first.body.result.action_id);
    const later = await punch(other, { actionDatetimeSent: '2026-03-10T12:01:00Z' });
    expect(later.body.result.action_id).not.toBe(first.body.result.action_id);
    expect(await dayOf(other, '2026-03-10')).toHaveLength(1);
  });

  it('keeps all four punches of a day that arrive together and out of order', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    const punches = [
      ['END_DAY', '2026-03-10T21:00:00Z'],
      ['END_LUNCH', '2026-03-10T16:00:00Z'],
      ['BEGIN_LUNCH', '2026-03-10T15:00:00Z'],
      ['BEGIN_DAY', '2026-03-10T12:00:00Z'],
    ];
    const answers = await Promise.all(
      punches.map(([actionType, at]) => punch(other, { actionType, actionDatetimeSent: at })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(await dayOf(other, '2026-03-10')).toEqual([
      expect.objectContaining({
        beginDay: '2026-03-10T12:00:00Z',
        beginLunch: '2026-03-10T15:00:00Z',
        endLunch: '2026-03-10T16:00:00Z',
        endDay: '2026-03-10T21:00:00Z',
        workedMinutes: 480,
      }),
    ]);
  });

  it('refuses an END_DAY before the stored BEGIN_DAY, naming both, and changes nothing', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    await punch(other);
    const answer = await punch(other, { actionType: 'END_DAY', actionDatetimeSent: '2026-03-10T11:00:00Z' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.body.message).toContain('endDay');
    expect(answer.body.message).toContain('beginDay');
    expect(await dayOf(other, '2026-03-10')).toEqual([expect.objectContaining({ endDay: null })]);
  });

  it('refuses a lunch outside the stored day', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    await punch(other, { actionType: 'END_DAY', actionDatetimeSent: '2026-03-10T20:00:00Z' });
    const answer = await punch(other, {
      actionType: 'BEGIN_LUNCH',
      actionDatetimeSent: '2026-03-10T20:30:00Z',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/beginLunch.*endDay/);
  });

  it('lets only one of two contradicting punches sent together in', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    const answers = await Promise.all([
      punch(other, { actionType: 'BEGIN_DAY', actionDatetimeSent: '2026-03-10T12:00:00Z' }),
      punch(other, { actionType: 'END_DAY', actionDatetimeSent: '2026-03-10T11:00:00Z' }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    const [day] = await dayOf(other, '2026-03-10');
    expect([day.beginDay, day.endDay].filter(Boolean)).toHaveLength(1);
  });

  it('answers 404 NOT_FOUND for a login not in master data', async () => {
    const answer = await punch(company, { username: 'nobody' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ err: true, code: 'NOT_FOUND' });
    expect(answer.body.message).toContain('nobody');
  });

  it('answers 400 MISSING_REQUIRED_FIELDS naming every absent field', async () => {
    const answer = await call(handler, 'recordPunch', { key: company.key, username: 'ana', hostname: null });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('MISSING_REQUIRED_FIELDS');
    for (const field of ['actionType', 'actionDatetimeSent', 'hostname', 'locationType']) {
      expect(answer.body.message).toContain(field);
    }
    expect(answer.body.message).not.toContain('source');
  });

  it.each([
    ['an unknown actionType', { actionType: 'BEGIN_BREAK' }, 'actionType'],
    ['an unknown locationType', { locationType: 'beach' }, 'locationType'],
    ['a time of 24:00:00', { actionDatetimeSent: '2026-03-10T24:00:00Z' }, 'actionDatetimeSent'],
    ['an impossible date', { actionDatetimeSent: '2026-02-30T10:00:00Z' }, 'actionDatetimeSent'],
    ['an offset instead of Z', { actionDatetimeSent: '2026-03-10T10:00:00-03:00' }, 'actionDatetimeSent'],
    ['milliseconds', { actionDatetimeSent: '2026-03-10T10:00:00.000Z' }, 'actionDatetimeSent'],
    ['a number as username', { username: 42 }, 'username'],
    ['a 100 KB hostname', { hostname: 'x'.repeat(100_000) }, 'hostname'],
    ['an empty source', { source: '' }, 'source'],
  ])('answers 400 INVALID_FIELD for %s', async (_label, fields, field) => {
    const answer = await punch(company, fields);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.body.message).toContain(field);
  });

  it('ignores unknown fields and keeps the source sent', async () => {
    const other = await newCompany({ employees: [employee('ana')] });
    const answer = await punch(other, { source: 'hr-system', mood: 'sunny', __proto__: { polluted: true } });
    expect(answer.status).toBe(200);
    expect(await dayOf(other, '2026-03-10')).toEqual([expect.objectContaining({ source: 'hr-system' })]);
  });

  it('answers the key errors: 400 MISSING_KEY, 401 and 400 INVALID_KEY', async () => {
    expect((await punch({ ...company, key: '' })).body.code).toBe('MISSING_KEY');
    const truncated = await punch({ ...company, key: company.key.slice(0, -4) });
    expect([truncated.status, truncated.body.code]).toEqual([401, 'INVALID_KEY']);
    const gone = await newCompany({ employees: [employee('ana')] });
    await deleteCompany(gone.companyId);
    const unknown = await punch(gone);
    expect([unknown.status, unknown.body.code]).toEqual([400, 'INVALID_KEY']);
  });
});
