/** Support tickets and their open-per-cause guards (see ticketKeys): the only module that touches them. */
import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Ticket } from '../tickets/ticket.js';
import { documentDb, tableName } from './client.js';
import { type Held, heldOf } from './entity.js';
import {
  cancellationReasons,
  isConditionFailure,
  isOwnEarlierPut,
  unlessConditionFails,
  writtenUnlessRefused,
} from './errors.js';
import { getRecord } from './get-record.js';
import { openTicketGuardEntity, ticketEntity, ticketKeys } from './keys.js';
import { type ListQuery, readPage } from './paging.js';
import { queryAll } from './query-all.js';
import { GSI1, GSI2 } from './table.js';

export type TicketOpening = { created: true } | { created: false; openTicketId: string };

/**
 * Stores a new ticket. With a cause, the ticket and the company+cause guard are written in one
 * transaction that fails when the guard exists, so concurrent escalations open one ticket; the
 * answer then names the ticket already open.
 */
export async function putTicket(ticket: Ticket, attempt = 1): Promise<TicketOpening> {
  const put = {
    TableName: tableName(),
    Item: ticketEntity.toItem(ticket),
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  if (ticket.cause === null) {
    // The ticket id is new: a refusal can only be this put's own earlier attempt, retried after its
    // answer was lost (a transaction below is kept once by its client request token instead).
    await unlessConditionFails(
      documentDb().send(new PutCommand({ ...put, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' })),
      (error) => {
        if (!isOwnEarlierPut(error, put.Item)) throw error;
      },
    );
    return { created: true };
  }
  const guard = ticketKeys.openGuard(ticket.companyId, ticket.cause);
  try {
    await documentDb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: openTicketGuardEntity.toItem(
                { ticketId: ticket.ticketId, createdAt: ticket.createdAt },
                guard,
              ),
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          { Put: put },
        ],
      }),
    );
    return { created: true };
  } catch (error) {
    if (cancellationReasons(error)?.[0] !== 'ConditionalCheckFailed') throw error;
    const openTicketId = await getOpenTicketId(ticket.companyId, ticket.cause);
    // The guard was deleted between the refusal and the read (its ticket closed): try once more.
    if (openTicketId === undefined && attempt < 3) return putTicket(ticket, attempt + 1);
    if (openTicketId === undefined) throw error;
    return { created: false, openTicketId };
  }
}

export async function getOpenTicketId(companyId: string, cause: string): Promise<string | undefined> {
  const record = await getRecord(openTicketGuardEntity, ticketKeys.openGuard(companyId, cause), true);
  return record ? record.ticketId : undefined;
}

export async function getTicket(ticketId: string): Promise<Ticket | undefined> {
  return getRecord(ticketEntity, ticketKeys.item(ticketId), true);
}

/** Closes an open ticket and frees its cause for a new one; false when it was not open. */
export async function closeTicketRecord(ticket: Ticket, closedAt: string): Promise<boolean> {
  const close = {
    TableName: tableName(),
    Key: ticketKeys.item(ticket.ticketId),
    UpdateExpression: 'SET #status = :closed, closedAt = :at',
    ConditionExpression: '#status = :open',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':closed': 'closed', ':open': 'open', ':at': closedAt },
  };
  try {
    await documentDb().send(
      new TransactWriteCommand({
        TransactItems: [
          { Update: close },
          ...(ticket.cause === null
            ? []
            : [
                {
                  Delete: {
                    TableName: tableName(),
                    Key: ticketKeys.openGuard(ticket.companyId, ticket.cause),
                    ConditionExpression: 'attribute_not_exists(pk) OR ticketId = :id',
                    ExpressionAttributeValues: { ':id': ticket.ticketId },
                  },
                },
              ]),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error) || cancellationReasons(error)?.includes('ConditionalCheckFailed'))
      return false;
    throw error;
  }
}

/** Up to `max` tickets, newest first: one company's (gsi1), or every company's (gsi2) when companyId is undefined. */
export async function listTickets(companyId: string | undefined, max: number): Promise<Ticket[]> {
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
  const items = await queryAll({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': ticketKeys.byCompanyPk(companyId) },
  });
  return items.map((item) => heldOf(ticketEntity, item));
}

/** Writes a ticket's subject, description and opener again (an erasure), while they are as read. */
export async function rewriteTicketText(
  ticket: Ticket,
  next: Pick<Ticket, 'subject' | 'description' | 'openedBy'>,
): Promise<boolean> {
  return writtenUnlessRefused(
    documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
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
      }),
    ),
  );
}
