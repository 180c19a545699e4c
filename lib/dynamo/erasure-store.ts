/**
 * Erasure records (keys.ts erasureEntity): the only module that reads or writes them. An erasure
 * starts with its record and its execution in one transaction, moves on a step at a time
 * (conditional on the step before, so two runs of one erasure never count a step twice), and
 * finishes in one transaction: the record forgets the login and e-mail, the execution succeeds,
 * and the event that reports it is written (the outbox).
 */
import type { Execution } from '../executions/execution.js';
import type { ErasureRecord } from '../privacy/erasure-record.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { Expressions } from './expressions.js';
import { getRecord } from './get-record.js';
import { erasureEntity, erasureKeys, executionEntity } from './keys.js';
import { transact, written } from './transact.js';

export async function getErasure(companyId: string, pseudonym: string): Promise<ErasureRecord | undefined> {
  return getRecord(erasureEntity, erasureKeys.item(companyId, pseudonym), true);
}

/**
 * Writes a new erasure and its execution; false when another erasure of the person is running (a
 * finished one is replaced: the login was imported again, and names a new person).
 */
export async function startErasure(erasure: ErasureRecord, execution: Execution): Promise<boolean> {
  const verdict = await transact([
    {
      Put: {
        Item: erasureEntity.toItem(erasure),
        ConditionExpression: 'attribute_not_exists(pk) OR #status = :finished',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':finished': 'finished' },
      },
    },
    { Put: { Item: executionEntity.toItem(execution) } },
  ]);
  return verdict.written;
}

/**
 * Records step `done` (1-based) as done with what it counted (and the last expiry of the time
 * records kept, as far as known), if step `done - 1` was the last one done; false when another run
 * recorded it first.
 */
export async function recordErasureStep(
  erasure: Pick<ErasureRecord, 'companyId' | 'pseudonym' | 'executionId'>,
  done: number,
  counts: Readonly<Record<string, number>>,
  keptUntil?: number,
): Promise<boolean> {
  const expressions = new Expressions();
  const set = expressions.set({ stepsDone: done, ...(keptUntil === undefined ? {} : { keptUntil }) });
  const adds = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([kind, n]) => `${expressions.name('counts')}.${expressions.name(kind)} ${expressions.value(n)}`);
  // Step `done - 1` was the last one done, by this run's erasure.
  const previous = `${expressions.name('stepsDone')} = ${expressions.value(done - 1)}`;
  const sameRun = `${expressions.name('executionId')} = ${expressions.value(erasure.executionId)}`;
  return written({
    Update: {
      Key: erasureKeys.item(erasure.companyId, erasure.pseudonym),
      UpdateExpression: adds.length > 0 ? `${set} ADD ${adds.join(', ')}` : set,
      ConditionExpression: `${previous} AND ${sameRun}`,
      ...expressions.attributes(),
    },
  });
}

/**
 * Finishes the erasure: its record keeps the pseudonym, the counts and until when time records are
 * kept, and forgets whom it erased; its execution succeeds, with the events that report it. False
 * when another run finished it first.
 */
export async function finishErasure(
  erasure: ErasureRecord,
  execution: Execution,
  events: readonly WebhookEvent[],
): Promise<boolean> {
  const { login: _login, email: _email, ...rest } = erasure;
  const finished: ErasureRecord = { ...rest, status: 'finished' };
  const verdict = await transact(
    [
      {
        Put: {
          Item: erasureEntity.toItem(finished),
          ConditionExpression: '#status = :running AND executionId = :id',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':running': 'running', ':id': erasure.executionId },
        },
      },
      { Put: { Item: executionEntity.toItem(execution) } },
    ],
    events,
  );
  return verdict.written;
}
