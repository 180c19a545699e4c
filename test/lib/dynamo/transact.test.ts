import { TransactionCanceledException, TransactionConflictException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentDb } from '../../../lib/dynamo/client.js';
import { putEmployees } from '../../../lib/dynamo/employee-store.js';
import { defineEntity } from '../../../lib/dynamo/entity.js';
import { getRecord } from '../../../lib/dynamo/get-record.js';
import { getScreenBlock, putScreenBlock } from '../../../lib/dynamo/screen-block-store.js';
import { CONTENDED_ATTEMPTS, transact, written } from '../../../lib/dynamo/transact.js';
import { getWebhookEvent } from '../../../lib/dynamo/webhook-event-store.js';
import { ServiceUnavailableError } from '../../../lib/shared/errors.js';
import { newEvent } from '../../../lib/webhooks/events.js';
import { employee, uniqueId } from '../../support/fixtures.js';

const thing = defineEntity<{ n: number }>({ type: 'TestThing' });
const key = (id: string, sk = 'A') => ({ pk: `TEST#${id}`, sk });
const put = (id: string, n: number, sk = 'A') => ({
  Put: { Item: { ...key(id, sk), type: thing.type, n } },
});
const read = (id: string, sk = 'A') => getRecord(thing, key(id, sk), true);

/** The commands sent from here on, by name. */
function sentCommands(): string[] {
  const names: string[] = [];
  const send = documentDb().send.bind(documentDb());
  vi.spyOn(documentDb(), 'send').mockImplementation(((command: { constructor: { name: string } }) => {
    names.push(command.constructor.name);
    return send(command as never);
  }) as never);
  return names;
}

const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });

afterEach(() => vi.restoreAllMocks());

