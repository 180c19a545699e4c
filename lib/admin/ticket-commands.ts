/** Admin commands for support tickets. */
import type { Actor } from '../shared/actor.js';
import { closeTicket, listTickets, openTicket } from '../tickets/manage-tickets.js';
import type { AdminCommand } from './command.js';

const ADMIN: Actor = { sub: 'admin-cli', mode: 'admin', via: 'admin' };

export const ticketCommands: Record<string, AdminCommand> = {
  'ticket:create': {
    summary: 'open a support ticket for a company',
    options: {
      company: { required: true, description: 'company id' },
      subject: { required: true, description: 'one line, at most 200 characters' },
      description: { required: true, description: 'what happened, at most 5,000 characters' },
    },
    run: async (o) =>
      (
        await openTicket(
          { companyId: o.company ?? '', subject: o.subject ?? '', description: o.description ?? '' },
          ADMIN,
        )
      ).ticket,
  },
  'ticket:list': {
    summary: 'list tickets, newest first (one company with --company)',
    options: { company: { description: 'company id' } },
    run: (o) => listTickets(o.company || undefined),
  },
  'ticket:close': {
    summary: 'close an open ticket (a diagnosis may then open a new one for the same cause)',
    options: { ticket: { required: true, description: 'ticket id' } },
    run: (o) => closeTicket(o.ticket ?? ''),
  },
};
