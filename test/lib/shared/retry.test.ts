/** The read-decide-write helper against DynamoDB Local: no update lost, and a bounded number of tries. */
import { describe, expect, it } from 'vitest';
import { defineEntity } from '../../../lib/dynamo/entity.js';
import { getRecord } from '../../../lib/dynamo/get-record.js';
import { transact, written } from '../../../lib/dynamo/transact.js';
import { ConflictError } from '../../../lib/shared/errors.js';
import { AGAIN, OPTIMISTIC_ATTEMPTS, updateOptimistically } from '../../../lib/shared/retry.js';
import { uniqueId } from '../../support/fixtures.js';

const counter = defineEntity<{ count: number; by: string[] }>({ type: 'TestCounter' });
const key = (id: string) => ({ pk: `TEST#${id}`, sk: 'COUNTER' });

/** Adds one to the counter with who added it, over the version read. */
function increment(id: string, by: string, between?: () => Promise<void>) {
  return updateOptimistically({
    read: () => getRecord(counter, key(id), true),
    write: async (stored) => {
      await between?.();
      const next = { count: (stored?.count ?? 0) + 1, by: [...(stored?.by ?? []), by] };
      const made = await written({
        Put: {
          Item: counter.toItem(next, key(id)),
          ...(stored
            ? { ConditionExpression: '#count = :read', ExpressionAttributeNames: { '#count': 'count' } }
            : { ConditionExpression: 'attribute_not_exists(pk)' }),
          ...(stored ? { ExpressionAttributeValues: { ':read': stored.count } } : {}),
        },
      });
      return made ? next.count : AGAIN;
    },
    exhausted: () => new ConflictError('the counter keeps changing'),
  });
}

describe('updateOptimistically', () => {
  it('loses no update when writers race: each refused one reads again and decides anew', async () => {
    const id = uniqueId();
    const writers = ['a', 'b', 'c', 'd'];
    const answers = await Promise.all(writers.map((by) => increment(id, by)));
    expect([...answers].sort()).toEqual([1, 2, 3, 4]);
    const stored = await getRecord(counter, key(id), true);
    expect(stored?.count).toBe(4);
    expect([...(stored?.by ?? [])].sort()).toEqual(writers);
  });

  it(`stops after ${OPTIMISTIC_ATTEMPTS} attempts when another writer always comes first`, async () => {
    const id = uniqueId();
    let interruptions = 0;
    const interrupt = async () => {
      interruptions += 1;
      await transact([
        {
          Update: {
            Key: key(id),
            UpdateExpression: 'SET #count = if_not_exists(#count, :zero) + :one, #type = :type',
            ExpressionAttributeNames: { '#count': 'count', '#type': 'type' },
            ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':type': counter.type },
          },
        },
      ]);
    };
    await expect(increment(id, 'late', interrupt)).rejects.toThrow('the counter keeps changing');
    expect(interruptions).toBe(OPTIMISTIC_ATTEMPTS);
    expect((await getRecord(counter, key(id), true))?.count).toBe(OPTIMISTIC_ATTEMPTS);
  });
});
