/** Reading one item by its key, as its entity's record: the one way every store gets an item. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentDb, tableName } from './client.js';
import type { Entity, Item, ItemKey } from './entity.js';

/** An item read whole, with the attributes its entity's record leaves out (a hidden count, a summary). */
export const wholeItem: Pick<Entity<Item>, 'fromItem'> = { fromItem: (item) => item };

/** The record, or undefined when there is no item; `consistent` reads what the last write wrote. */
export async function getRecord<R>(
  entity: Pick<Entity<R>, 'fromItem'>,
  key: ItemKey,
  consistent = false,
): Promise<R | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({ TableName: tableName(), Key: key, ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return Item ? entity.fromItem(Item) : undefined;
}
