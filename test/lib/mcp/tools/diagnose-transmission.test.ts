import { beforeAll, describe, expect, it } from 'vitest';
import { closeTicket, listTickets } from '../../../../lib/tickets/manage-tickets.js';
import { newCompany } from '../../../support/fixtures.js';
import { minutesAgo, transmission } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

async function keyFailures(companyId: string, count: number) {
  await transmission(companyId, { endpoint: 'masterData', status: 200, at: minutesAgo(180) });
  for (let i = 0; i < count; i += 1) {
    await transmission(companyId, {
      endpoint: 'masterData',
      status: 401,
      errorCode: 'INVALID_KEY',
      at: minutesAgo(60 - i),
    });
  }
  await transmission(companyId, { endpoint: 'sendPunchClock', status: 200, at: minutesAgo(10) });
}

describe('MCP tool diagnose-transmission', () => {
  it('names the cause of a key that keeps failing, escalates, and opens exactly one ticket', async () => {
    const company = await newCompany();
    await keyFailures(company.companyId, 4);
    const reader = service(company.companyId, 'read:logs');
    const first = await ok(reader, 'diagnose-transmission', {});
    expect(first.envelope).toMatchObject({
      requiresHumanEscalation: true,
      escalationReason: 'key_keeps_failing',
    });
    const masterData = first.data.endpoints.find((e: { endpoint: string }) => e.endpoint === 'masterData');
    expect(masterData).toMatchObject({
      total: 5,
      failures: 4,
      errorRate: 0.8,
      keyFailuresSinceSuccess: 4,
      lastSuccessAt: expect.any(String),
      topErrors: [
        {
          status: 401,
          errorCode: 'INVALID_KEY',
          count: 4,
          cause: 'the key was truncated or re-encoded by the sender, so it cannot be decrypted',
        },
      ],
    });
    expect(first.envelope.humanSummary).toContain('the key was truncated or re-encoded by the sender');
    expect(first.data.ticket).toMatchObject({ created: true, status: 'open' });

    const second = await ok(reader, 'diagnose-transmission', {});
    expect(second.data.ticket).toEqual({ ...first.data.ticket, created: false });
    expect(second.envelope.humanSummary).toContain(`ticket ${first.data.ticket.ticketId} already open`);
    const tickets = await listTickets(company.companyId);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({
      cause: 'key_keeps_failing',
      subject: 'Integration: the company key keeps failing',
      openedBy: { sub: 'svc-client-1', mode: 'service', via: 'mcp' },
    });
    expect(tickets[0]?.description).toContain('masterData: 80% of 5 failed');
  });

  it('opens one ticket when two diagnoses escalate at once, and a new one after it is closed', async () => {
    const company = await newCompany();
    await keyFailures(company.companyId, 3);
    const reader = service(company.companyId, 'read:logs');
    const both = await Promise.all([
      ok(reader, 'diagnose-transmission', {}),
      ok(reader, 'diagnose-transmission', {}),
    ]);
    expect(both[0].data.ticket.ticketId).toBe(both[1].data.ticket.ticketId);
    expect(both.map((b) => b.data.ticket.created).sort()).toEqual([false, true]);
    await closeTicket(both[0].data.ticket.ticketId);
    const after = await ok(reader, 'diagnose-transmission', {});
    expect(after.data.ticket.created).toBe(true);
    expect(await listTickets(company.companyId)).toHaveLength(2);
  });

  it('escalates when nothing arrived in the hours asked', async () => {
    const company = await newCompany();
    await transmission(company.companyId, { endpoint: 'masterData', status: 200, at: minutesAgo(300) });
    const { data, envelope } = await ok(service(company.companyId, 'read:logs'), 'diagnose-transmission', {
      hours: 2,
    });
    expect(envelope).toMatchObject({ requiresHumanEscalation: true, escalationReason: 'no_transmissions' });
    expect(envelope.humanSummary).toMatch(
      /^Nothing arrived in the last 2 hours\. Escalated \(no_transmissions\): ticket tkt_/,
    );
    expect(data).toMatchObject({ total: 0, endpoints: [], ticket: { created: true } });
  });

  it('explains rate-limited validations without escalating while calls still succeed', async () => {
    const company = await newCompany();
    for (let i = 0; i < 3; i += 1) {
      await transmission(company.companyId, {
        endpoint: 'integrationValidatorData',
        status: 429,
        errorCode: 'RATE_LIMITED',
        at: minutesAgo(30 - i),
      });
    }
    await transmission(company.companyId, {
      endpoint: 'integrationValidatorData',
      status: 200,
      at: minutesAgo(5),
    });
    await transmission(company.companyId, {
      endpoint: 'sendPunchClock',
      status: 404,
      errorCode: 'NOT_FOUND',
      at: minutesAgo(4),
    });
    const { data, envelope } = await ok(service(company.companyId, 'read:logs'), 'diagnose-transmission', {
      endpoint: 'integrationValidatorData',
    });
    expect(envelope).not.toHaveProperty('requiresHumanEscalation');
    expect(data.ticket).toBeNull();
    expect(data.endpoints).toHaveLength(1);
    expect(data.endpoints[0].topErrors[0]).toMatchObject({
      status: 429,
      cause: 'more than 10 validations a minute from one address',
    });
    expect(envelope.humanSummary).toContain('more than 10 validations a minute');
    expect(await listTickets(company.companyId)).toHaveLength(0);
  });

  it('refuses hours outside 1 to 168: invalid_arguments', async () => {
    const company = await newCompany();
    const answer = await call(service(company.companyId, 'read:logs'), 'diagnose-transmission', {
      hours: 500,
    });
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings.join(' ')).toMatch(/hours/);
  });

  describe('callers it does not serve', () => {
    let companyId = '';
    let otherCompanyId = '';
    beforeAll(async () => {
      companyId = (await newCompany()).companyId;
      otherCompanyId = (await newCompany()).companyId;
    });
    refusesOutsiders('diagnose-transmission', 'read:logs', () => ({ companyId, otherCompanyId, args: {} }));
  });
});
