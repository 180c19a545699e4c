/** A support ticket: opened by the provider's admin command or by an escalating diagnosis. */
import { randomUUID } from 'node:crypto';
import type { Actor } from '../shared/actor.js';

export type TicketStatus = 'open' | 'closed';

export interface Ticket {
  ticketId: string;
  companyId: string;
  subject: string;
  description: string;
  status: TicketStatus;
  /**
   * What the ticket is about, in snake_case, when a diagnosis opened it (e.g. `key_keeps_failing`):
   * at most one ticket per company and cause is open at a time. Null for tickets opened by hand.
   */
  cause: string | null;
  openedBy: Actor;
  createdAt: string;
  closedAt: string | null;
}

export function newTicketId(): string {
  return `tkt_${randomUUID()}`;
}

export const MAX_SUBJECT_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 5_000;
