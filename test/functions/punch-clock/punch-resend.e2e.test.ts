/**
 * A punch sent again over HTTP: when its time is already stored for that field of that day, nothing
 * of the day changes (not its source, not its action_id), whatever was sent in between.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

describe('a punch sent again', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  const post = (path: string, body: Record<string, unknown>) =>
    http(`${gateway.baseUrl}${path}`, { body: { key: company.key, ...body } });
  const dayOf = async (username: string) => {
    const answer = await post('/listPunchClockByDay', { date: '2026-03-10' });
    return answer.json.result.punches.find((p: { username: string }) => p.username === username);
  };
  const beginDay = (username: string) =>
    post('/recordPunch', {
      username,
      actionType: 'BEGIN_DAY',
      actionDatetimeSent: '2026-03-10T12:00:00Z',
      hostname: 'NB-01',
      locationType: 'office',
    });
  const sendDay = (username: string, times: Record<string, string>) =>
    post('/sendPunchClock', {
      username,
      date: '2026-03-10',
      ...times,
      hostname: 'NB-HR',
      locationType: 'home',
      source: 'hr-system',
    });

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('ana'), employee('bia')] });
  });
  afterAll(() => gateway.close());

  it('recordPunch after a sendPunchClock of the day: same action_id answered, the day unchanged', async () => {
    const first = await beginDay('ana');
    expect(first.status).toBe(200);
    const sent = await sendDay('ana', { beginDay: '2026-03-10T12:00:00Z', endDay: '2026-03-10T21:00:00Z' });
    expect(sent.status).toBe(200);
    const before = await dayOf('ana');
    expect(before).toMatchObject({ source: 'hr-system', action_id: sent.json.result.action_id });

    const again = await beginDay('ana');
    expect(again.status).toBe(200);
    expect(again.json.result).toEqual(first.json.result);
    expect(await dayOf('ana')).toEqual(before);
  });

  it('sendPunchClock sent again after a recordPunch of another field: the day unchanged', async () => {
    const times = { beginDay: '2026-03-10T12:00:00Z', beginLunch: '2026-03-10T15:00:00Z' };
    const first = await sendDay('bia', times);
    expect(first.status).toBe(200);
    const lunch = await post('/recordPunch', {
      username: 'bia',
      actionType: 'END_LUNCH',
      actionDatetimeSent: '2026-03-10T16:00:00Z',
      hostname: 'NB-02',
      locationType: 'office',
    });
    expect(lunch.status).toBe(200);
    const before = await dayOf('bia');
    expect(before).toMatchObject({
      endLunch: '2026-03-10T16:00:00Z',
      action_id: lunch.json.result.action_id,
    });

    const again = await sendDay('bia', times);
    expect(again.status).toBe(200);
    expect(again.json.result).toEqual(first.json.result);
    expect(await dayOf('bia')).toEqual(before);
  });

  it('a punch with a new time still replaces the stored one, source and action_id included', async () => {
    const moved = await post('/recordPunch', {
      username: 'ana',
      actionType: 'END_DAY',
      actionDatetimeSent: '2026-03-10T21:30:00Z',
      hostname: 'NB-01',
      locationType: 'office',
    });
    expect(moved.status).toBe(200);
    expect(await dayOf('ana')).toMatchObject({
      endDay: '2026-03-10T21:30:00Z',
      source: 'integration',
      action_id: moved.json.result.action_id,
    });
  });
});
