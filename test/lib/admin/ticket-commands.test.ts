import { describe, expect, it } from 'vitest';
import { ticketCommands } from '../../../lib/admin/ticket-commands.js';
import { openTicket } from '../../../lib/tickets/manage-tickets.js';
import type { Ticket } from '../../../lib/tickets/ticket.js';
import { newCompany } from '../../support/fixtures.js';

const run = (name: string, options: Record<string, string | undefined>) => {
  const command = ticketCommands[name];
  if (!command) throw new Error(`no command ${name}`);
  return command.run(options);
};

describe('ticket admin commands', () => {
  it('create opens a ticket for an existing company; list shows it, newest first, per company or all', async () => {
    const company = await newCompany();
    const first = (await run('ticket:create', {
      company: company.companyId,
      subject: '  Keys rotated  ',
      description: 'Customer rotated keys on Monday.',
    })) as Ticket;
    expect(first).toMatchObject({
      companyId: company.companyId,
      subject: 'Keys rotated',
      status: 'open',
      cause: null,
      openedBy: { sub: 'admin-cli', mode: 'admin', via: 'admin' },
      closedAt: null,
    });
    expect(first.ticketId).toMatch(/^tkt_/);
    const second = (await run('ticket:create', {
      company: company.companyId,
      subject: 'B',
      description: 'b',
    })) as Ticket;
    const listed = (await run('ticket:list', { company: company.companyId })) as Ticket[];
    expect(listed.map((t) => t.ticketId)).toEqual([second.ticketId, first.ticketId]);
    const all = (await run('ticket:list', {})) as Ticket[];
    expect(all.map((t) => t.ticketId)).toEqual(expect.arrayContaining([first.ticketId, second.ticketId]));
  });

  it('refuses an unknown company and an empty subject', async () => {
    await expect(
      run('ticket:create', { company: 'co_nope', subject: 's', description: 'd' }),
    ).rejects.toThrow('company co_nope does not exist');
    const company = await newCompany();
    await expect(
      run('ticket:create', { company: company.companyId, subject: ' ', description: 'd' }),
    ).rejects.toThrow(/subject/);
  });

  it('close closes once, and frees the cause for a new ticket', async () => {
    const company = await newCompany();
    const actor = { sub: 't', mode: 'service' as const, via: 'mcp' as const };
    const input = { companyId: company.companyId, subject: 's', description: 'd', cause: 'no_transmissions' };
    const opened = await openTicket(input, actor);
    expect((await openTicket(input, actor)).created).toBe(false);
    const closed = (await run('ticket:close', { ticket: opened.ticket.ticketId })) as Ticket;
    expect(closed).toMatchObject({ status: 'closed', closedAt: expect.any(String) });
    await expect(run('ticket:close', { ticket: opened.ticket.ticketId })).rejects.toThrow(/is not open/);
    const reopened = await openTicket(input, actor);
    expect(reopened.created).toBe(true);
    expect(reopened.ticket.ticketId).not.toBe(opened.ticket.ticketId);
  });
});