describe('transact', () => {
  it('sends one action without events as the single write it is, and says when its condition was refused', async () => {
    const id = uniqueId();
    const commands = sentCommands();
    expect(await transact([put(id, 1)])).toEqual({ written: true, refused: [false], found: [] });
    const again = await transact([
      {
        Put: {
          ...put(id, 2).Put,
          ConditionExpression: 'attribute_not_exists(pk)',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
    ]);
    expect(commands).toEqual(['PutCommand', 'PutCommand']);
    expect(again).toEqual({
      written: false,
      refused: [true],
      found: [{ ...key(id), type: 'TestThing', n: 1 }],
    });
    expect(await read(id)).toEqual({ n: 1 });
  });

  it('writes every action or none, and names the refused ones with the items they asked for', async () => {
    const id = uniqueId();
    await transact([put(id, 1)]);
    const verdict = await transact([
      put(id, 5, 'B'),
      {
        Update: {
          Key: key(id),
          UpdateExpression: 'SET n = :n',
          ConditionExpression: 'n = :expected',
          ExpressionAttributeValues: { ':n': 2, ':expected': 0 },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
      { ConditionCheck: { Key: key(id, 'missing'), ConditionExpression: 'attribute_exists(pk)' } },
    ]);
    expect(verdict).toEqual({
      written: false,
      refused: [false, true, true],
      found: [undefined, { ...key(id), type: 'TestThing', n: 1 }, undefined],
    });
    expect(await read(id, 'B')).toBeUndefined();

    const commands = sentCommands();
    expect(await written(put(id, 7, 'B'), [])).toBe(true);
    const both = await transact([
      put(id, 8, 'C'),
      {
        ConditionCheck: {
          Key: key(id),
          ConditionExpression: 'n = :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
    expect(both.written).toBe(true);
    expect(commands).toEqual(['PutCommand', 'TransactWriteCommand']);
    expect([await read(id, 'B'), await read(id, 'C')]).toEqual([{ n: 7 }, { n: 8 }]);
  });

  it('writes the events with the change, and none when a condition refuses it', async () => {
    const companyId = uniqueId('co');
    const event = () => newEvent(companyId, 'employee.changed', 'employee/ana', {} as never);
    const kept = event();
    const commands = sentCommands();
    expect(await written(put(companyId, 1), [kept])).toBe(true);
    expect(commands).toEqual(['TransactWriteCommand']);
    expect(await getWebhookEvent(companyId, kept.eventId)).toMatchObject({ eventId: kept.eventId });

    const dropped = event();
    const refused = await transact(
      [{ Put: { ...put(companyId, 2).Put, ConditionExpression: 'attribute_not_exists(pk)' } }],
      [dropped],
    );
    expect(refused).toMatchObject({ written: false, refused: [true] });
    expect(await getWebhookEvent(companyId, dropped.eventId)).toBeUndefined();
    // An event written twice is no outcome a store decides on: it is thrown.
    await expect(transact([put(companyId, 3, 'B')], [kept])).rejects.toBeInstanceOf(
      TransactionCanceledException,
    );
    expect(await read(companyId)).toEqual({ n: 1 });
  });

  // DynamoDB Local cannot be made to cancel a transaction for a conflict on demand: the conflicts
  // below are injected by a mocked send, in front of the real one.
  it('sends a transaction a concurrent one cancelled again, and writes it', async () => {
    const id = uniqueId();
    const send = documentDb().send.bind(documentDb());
    let conflicts = 0;
    vi.spyOn(documentDb(), 'send').mockImplementation(((command: object) => {
      if (command.constructor.name === 'TransactWriteCommand' && conflicts < 2) {
        conflicts += 1;
        return Promise.reject(cancelled('None', 'TransactionConflict'));
      }
      return send(command as never);
    }) as never);
    expect(await transact([put(id, 1), put(id, 2, 'B')])).toMatchObject({ written: true });
    expect(conflicts).toBe(2);
    expect([await read(id), await read(id, 'B')]).toEqual([{ n: 1 }, { n: 2 }]);
  });

  it('answers a refused condition even when another action met a conflict', async () => {
    vi.spyOn(documentDb(), 'send').mockRejectedValue(
      cancelled('TransactionConflict', 'ConditionalCheckFailed'),
    );
    expect(await transact([put('x', 1), put('x', 2, 'B')])).toEqual({
      written: false,
      refused: [false, true],
      found: [undefined, undefined],
    });
  });

  it('gives up on items that stay contended with a 503 after a bounded number of sends', async () => {
    const send = vi.spyOn(documentDb(), 'send').mockRejectedValue(cancelled('TransactionConflict', 'None'));
    await expect(transact([put('x', 1), put('x', 2, 'B')])).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(send).toHaveBeenCalledTimes(CONTENDED_ATTEMPTS);

    vi.restoreAllMocks();
    // A single write that meets a transaction on its item is contention too.
    const id = uniqueId();
    const real = documentDb().send.bind(documentDb());
    let once = false;
    const single = vi.spyOn(documentDb(), 'send').mockImplementation(((command: object) => {
      if (once) return real(command as never);
      once = true;
      return Promise.reject(new TransactionConflictException({ message: 'conflict', $metadata: {} }));
    }) as never);
    expect(await written(put(id, 4))).toBe(true);
    expect(single).toHaveBeenCalledTimes(2);
    expect(await read(id)).toEqual({ n: 4 });
  });

  // The same DynamoDB answer used to mean "changed meanwhile" in some stores, a failure in others and
  // "contended" in one; now it means one thing everywhere, and a store never sees it.
  it("is no refusal: a store's write a concurrent transaction cancelled is written, not taken as changed meanwhile", async () => {
    const companyId = uniqueId('co');
    await putEmployees(companyId, [employee('ana')], new Date().toISOString());
    const send = documentDb().send.bind(documentDb());
    let conflicts = 0;
    vi.spyOn(documentDb(), 'send').mockImplementation(((command: object) => {
      if (command.constructor.name !== 'TransactWriteCommand' || conflicts > 0) return send(command as never);
      conflicts += 1;
      return Promise.reject(cancelled('None', 'TransactionConflict'));
    }) as never);
    const block = {
      companyId,
      login: 'ana',
      blocked: true,
      reason: 'audit',
      blockedSince: '2026-03-10T10:00:00.000Z',
      changedBy: { sub: 'ops', mode: 'admin' as const, via: 'admin' as const },
      changedAt: '2026-03-10T10:00:00.000Z',
      version: 1,
    };
    expect(await putScreenBlock(block, 0)).toBe('written');
    expect(conflicts).toBe(1);
    expect(await getScreenBlock(companyId, 'ana')).toEqual(block);
  });
});
