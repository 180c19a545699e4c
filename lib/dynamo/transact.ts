/**
 * Writing items: the one way a store writes (many items of no condition aside: batch.ts). Several
 * items at once, or one with the webhook events that report it (the outbox: no event without its
 * change, no change without its event), are one transaction; this is the one place a refused write
 * or a cancelled transaction is read.
 *
 * - The actions and the events' puts are one TransactWriteItems. One action with no events is sent
 *   as the single write it is: a transaction costs twice the write units, so a company without a
 *   subscription for that event type pays nothing more. Only such a lone write may ask for what it
 *   wrote or replaced (ReturnValues): a transaction answers nothing.
 * - A refused condition is the store's to act on: the verdict says, per action, whether its
 *   condition was refused, and the item the action found there when it asked for it
 *   (ReturnValuesOnConditionCheckFailure 'ALL_OLD'). Nothing was written then.
 * - A conflict with another transaction on the same items (TransactionConflict, or a single write
 *   meeting one) refuses no condition, so there is nothing to read again: the same actions are sent
 *   again after the backoff, their conditions checked anew, up to CONTENDED_ATTEMPTS times. Items
 *   that stay contended longer answer as a busy database does (503 with Retry-After).
 */

import { isDeepStrictEqual } from 'node:util';
import {
  ConditionalCheckFailedException,
  type ReturnValue,
  TransactionCanceledException,
  TransactionConflictException,
} from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  PutCommand,
  TransactWriteCommand,
  type TransactWriteCommandInput,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { marshall, unmarshall } from '@aws-sdk/util-dynamodb';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import { AGAIN, retrying } from '../shared/retry.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { itemOfImage } from './change-record.js';
import { documentDb, tableName } from './client.js';
import type { Item, ItemKey } from './entity.js';
import { Expressions } from './expressions.js';
import { webhookEventEntity } from './keys.js';

type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type Action<K extends keyof TransactItem> = Omit<NonNullable<TransactItem[K]>, 'TableName'>;

/** What a write sent alone answers on success (a transaction answers nothing). */
type Returns = { ReturnValues?: ReturnValue };

/** One action of a write, as a transaction holds it, without the table (the helper names it). */
export type WriteAction =
  | { Put: Action<'Put'> & Returns }
  | { Update: Action<'Update'> & Returns }
  | { Delete: Action<'Delete'> & Returns }
  | { ConditionCheck: Action<'ConditionCheck'> };

export interface Verdict {
  /** Every action and event was written; false: none was, and at least one condition was refused. */
  written: boolean;
  /** Per action, in the order given: whether its condition was refused. */
  refused: boolean[];
  /** Per action: the item a refused condition found, where the action asked for it. */
  found: Array<Item | undefined>;
  /** What a lone write answered when it asked (ReturnValues), e.g. the item it replaced. */
  returned?: Item;
}

/** Sends of one write while other transactions keep conflicting with it. */
export const CONTENDED_ATTEMPTS = 4;

/**
 * Writes the actions and the events together, all or nothing; answers which conditions were
 * refused. Throws what else DynamoDB refuses, and a 503 when the items stay contended.
 */
export function transact(
  actions: readonly WriteAction[],
  events: readonly WebhookEvent[] = [],
): Promise<Verdict> {
  const table = tableName();
  const only = actions.length === 1 && events.length === 0 ? actions[0] : undefined;
  const single = only && !('ConditionCheck' in only) ? only : undefined;
  return retrying(
    CONTENDED_ATTEMPTS,
    () => (single ? writeOne(single, table) : writeAll(actions, events, table)),
    () => errorOf(ERRORS.databaseUnavailable, {}, { retryAfterSeconds: 1 }),
  );
}

/** transact for one write, when all the store needs is whether it was made. */
export async function written(action: WriteAction, events: readonly WebhookEvent[] = []): Promise<boolean> {
  return (await transact([action], events)).written;
}

