/** Reading one item by its key, as its entity's record: the one way every store gets an item. */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentDb, tableName } from './client.js';
import type { Entity, ItemKey } from './entity.js';

/** The record, or undefined when there is no item; `consistent` reads what the last write wrote. */
export async function getRecord<R>(
  entity: Entity<R>,
  key: ItemKey,
  consistent = false,
): Promise<R | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({ TableName: tableName(), Key: key, ...(consistent ? { ConsistentRead: true } : {}) }),
  );
  return Item ? entity.fromItem(Item) : undefined;
}
