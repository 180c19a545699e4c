/**
 * The change stream's deliveries as the event source mapping makes them: punch-day changes of days
 * that may have been summed mark their day pending (once per company and day, whatever the batch);
 * later days need nothing; a batch delivered twice changes nothing more; a mark that cannot be
 * written leaves a failure record the answers name, and goes back to the mapping only when a retry
 * may succeed; old changes record the lag.
 */

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { employeeKeys, punchDayKeys, summaryKeys } from '../../../lib/dynamo/keys.js';
import { readLag, readSettleState } from '../../../lib/dynamo/summary-store.js';
import { addDays } from '../../../lib/shared/dates.js';
import { ServiceUnavailableError, ValidationError } from '../../../lib/shared/errors.js';
import { summariseRecords } from '../../../lib/summaries/stream.js';
import { uniqueId } from '../../support/fixtures.js';

const today = new Date().toISOString().slice(0, 10);
let sequence = 0;

function punchRecord(companyId: string, date: string, createdSecondsAgo = 0): DynamoDBRecord {
  sequence += 1;
  const item = {
    ...punchDayKeys.item(companyId, date, `u${sequence}`),
    type: 'PunchDay',
    beginDay: `${date}T09:00:00Z`,
  };
  return {
    eventID: `stream-test-${sequence}`,
    eventName: 'INSERT',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000) - createdSecondsAgo,
      Keys: marshall({ pk: item.pk, sk: item.sk }) as never,
      NewImage: marshall(item) as never,
      SequenceNumber: String(sequence).padStart(21, '0'),
    },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the summariser', () => {
  it('marks the days that may have been summed, once per company and day, and no later day', async () => {
    const companyId = uniqueId('co');
    const old = addDays(today, -2);
    const older = addDays(today, -40);
    const batch = [
      punchRecord(companyId, old),
      punchRecord(companyId, old),
      punchRecord(companyId, older),
      punchRecord(companyId, addDays(today, -1)),
      punchRecord(companyId, today),
    ];
    const send = vi.spyOn(documentDb(), 'send');
    await summariseRecords(batch);
    expect(send).toHaveBeenCalledTimes(2);
    await summariseRecords(batch);
    const { pending } = await readSettleState(companyId, true);
    expect(pending.map((p) => [p.date, p.lastEvent])).toEqual([
      [older, batch[2]?.eventID],
      [old, batch[1]?.eventID],
    ]);
  });

  it('marks nothing for an item that is not a punch day (its filters keep them away; a sample event may not)', async () => {
    // An employee key whose last ten characters read as a day long summed, were it a punch day's.
    const companyId = `${uniqueId('co')}-2026-01-0`;
    const employee = { ...employeeKeys.item(companyId, 'ana.souza'), type: 'Employee' };
    expect(punchDayKeys.parseDayPk(employee.pk).date < addDays(today, -2)).toBe(true);
    const send = vi.spyOn(documentDb(), 'send');
    await summariseRecords([
      {
        eventID: 'stream-test-employee',
        eventName: 'MODIFY',
        dynamodb: {
          ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
          Keys: marshall({ pk: employee.pk, sk: employee.sk }) as never,
          NewImage: marshall(employee) as never,
        },
      },
    ]);
    expect(send).not.toHaveBeenCalled();
  });

  it('records the days it could not mark for the answers, and hands back only what a retry may fix', async () => {
    const companyId = uniqueId('co');
    const day = addDays(today, -3);
    const send = documentDb().send.bind(documentDb());
    // A fault DynamoDB Local cannot be made to produce on one write: injected on the mark only.
    const failing = (error: Error) =>
      vi
        .spyOn(documentDb(), 'send')
        .mockImplementation(((command: { input: { Key?: { sk?: string } } }) =>
          command.input.Key?.sk?.startsWith('PENDING#')
            ? Promise.reject(error)
            : send(command as never)) as never);
    failing(new ServiceUnavailableError('the database is busy'));
    await expect(summariseRecords([punchRecord(companyId, day)])).rejects.toThrow(ServiceUnavailableError);
    vi.restoreAllMocks();
    failing(new ValidationError('refused'));
    await expect(summariseRecords([punchRecord(companyId, day)])).resolves.toBeUndefined();
    vi.restoreAllMocks();
    const { failed } = await readSettleState(companyId, true);
    expect(failed).toHaveLength(2);
    expect(failed.flatMap((f) => f.days)).toEqual([day, day]);
    expect(failed.map((f) => f.reason).sort()).toEqual(['refused', 'the database is busy']);
  });

  it('records how far behind it was when it delivers old changes', async () => {
    await summariseRecords([punchRecord(uniqueId('co'), today, 600)]);
    const lag = await readLag();
    // Other files' answers would say the stream is behind: gone again at once.
    await documentDb().send(new DeleteCommand({ TableName: tableName(), Key: summaryKeys.lag }));
    expect(lag?.behindSeconds).toBeGreaterThanOrEqual(600);
    expect(Date.parse(lag?.at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });
});
