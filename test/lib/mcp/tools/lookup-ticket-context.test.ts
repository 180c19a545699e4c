import { beforeAll, describe, expect, it } from 'vitest';
import { ticketCommands } from '../../../../lib/admin/ticket-commands.js';
import type { Ticket } from '../../../../lib/tickets/ticket.js';
import { employee, newCompany, type TestCompany } from '../../../support/fixtures.js';
import { minutesAgo, transmission } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('MCP tool lookupTicketContext', () => {
  let company: TestCompany;
  let other: TestCompany;
  let ticket: Ticket;
  beforeAll(async () => {
    company = await newCompany({ employees: [employee('ana', { department: 'Sales' })] });
    other = await newCompany();
    await transmission(company.companyId, {
      endpoint: 'sendPunchClock',
      status: 404,
      errorCode: 'NOT_FOUND',
      logins: ['ghost'],
      at: minutesAgo(30),
    });
    await transmission(company.companyId, {
      endpoint: 'requestExtension',
      status: 400,
      errorCode: 'INVALID_FIELD',
      logins: ['ana'],
      at: minutesAgo(20),
    });
    await transmission(company.companyId, { endpoint: 'sendPunchClock', status: 200, at: minutesAgo(10) });
    await transmission(other.companyId, {
      endpoint: 'masterData',
      status: 401,
      errorCode: 'INVALID_KEY',
      at: minutesAgo(5),
    });
    ticket = (await ticketCommands['ticket:create']?.run({
      company: company.companyId,
      subject: 'Punches missing',
      description: 'The HR system says punches of new hires are refused.',
    })) as Ticket;
  });
  const reader = () => service(company.companyId, 'read:tickets');

  it('returns the ticket with recent failures, their causes and the employees they were about', async () => {
    const { data, envelope } = await ok(reader(), 'lookupTicketContext', { ticketId: ticket.ticketId });
    expect(data.ticket).toMatchObject({
      ticketId: ticket.ticketId,
      companyId: company.companyId,
      subject: 'Punches missing',
      status: 'open',
      cause: null,
      openedBy: { via: 'admin' },
    });
    expect(data.failedTransmissions.map((t: { endpoint: string }) => t.endpoint)).toEqual([
      'requestExtension',
      'sendPunchClock',
    ]);
    expect(data.failedTransmissions[1]).toMatchObject({
      status: 404,
      cause: 'the login is not in master data',
    });
    expect(data.affectedEmployees).toEqual([
      { login: 'ana', inMasterData: true, name: 'Name ana', department: 'Sales', active: true },
      { login: 'ghost', inMasterData: false },
    ]);
    expect(envelope.humanSummary).toBe(
      `Ticket ${ticket.ticketId} (open): Punches missing. 2 failed transmissions since a day before it, about 2 employees (1 not in master data).`,
    );
  });

  it('serves a service token with read:tickets:* when it names the company', async () => {
    const wildcard = { sub: 'support-bot', mode: 'service' as const, scopes: ['read:tickets:*'] };
    const { data } = await ok(wildcard, 'lookupTicketContext', {
      ticketId: ticket.ticketId,
      company: company.companyId,
    });
    expect(data.ticket.ticketId).toBe(ticket.ticketId);
    expect(reasonOf(await call(wildcard, 'lookupTicketContext', { ticketId: ticket.ticketId }))).toBe(
      'tenant_required',
    );
  });

  it("answers another company's ticket exactly like an unknown one: not_found", async () => {
    const theirs = await call(service(other.companyId, 'read:tickets'), 'lookupTicketContext', {
      ticketId: ticket.ticketId,
    });
    expect(reasonOf(theirs)).toBe('not_found');
    expect(JSON.stringify(theirs.envelope)).not.toContain('Punches missing');
    const unknown = await call(reader(), 'lookupTicketContext', { ticketId: 'tkt_nope' });
    expect(unknown.envelope.humanSummary).toBe('ticket tkt_nope not found');
    expect(theirs.envelope.humanSummary).toBe(`ticket ${ticket.ticketId} not found`);
  });

  it('refuses a missing ticket id: invalid_arguments', async () => {
    const answer = await call(reader(), 'lookupTicketContext', {});
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings).toEqual(['ticketId: required']);
  });

  refusesOutsiders('lookupTicketContext', 'read:tickets', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { ticketId: ticket.ticketId },
  }));
});
