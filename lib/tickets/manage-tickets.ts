/**
 * Opening, reading, listing and closing support tickets: for the admin commands, the escalation of
 * diagnose-transmission and the MCP tool lookupTicketContext.
 */
import { companyOf } from '../companies/company-of.js';
import { closeTicketRecord, getTicket, putTicket } from '../dynamo/ticket-store.js';
import type { Actor } from '../shared/actor.js';
import { ConflictError, NotFoundError, ValidationError } from '../shared/errors.js';
import { MAX_DESCRIPTION_LENGTH, MAX_SUBJECT_LENGTH, newTicketId, type Ticket } from './ticket.js';

export interface NewTicket {
  companyId: string;
  subject: string;
  description: string;
  /** Set by escalations: at most one open ticket per company and cause. */
  cause?: string;
}

function checked(input: NewTicket): NewTicket {
  const subject = input.subject.trim();
  const description = input.description.trim();
  if (!subject || subject.length > MAX_SUBJECT_LENGTH)
    throw new ValidationError(`invalid fields: subject (1 to ${MAX_SUBJECT_LENGTH} characters)`);
  if (!description || description.length > MAX_DESCRIPTION_LENGTH)
    throw new ValidationError(`invalid fields: description (1 to ${MAX_DESCRIPTION_LENGTH} characters)`);
  return { ...input, subject, description };
}

export interface OpenedTicket {
  ticket: Ticket;
  /** False when a ticket of that company and cause was already open: `ticket` is that one. */
  created: boolean;
}

/** Opens a ticket for an existing company; with a cause, returns the open one of that cause if any. */
export async function openTicket(input: NewTicket, openedBy: Actor, now = new Date()): Promise<OpenedTicket> {
  const fields = checked(input);
  await companyOf(fields.companyId);
  const ticket: Ticket = {
    ticketId: newTicketId(),
    companyId: fields.companyId,
    subject: fields.subject,
    description: fields.description,
    status: 'open',
    cause: fields.cause ?? null,
    openedBy,
    createdAt: now.toISOString(),
    closedAt: null,
  };
  const opening = await putTicket(ticket);
  if (opening.created) return { ticket, created: true };
  const open = await getTicket(opening.openTicketId);
  if (!open) throw new ConflictError('the open ticket of this cause changed meanwhile; try again');
  return { ticket: open, created: false };
}

const ticketNotFound = (ticketId: string) => new NotFoundError(`ticket ${ticketId} not found`);

/** The ticket, only when it belongs to the company: another company's ticket is "not found". */
export async function ticketOfCompany(companyId: string, ticketId: string): Promise<Ticket> {
  const ticket = await getTicket(ticketId);
  if (!ticket || ticket.companyId !== companyId) throw ticketNotFound(ticketId);
  return ticket;
}

export async function closeTicket(ticketId: string, now = new Date()): Promise<Ticket> {
  const ticket = await getTicket(ticketId);
  if (!ticket) throw ticketNotFound(ticketId);
  if (ticket.status !== 'open' || !(await closeTicketRecord(ticket, now.toISOString())))
    throw new ConflictError(`ticket ${ticketId} is not open`);
  return { ...ticket, status: 'closed', closedAt: now.toISOString() };
}

/** Up to `max` tickets (1,000 unless given), newest first, of one company or of all. */
export { listTickets } from '../dynamo/ticket-store.js';
