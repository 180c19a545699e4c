/**
 * Screen blocks (see screenBlockKeys): one item per employee, the only module that touches them.
 * A write is one transaction: the employee must exist (a condition on the employee item) and the
 * block must still be at the version the caller read, so concurrent toggles cannot both win unseen.
 */
import type { ScreenBlock } from '../masterdata/screen-block-state.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { getRecord } from './get-record.js';
import { employeeKeys, screenBlockEntity, screenBlockKeys } from './keys.js';
import { deleted, transact } from './transact.js';

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
  const { written, refused } = await transact(
    [
      {
        ConditionCheck: {
          Key: employeeKeys.item(block.companyId, block.login),
          ConditionExpression: 'attribute_exists(pk)',
        },
      },
      {
        Put: {
          Item: screenBlockEntity.toItem(block),
          ConditionExpression: expectedVersion === 0 ? 'attribute_not_exists(pk)' : 'version = :expected',
          ...(expectedVersion === 0 ? {} : { ExpressionAttributeValues: { ':expected': expectedVersion } }),
        },
      },
    ],
    events,
  );
  if (written) return 'written';
  return refused[0] ? 'noEmployee' : 'changedMeanwhile';
}

/** Deletes the employee's block item (an erasure); true when there was one. */
export function deleteScreenBlock(companyId: string, login: string): Promise<boolean> {
  return deleted(screenBlockKeys.item(companyId, login));
}
