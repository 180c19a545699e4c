// End to end: the five punch-clock and calendar endpoints over real HTTP through the local gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

const ENDPOINTS = ['/recordPunch', '/sendPunchClock', '/listPunchClockByDay', '/getEvents', '/setEvent'];

describe('punch clock and calendar over HTTP', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  const post = (path: string, body: unknown, headers?: Record<string, string>) =>
    http(`${gateway.baseUrl}${path}`, {
      method: 'POST',
      body: body as object,
      ...(headers ? { headers } : {}),
    });

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({
      timezone: 'America/Sao_Paulo',
      employees: [employee('ana'), employee('bia')],
    });
  });
  afterAll(() => gateway.close());

  it('keeps out-of-order punches sent together, merges a partial day and lists the day', async () => {
    const punch = (actionType: string, at: string) =>
      post('/recordPunch', {
        key: company.key,
        username: 'ana',
        actionType,
        actionDatetimeSent: at,
        hostname: 'NB-ANA',
        locationType: 'office',
      });
    const answers = await Promise.all([
      punch('END_LUNCH', '2026-03-10T16:00:00Z'),
      punch('BEGIN_DAY', '2026-03-10T12:00:00Z'),
      punch('BEGIN_LUNCH', '2026-03-10T15:00:00Z'),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers[0]?.headers['x-request-id']).toBeTruthy();
    const resent = await punch('BEGIN_DAY', '2026-03-10T12:00:00Z');
    expect(resent.json.result.action_id).toBe(answers[1]?.json.result.action_id);

    const partial = await post('/sendPunchClock', {
      key: company.key,
      username: 'ana',
      date: '2026-03-10',
      endDay: '2026-03-10T21:00:00Z',
      hostname: 'NB-ANA',
      locationType: 'home',
    });
    expect(partial.status).toBe(200);
    expect(partial.json.result).toMatchObject({ success: true, action_date: '2026-03-10', username: 'ana' });

    const listed = await post('/listPunchClockByDay', { key: company.key, date: '2026-03-10' });
    expect(listed.status).toBe(200);
    expect(listed.json.result.punches).toEqual([
      expect.objectContaining({
        username: 'ana',
        beginDay: '2026-03-10T12:00:00Z',
        beginLunch: '2026-03-10T15:00:00Z',
        endLunch: '2026-03-10T16:00:00Z',
        endDay: '2026-03-10T21:00:00Z',
        locationType: 'home',
        workedMinutes: 480,
        approvedExtensionMinutes: 0,
      }),
    ]);
  });

  it('writes no event of a 100-event call with one bad event, then finds a multi-day event from inside it', async () => {
    const events = Array.from({ length: 100 }, (_, i) => ({
      id: `bulk-${i}`,
      name: `Bulk ${i}`,
      users: ['bia'],
      dateTimeBegin: '2026-06-01 08:00:00',
      dateTimeEnd: '2026-06-01 09:00:00',
    }));
    events[99] = {
      ...events[0],
      id: 'bulk-99',
      dateTimeEnd: '2026-06-01 24:00:00',
    } as (typeof events)[number];
    const refused = await post('/setEvent', { key: company.key, payload: { events } });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(refused.json.message).toContain('events[99].dateTimeEnd');
    const none = await post('/getEvents', {
      key: company.key,
      dateBegin: '2026-06-01',
      dateEnd: '2026-06-01',
    });
    expect(none.json).toEqual({ err: false, result: { events: [] } });

    const saved = await post('/setEvent', {
      key: company.key,
      updatedBy: 'hr',
      events: [
        {
          id: 'trip',
          name: 'Trip',
          users: ['bia'],
          dateTimeBegin: '2026-05-28 08:00:00',
          dateTimeEnd: '2026-06-03 18:00:00',
        },
      ],
    });
    expect(saved.status).toBe(200);
    expect(saved.json.err).toBe(false);
    expect(typeof saved.json.message).toBe('string');
    const found = await post('/getEvents', {
      key: company.key,
      payload: { dateBegin: '2026-06-02', dateEnd: '2026-06-30', users: ['bia'] },
    });
    expect(found.json.result.events).toEqual([
      expect.objectContaining({ id: 'trip', title: 'Trip', updatedBy: 'hr' }),
    ]);
  });

  it.each(ENDPOINTS)(
    '%s answers 415, 400 INVALID_JSON, 400 MISSING_KEY, 401 and 413 with the error envelope',
    async (path) => {
      const notJson = await post(path, 'key=x', { 'content-type': 'text/plain' });
      expect([notJson.status, notJson.json?.code]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
      const broken = await post(path, '{"key":', { 'content-type': 'application/json' });
      expect([broken.status, broken.json?.code]).toEqual([400, 'INVALID_JSON']);
      const noKey = await post(path, { date: '2026-03-10' });
      expect([noKey.status, noKey.json?.code]).toEqual([400, 'MISSING_KEY']);
      const badKey = await post(path, { key: `${company.key.slice(0, -1)}` });
      expect([badKey.status, badKey.json?.code]).toEqual([401, 'INVALID_KEY']);
      const huge = await post(path, { key: company.key, filler: 'x'.repeat(1024 * 1024) });
      expect([huge.status, huge.json?.code]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
      expect(huge.json.err).toBe(true);
    },
  );
});
