/** Support tickets and their open-per-cause guards (see ticketKeys): the only module that touches them. */
import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Ticket } from '../tickets/ticket.js';
import { documentDb, tableName } from './client.js';
import { cancellationReasons, isConditionFailure } from './errors.js';
import { ticketKeys } from './keys.js';
import { GSI1, GSI2 } from './table.js';

const ENTITY = 'Ticket';

function ticketItem(ticket: Ticket): Record<string, unknown> {
  const sort = ticketKeys.sort(ticket.createdAt, ticket.ticketId);
  return {
    ...ticketKeys.item(ticket.ticketId),
    type: ENTITY,
    gsi1pk: ticketKeys.byCompanyPk(ticket.companyId),
    gsi1sk: sort,
    gsi2pk: ticketKeys.allPk,
    gsi2sk: sort,
    ...ticket,
  };
}

function toTicket(item: Record<string, unknown>): Ticket {
  return {
    ticketId: item.ticketId as string,
    companyId: item.companyId as string,
    subject: item.subject as string,
    description: item.description as string,
    status: item.status as Ticket['status'],
    cause: (item.cause as string | null | undefined) ?? null,
    openedBy: item.openedBy as Ticket['openedBy'],
    createdAt: item.createdAt as string,
    closedAt: (item.closedAt as string | null | undefined) ?? null,
  };
}

export type TicketOpening = { created: true } | { created: false; openTicketId: string };

/**
 * Stores a new ticket. With a cause, the ticket and the company+cause guard are written in one
 * transaction that fails when the guard exists, so concurrent escalations open one ticket; the
 * answer then names the ticket already open.
 */
export async function putTicket(ticket: Ticket, attempt = 1): Promise<TicketOpening> {
  const put = {
    TableName: tableName(),
    Item: ticketItem(ticket),
    ConditionExpression: 'attribute_not_exists(pk)',
  };
  if (ticket.cause === null) {
    await documentDb().send(new PutCommand(put));
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
              Item: {
                ...guard,
                type: 'OpenTicketGuard',
                ticketId: ticket.ticketId,
                createdAt: ticket.createdAt,
              },
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
  const { Item } = await documentDb().send(
    new GetCommand({
      TableName: tableName(),
      Key: ticketKeys.openGuard(companyId, cause),
      ConsistentRead: true,
    }),
  );
  return Item ? (Item.ticketId as string) : undefined;
}

export async function getTicket(ticketId: string): Promise<Ticket | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({ TableName: tableName(), Key: ticketKeys.item(ticketId), ConsistentRead: true }),
  );
  return Item ? toTicket(Item) : undefined;
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

export interface TicketPage {
  tickets: Ticket[];
  lastKey: Record<string, unknown> | undefined;
}

/** Newest first: one company's tickets (gsi1), or every company's (gsi2) when companyId is undefined. */
export async function pageTickets(
  companyId: string | undefined,
  limit: number,
  startKey?: Record<string, unknown>,
): Promise<TicketPage> {
  const [index, attribute, partition] =
    companyId === undefined
      ? [GSI2, 'gsi2pk', ticketKeys.allPk]
      : [GSI1, 'gsi1pk', ticketKeys.byCompanyPk(companyId)];
  const { Items = [], LastEvaluatedKey } = await documentDb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: index,
      KeyConditionExpression: `${attribute} = :pk`,
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: limit,
      ExclusiveStartKey: startKey,
    }),
  );
  return { tickets: Items.map(toTicket), lastKey: LastEvaluatedKey };
}
