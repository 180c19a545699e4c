import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/overtime/request-extension.js';
import { getRequestedSeconds, listPendingOfEmployee } from '../../../lib/dynamo/extension-store.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { emailsTo } from '../../support/ses-inbox.js';
import { callHandler } from './call.js';

const call = (body: unknown, headers?: Record<string, string>) =>
  callHandler(handler, 'requestExtension.json', body, headers);

describe('POST /requestExtension under concurrency', () => {
  it('keeps an exact total over 50 concurrent requests, each answered a distinct running total', async () => {
    const company = await newCompany({
      employees: [employee('ana', { manager: `load-${uniqueId()}@x.com` })],
    });
    const day = '2026-07-01';
    const minutes = Array.from({ length: 50 }, (_, i) => i + 1);
    const answers = await Promise.all(
      minutes.map((reqMinutes) =>
        call({
          key: company.key,
          user: 'ana',
          reqMinutes,
          justification: `pedido ${reqMinutes}`,
          extraTime: `${day} 18:00:00`,
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(minutes.map(() => 200));
    expect(answers.every((a) => a.body.emailStatus === 'sent')).toBe(true);
    const totals = answers.map((a) => a.body.requestTime as number);
    expect(new Set(totals).size).toBe(50);
    const exactSum = minutes.reduce((sum, m) => sum + m * 60, 0);
    expect(Math.max(...totals)).toBe(exactSum);
    expect(await getRequestedSeconds(company.companyId, 'ana', day)).toBe(exactSum);
    // Each running total is the previous one plus exactly that request's own seconds.
    const ordered = answers
      .map((a, i) => ({ total: a.body.requestTime as number, seconds: (minutes[i] ?? 0) * 60 }))
      .sort((a, b) => a.total - b.total);
    ordered.forEach((entry, i) => {
      expect(entry.total - (ordered[i - 1]?.total ?? 0)).toBe(entry.seconds);
    });
    expect(await listPendingOfEmployee(company.companyId, 'ana')).toHaveLength(50);
  });
});

describe('POST /requestExtension with an Idempotency-Key', () => {
  let company: TestCompany;
  const boss = `boss-${uniqueId()}@x.com`;
  const body = () => ({
    key: company.key,
    user: 'ana',
    reqMinutes: 25,
    justification: 'Inventário',
    extraTime: '2026-08-03 19:00:00',
  });

  beforeAll(async () => {
    company = await newCompany({ employees: [employee('ana', { manager: boss })] });
  });

  it('answers a retry with the first answer and accumulates, stores and mails nothing again', async () => {
    const headers = { 'idempotency-key': uniqueId('idem') };
    const first = await call(body(), headers);
    const retry = await call(body(), headers);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(retry.body.approvalLinkKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await getRequestedSeconds(company.companyId, 'ana', '2026-08-03')).toBe(1500);
    expect(await listPendingOfEmployee(company.companyId, 'ana')).toHaveLength(1);
    expect(await emailsTo(boss)).toHaveLength(1);
  });

  it('processes a new key, and requests without a key, every time', async () => {
    const before = await getRequestedSeconds(company.companyId, 'ana', '2026-08-03');
    await call(body(), { 'idempotency-key': uniqueId('idem') });
    await call(body());
    expect(await getRequestedSeconds(company.companyId, 'ana', '2026-08-03')).toBe(before + 3000);
  });

  it('refuses the same key with a different request, changing nothing', async () => {
    const headers = { 'idempotency-key': uniqueId('idem') };
    await call(body(), headers);
    const before = await getRequestedSeconds(company.companyId, 'ana', '2026-08-03');
    const other = await call({ ...body(), reqMinutes: 99 }, headers);
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ err: true, code: 'CONFLICT' });
    expect(await getRequestedSeconds(company.companyId, 'ana', '2026-08-03')).toBe(before);
  });

  it('frees the key after a failed request, so the corrected retry is processed', async () => {
    const headers = { 'idempotency-key': uniqueId('idem') };
    const failed = await call({ ...body(), user: 'ghost' }, headers);
    expect(failed.status).toBe(404);
    await newCompanyEmployee(company, 'ghost', boss);
    const retried = await call({ ...body(), user: 'ghost' }, headers);
    expect(retried.status).toBe(200);
    expect(retried.body.requestTime).toBe(1500);
  });

  it('answers only one of two concurrent requests with the same key, the other 409 or the same answer', async () => {
    const headers = { 'idempotency-key': uniqueId('idem') };
    const before = await getRequestedSeconds(company.companyId, 'ana', '2026-08-03');
    const [a, b] = await Promise.all([call(body(), headers), call(body(), headers)]);
    const statuses = [a?.status, b?.status].sort();
    expect(statuses[0]).toBe(200);
    expect([200, 409]).toContain(statuses[1]);
    expect(await getRequestedSeconds(company.companyId, 'ana', '2026-08-03')).toBe(before + 1500);
  });
});

async function newCompanyEmployee(company: TestCompany, login: string, manager: string): Promise<void> {
  const { putEmployees } = await import('../../../lib/dynamo/employee-store.js');
  await putEmployees(company.companyId, [employee(login, { manager })], new Date().toISOString());
}