/**
 * Puts an item that must be new; false when another is there. True too when the item there is
 * exactly this one: the put's own earlier attempt, applied, whose answer was lost on the way back
 * and which the SDK then retried. Items holding a fresh id or time never match another's.
 */
export async function putNew(item: Item): Promise<boolean> {
  const isNew = 'attribute_not_exists(pk)';
  const { written, found } = await transact([
    { Put: { Item: item, ConditionExpression: isNew, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' } },
  ]);
  const [there] = found;
  if (written || there === undefined) return written;
  // The item as the document client stores it (undefined values removed, client.ts) and reads it back.
  return isDeepStrictEqual(there, unmarshall(marshall(item, { removeUndefinedValues: true })));
}

/** Deletes the item; false when there was none. */
export function deleted(key: ItemKey): Promise<boolean> {
  return written({ Delete: { Key: key, ConditionExpression: 'attribute_exists(pk)' } });
}

/** The update that sets attributes of an item (those of `firstOnly` only where it has none yet). */
function setting(key: ItemKey, attributes: Item, firstOnly?: Item) {
  const expressions = new Expressions();
  return { Key: key, UpdateExpression: expressions.set(attributes, firstOnly), ...expressions.attributes() };
}

/** Sets attributes of the item, making it when there is none (see setting). */
export async function setAttributes(key: ItemKey, attributes: Item, firstOnly?: Item): Promise<void> {
  await transact([{ Update: setting(key, attributes, firstOnly) }]);
}

/** Sets attributes of the item (see setting); false when there is no item. */
export function setIfExists(key: ItemKey, attributes: Item, firstOnly?: Item): Promise<boolean> {
  return written({
    Update: { ...setting(key, attributes, firstOnly), ConditionExpression: 'attribute_exists(pk)' },
  });
}

const WRITTEN = (count: number): Verdict => ({ written: true, refused: Array(count).fill(false), found: [] });

async function writeOne(
  action: Exclude<WriteAction, { ConditionCheck: unknown }>,
  TableName: string,
): Promise<Verdict | typeof AGAIN> {
  try {
    const db = documentDb();
    const { Attributes } = await ('Put' in action
      ? db.send(new PutCommand({ TableName, ...action.Put }))
      : 'Update' in action
        ? db.send(new UpdateCommand({ TableName, ...action.Update }))
        : db.send(new DeleteCommand({ TableName, ...action.Delete })));
    return { ...WRITTEN(1), ...(Attributes ? { returned: Attributes } : {}) };
  } catch (error) {
    if (error instanceof TransactionConflictException) return AGAIN;
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    return { written: false, refused: [true], found: [itemOfImage(error.Item)] };
  }
}

async function writeAll(
  actions: readonly WriteAction[],
  events: readonly WebhookEvent[],
  TableName: string,
): Promise<Verdict | typeof AGAIN> {
  const items = [
    ...actions.map((action): TransactItem => {
      const [kind, body] = Object.entries(action)[0] as [keyof TransactItem, Returns];
      if (body.ReturnValues) throw new Error('only a write sent alone answers ReturnValues');
      return { [kind]: { TableName, ...body } };
    }),
    // Each event is new: an id is never written twice.
    ...events.map((event) => ({
      Put: {
        TableName,
        Item: webhookEventEntity.toItem(event),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    })),
  ];
  try {
    await documentDb().send(new TransactWriteCommand({ TransactItems: items }));
    return WRITTEN(actions.length);
  } catch (error) {
    if (!(error instanceof TransactionCanceledException)) throw error;
    const reasons = error.CancellationReasons ?? [];
    const refused = actions.map((_, index) => reasons[index]?.Code === 'ConditionalCheckFailed');
    if (refused.includes(true)) {
      const found = actions.map((_, index) =>
        refused[index] ? itemOfImage(reasons[index]?.Item) : undefined,
      );
      return { written: false, refused, found };
    }
    if (reasons.some((reason) => reason.Code === 'TransactionConflict')) return AGAIN;
    // Anything else (an event's id taken, a validation) is no outcome a store decides on.
    throw error;
  }
}
