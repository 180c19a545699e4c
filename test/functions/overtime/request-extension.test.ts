import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/overtime/request-extension.js';
import { getRequestedSeconds, listPendingOfEmployee } from '../../../lib/dynamo/extension-store.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { employee, newCompany, sampleEvent, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { emailsTo } from '../../support/ses-inbox.js';
import { callHandler } from './call.js';

const call = (body: unknown, headers?: Record<string, string>) =>
  callHandler(handler, 'requestExtension.json', body, headers);

describe('GET /requestExtension', () => {
  it('answers the health-check text', async () => {
    const event = sampleEvent('requestExtension.json');
    event.requestContext.http.method = 'GET';
    delete event.body;
    const result = await handler(event, {} as never);
    expect(result.statusCode).toBe(200);
    expect(result.headers['content-type']).toMatch(/^text\/plain/);
    expect(result.body).toBe('RequestExtension service is running.');
  });
});

describe('POST /requestExtension', () => {
  let company: TestCompany;
  const boss = `boss-${uniqueId()}@x.com`;
  const valid = () => ({ key: company.key, user: 'ana', reqMinutes: 30, justification: 'Fechamento' });

  beforeAll(async () => {
    company = await newCompany({
      timezone: 'America/Sao_Paulo',
      employees: [
        employee('ana', { email: 'ana@x.com', manager: boss }),
        employee('solo', { email: 'solo@x.com' }),
      ],
    });
  });

  it('stores a pending request, mails the approver and answers requestTime and approvalLinkKey', async () => {
    const answer = await call({ ...valid(), reqMinutes: 45, extraTime: '2026-05-04 18:00:00' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      err: false,
      requestTime: 2700,
      manager: boss,
      emailStatus: 'sent',
      approvalLinkKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect(answer.body.message).toContain(boss);
    const [pending] = await listPendingOfEmployee(company.companyId, 'ana');
    expect(pending).toMatchObject({ status: 'pending', day: '2026-05-04', reqMinutes: 45, manager: boss });
    expect(await emailsTo(boss)).toHaveLength(1);
  });

  it('accumulates the seconds of the employee’s day across requests', async () => {
    const body = { ...valid(), extraTime: '2026-05-10 08:00:00' };
    expect((await call({ ...body, reqMinutes: 10 })).body.requestTime).toBe(600);
    expect((await call({ ...body, reqMinutes: 20, extraTime: '2026-05-10 22:00:00' })).body.requestTime).toBe(
      1800,
    );
    // Another day starts from zero.
    expect((await call({ ...body, reqMinutes: 5, extraTime: '2026-05-11 08:00:00' })).body.requestTime).toBe(
      300,
    );
    expect(await getRequestedSeconds(company.companyId, 'ana', '2026-05-10')).toBe(1800);
  });

  it('counts a request without extraTime into today in the employee’s time zone', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    const before = await getRequestedSeconds(company.companyId, 'ana', today);
    const answer = await call({ ...valid(), reqMinutes: 3, extraTime: null });
    expect(answer.body.requestTime).toBe(before + 180);
  });

  it.each([
    ['no key', (b: Record<string, unknown>) => ({ ...b, key: undefined }), 400, 'MISSING_KEY'],
    ['an empty key', (b: Record<string, unknown>) => ({ ...b, key: '' }), 400, 'MISSING_KEY'],
    [
      'a truncated key',
      (b: Record<string, unknown>) => ({ ...b, key: String(b.key).slice(0, -4) }),
      401,
      'INVALID_KEY',
    ],
  ])('answers %s with %i %s', async (_label, mangle, status, code) => {
    const answer = await call(mangle(valid()));
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ err: true, code });
  });

  it('answers 400 INVALID_KEY for a key of a company that does not exist any more', async () => {
    const gone = await newCompany();
    const { deleteCompany } = await import('../../../lib/companies/manage-companies.js');
    await deleteCompany(gone.companyId);
    const answer = await call({ ...valid(), key: gone.key });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_KEY' });
  });

  it('answers 400 MISSING_REQUIRED_FIELDS naming every absent field', async () => {
    const answer = await call({ key: company.key, reqMinutes: 10 });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('MISSING_REQUIRED_FIELDS');
    expect(answer.body.message).toBe('missing required fields: user, justification');
  });

  it.each([
    ['zero', 0, 'must be at least 1 minute'],
    ['negative', -5, 'must be at least 1 minute'],
    ['a fraction', 1.5, 'must be a whole number of minutes'],
    ['over 1,440', 1441, 'must be at most 1440 minutes (one day)'],
    ['a numeric string', '30', 'must be a whole number of minutes'],
    ['a boolean', true, 'must be a whole number of minutes'],
  ])('answers 400 INVALID_FIELD for reqMinutes %s', async (_label, reqMinutes, problem) => {
    const answer = await call({ ...valid(), reqMinutes });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.body.message).toContain(`reqMinutes (${problem})`);
  });

  it('accepts reqMinutes of exactly 1,440', async () => {
    expect((await call({ ...valid(), reqMinutes: 1440, extraTime: '2026-06-01 00:00:00' })).status).toBe(200);
  });

  it.each([
    ['a day that does not exist', '2026-02-30 10:00:00'],
    ['ISO-8601 with T and Z', '2026-03-01T10:00:00Z'],
    ['a date only', '2026-03-01'],
    ['hour 25', '2026-03-01 25:00:00'],
    ['a number', 20260301],
  ])('answers 400 INVALID_FIELD for extraTime as %s', async (_label, extraTime) => {
    const answer = await call({ ...valid(), extraTime });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.body.message).toContain('extraTime');
  });

  it('answers 400 INVALID_FIELD for a manager that is not an e-mail, or is the employee’s own', async () => {
    expect((await call({ ...valid(), manager: 'not-an-email' })).body.code).toBe('INVALID_FIELD');
    const own = await call({ ...valid(), manager: 'ANA@x.com' });
    expect(own.status).toBe(400);
    expect(own.body.code).toBe('INVALID_FIELD');
  });

  it('answers 404 NOT_FOUND for a login that is not in master data', async () => {
    const answer = await call({ ...valid(), user: 'nobody' });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ err: true, code: 'NOT_FOUND' });
    expect(answer.body.message).toContain('nobody');
  });

  it('answers 400 INVALID_FIELD when no approver can be found, storing nothing', async () => {
    const answer = await call({ ...valid(), user: 'solo', extraTime: '2026-05-04 10:00:00' });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe('INVALID_FIELD');
    expect(answer.body.message).toMatch(/no approver found for employee 'solo'/);
    expect(await getRequestedSeconds(company.companyId, 'solo', '2026-05-04')).toBe(0);
  });

  it('sends the mail to a manager given in the request instead of the resolved one', async () => {
    const other = `other-${uniqueId()}@x.com`;
    const answer = await call({ ...valid(), manager: other });
    expect(answer.body).toMatchObject({ manager: other, emailStatus: 'sent' });
    expect(await emailsTo(other)).toHaveLength(1);
  });

  it('answers 500 PROCESSING_ERROR with a request id, and no internals, when the table cannot be used', async () => {
    await call(valid()); // the company is now cached, so the key still resolves
    const table = process.env.TABLE_NAME;
    process.env.TABLE_NAME = 'no-such-table';
    resetConfig();
    try {
      const answer = await call(valid());
      expect(answer.status).toBe(500);
      expect(answer.body).toEqual({
        err: true,
        code: 'PROCESSING_ERROR',
        message: expect.stringContaining('could not be processed'),
        requestId: answer.headers['x-request-id'],
      });
      expect(JSON.stringify(answer.body)).not.toMatch(/no-such-table|ResourceNotFound|at /);
    } finally {
      process.env.TABLE_NAME = table;
      resetConfig();
    }
  });

  it('answers 400 INVALID_FIELD for a malformed Idempotency-Key header', async () => {
    const answer = await call(valid(), { 'idempotency-key': 'has space' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toContain('Idempotency-Key');
  });
});

describe('POST /requestExtension for a HOMOLOG company', () => {
  it('stores the request, sends nothing and answers approvalLinkKey null', async () => {
    const boss = `boss-${uniqueId()}@x.com`;
    const homolog = await newCompany({
      name: `Cliente HOMOLOG ${uniqueId()}`,
      employees: [employee('ana', { manager: boss })],
    });
    const answer = await call({ key: homolog.key, user: 'ana', reqMinutes: 15, justification: 'Teste' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      err: false,
      requestTime: 900,
      approvalLinkKey: null,
      emailStatus: 'skipped',
    });
    expect(await emailsTo(boss)).toHaveLength(0);
    expect(await listPendingOfEmployee(homolog.companyId, 'ana')).toHaveLength(1);
  });
});
