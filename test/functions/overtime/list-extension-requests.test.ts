import { beforeAll, describe, expect, it } from 'vitest';
import { handler as list } from '../../../functions/overtime/list-extension-requests.js';
import { handler as request } from '../../../functions/overtime/request-extension.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { callHandler } from './call.js';

describe('POST /listExtensionRequests', () => {
  let company: TestCompany;
  let otherCompany: TestCompany;
  const boss = `boss-${uniqueId()}@x.com`;

  const listFor = (body: Record<string, unknown>, key = company.key) =>
    callHandler(list, 'listExtensionRequests.json', { key, ...body });

  beforeAll(async () => {
    company = await newCompany({
      name: `Lista HOMOLOG ${uniqueId()}`,
      employees: [employee('ana', { manager: boss }), employee('bia', { manager: `x-${boss}` })],
    });
    otherCompany = await newCompany({ employees: [employee('ana', { manager: boss })] });
    for (const [user, reqMinutes] of [
      ['ana', 10],
      ['ana', 20],
      ['ana', 30],
      ['bia', 40],
    ] as const) {
      const answer = await callHandler(request, 'requestExtension.json', {
        key: company.key,
        user,
        reqMinutes,
        justification: `motivo ${reqMinutes}`,
        extraTime: '2026-11-02 18:00:00',
      });
      expect(answer.status).toBe(200);
    }
  });

  it('lists the pending requests whose approver is email, oldest first, in the documented shape', async () => {
    const answer = await listFor({ email: boss.toUpperCase() });
    expect(answer.status).toBe(200);
    const requests = answer.body.result.requests;
    expect(requests.map((r: { reqMinutes: number }) => r.reqMinutes)).toEqual([10, 20, 30]);
    expect(requests[0]).toEqual({
      requestId: expect.stringMatching(/^ext_/),
      user: 'ana',
      reqMinutes: 10,
      justification: 'motivo 10',
      extraTime: '2026-11-02 18:00:00',
      manager: boss,
      status: 'pending',
      requestTime: 600,
      createdAt: expect.any(String),
      emailStatus: 'skipped',
    });
    expect(answer.body.result.nextCursor).toBeUndefined();
  });

  it('pages with limit and cursor', async () => {
    const first = await listFor({ email: boss, limit: 2 });
    expect(first.body.result.requests).toHaveLength(2);
    const cursor = first.body.result.nextCursor;
    expect(cursor).toEqual(expect.any(String));
    const second = await listFor({ email: boss, limit: 2, cursor });
    expect(second.body.result.requests.map((r: { reqMinutes: number }) => r.reqMinutes)).toEqual([30]);
  });

  it('never lists another company’s requests, nor accepts its cursor', async () => {
    expect((await listFor({ email: boss }, otherCompany.key)).body.result.requests).toEqual([]);
    const { nextCursor } = (await listFor({ email: boss, limit: 1 })).body.result;
    const foreign = await listFor({ email: boss, cursor: nextCursor }, otherCompany.key);
    expect(foreign.status).toBe(400);
    expect(foreign.body).toMatchObject({ code: 'INVALID_FIELD' });
    expect(foreign.body.message).toContain('cursor');
  });

  it.each([
    ['email missing', {}, 'MISSING_REQUIRED_FIELDS'],
    ['email not an e-mail', { email: 'boss' }, 'INVALID_FIELD'],
    ['limit over 100', { email: 'a@x.com', limit: 101 }, 'INVALID_FIELD'],
    ['a cursor that is not one', { email: 'a@x.com', cursor: 'bm90IGEgY3Vyc29y' }, 'INVALID_FIELD'],
  ])('answers 400 for %s', async (_label, body, code) => {
    const answer = await listFor(body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(code);
  });
});
