/** Support tickets and their open-per-cause guards (see ticketKeys): the only module that touches them. */
import type { Ticket } from '../tickets/ticket.js';
import { type Held, held } from './entity.js';
import { getRecord } from './get-record.js';
import { openTicketGuardEntity, ticketEntity, ticketKeys } from './keys.js';
import { type ListQuery, readAll, readPage } from './paging.js';
import { GSI1, GSI2 } from './table.js';
import { putNew, transact, written } from './transact.js';

export type TicketOpening = { created: true } | { created: false; openTicketId: string };

/**
 * Stores a new ticket. With a cause, the ticket and the company+cause guard are written in one
 * transaction that fails when the guard exists, so concurrent escalations open one ticket; the
 * answer then names the ticket already open, which the refused guard brings back.
 */
export async function putTicket(ticket: Ticket): Promise<TicketOpening> {
  const put = { Item: ticketEntity.toItem(ticket), ConditionExpression: 'attribute_not_exists(pk)' };
  if (ticket.cause === null) {
    // The ticket id is new: a refusal can only be this put's own earlier attempt, retried after its
    // answer was lost (a transaction below is kept once by its client request token instead).
    if (!(await putNew(put.Item))) throw new Error(`ticket id ${ticket.ticketId} is taken`);
    return { created: true };
  }
  const guard = {
    Item: openTicketGuardEntity.toItem(
      { ticketId: ticket.ticketId, createdAt: ticket.createdAt },
      ticketKeys.openGuard(ticket.companyId, ticket.cause),
    ),
    ConditionExpression: 'attribute_not_exists(pk)',
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
  };
  const { written, found } = await transact([{ Put: guard }, { Put: put }]);
  if (written) return { created: true };
  const [open] = found;
  // The ticket's id is new, so only the guard refuses, and it brings the guard it found.
  if (!open) throw new Error(`ticket ${ticket.ticketId} was refused without an open ticket of its cause`);
  return { created: false, openTicketId: openTicketGuardEntity.fromItem(open).ticketId };
}

export async function getTicket(ticketId: string): Promise<Ticket | undefined> {
  return getRecord(ticketEntity, ticketKeys.item(ticketId), true);
}

/** Closes an open ticket and frees its cause for a new one; false when it was not open. */
export async function closeTicketRecord(ticket: Ticket, closedAt: string): Promise<boolean> {
  const close = {
    Key: ticketKeys.item(ticket.ticketId),
    UpdateExpression: 'SET #status = :closed, closedAt = :at',
    ConditionExpression: '#status = :open',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':closed': 'closed', ':open': 'open', ':at': closedAt },
  };
  const freeCause =
    ticket.cause === null
      ? []
      : [
          {
            Delete: {
              Key: ticketKeys.openGuard(ticket.companyId, ticket.cause),
              ConditionExpression: 'attribute_not_exists(pk) OR ticketId = :id',
              ExpressionAttributeValues: { ':id': ticket.ticketId },
            },
          },
        ];
  return (await transact([{ Update: close }, ...freeCause])).written;
}

/** Up to `max` tickets, newest first: one company's (gsi1), or every company's (gsi2) when companyId is undefined. */
export async function listTickets(companyId: string | undefined, max = 1_000): Promise<Ticket[]> {
  const query: ListQuery<Ticket> =
    companyId === undefined
      ? { entity: ticketEntity, index: GSI2, partitions: [ticketKeys.allPk], descending: true }
      : {
          entity: ticketEntity,
          index: GSI1,
          partitions: [ticketKeys.byCompanyPk(companyId)],
          descending: true,
        };
  return (await readPage(query, { limit: max, readSize: 100 })).records;
}

/** Every ticket of the company (gsi1), with expiries. */
export async function listCompanyTickets(companyId: string): Promise<Held<Ticket>[]> {
  return readAll({
    entity: held(ticketEntity),
    index: GSI1,
    partitions: [ticketKeys.byCompanyPk(companyId)],
  });
}

/** Writes a ticket's subject, description and opener again (an erasure), while they are as read. */
export function rewriteTicketText(
  ticket: Ticket,
  next: Pick<Ticket, 'subject' | 'description' | 'openedBy'>,
): Promise<boolean> {
  return written({
    Update: {
      Key: ticketKeys.item(ticket.ticketId),
      UpdateExpression: 'SET subject = :s, description = :d, openedBy = :o',
      ConditionExpression: 'subject = :oldS AND description = :oldD',
      ExpressionAttributeValues: {
        ':s': next.subject,
        ':d': next.description,
        ':o': next.openedBy,
        ':oldS': ticket.subject,
        ':oldD': ticket.description,
      },
    },
  });
}
