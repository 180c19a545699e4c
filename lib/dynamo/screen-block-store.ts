/**
 * Screen blocks (see screenBlockKeys): one item per employee, the only module that touches them.
 * A write is one transaction: the employee must exist (a condition on the employee item) and the
 * block must still be at the version the caller read, so concurrent toggles cannot both win unseen.
 */
import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { ScreenBlock } from '../masterdata/screen-block-state.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { documentDb, tableName } from './client.js';
import { cancellationReasons } from './errors.js';
import { getRecord } from './get-record.js';
import { employeeKeys, screenBlockEntity, screenBlockKeys } from './keys.js';
import { eventPuts } from './webhook-event-store.js';

export async function getScreenBlock(companyId: string, login: string): Promise<ScreenBlock | undefined> {
  return getRecord(screenBlockEntity, screenBlockKeys.item(companyId, login), true);
}

export type BlockWrite = 'written' | 'noEmployee' | 'changedMeanwhile';

/**
 * Writes `block` (its version one above `expectedVersion`; 0 = no block item yet), with the webhook
 * events that report it.
 */
export async function putScreenBlock(
  block: ScreenBlock,
  expectedVersion: number,
  events: readonly WebhookEvent[] = [],
): Promise<BlockWrite> {
  try {
    await documentDb().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: employeeKeys.item(block.companyId, block.login),
              ConditionExpression: 'attribute_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: screenBlockEntity.toItem(block),
              ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :expected',
              ...(expectedVersion === 0
                ? {}
                : { ExpressionAttributeValues: { ':expected': expectedVersion } }),
            },
          },
          ...eventPuts(events),
        ],
      }),
    );
    return 'written';
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    if (reasons[0] === 'ConditionalCheckFailed') return 'noEmployee';
    if (reasons[1] === 'ConditionalCheckFailed' || reasons.includes('TransactionConflict'))
      return 'changedMeanwhile';
    throw error;
  }
}

/** Deletes the employee's block item (an erasure); true when there was one. */
export async function deleteScreenBlock(companyId: string, login: string): Promise<boolean> {
  const { Attributes } = await documentDb().send(
    new DeleteCommand({
      TableName: tableName(),
      Key: screenBlockKeys.item(companyId, login),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes !== undefined;
}
