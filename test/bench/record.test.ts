/**
 * G4's unit: an endpoint's warm DynamoDB requests, recorded in-process and grouped into round
 * trips (bench/calls/record.ts), then sent again as the same requests by the dynamoSteps yardstick.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { benchDynamoClient } from '../../bench/baselines/document-client.js';
import { handler as stepsHandler } from '../../bench/baselines/dynamo-steps.js';
import { context, handlerOf } from '../../bench/calls/check.js';
import {
  type RecordedCall,
  recordWarmCalls,
  roundTripsOf,
  type TimedCall,
} from '../../bench/calls/record.js';
import { type SampleCompany, sampleCompany, sampleEvent } from '../../bench/calls/samples.js';

const call = (op: string, startedAt: number, endedAt: number): TimedCall => ({
  op,
  input: { at: startedAt },
  startedAt,
  endedAt,
});

const ops = (trips: RecordedCall[][]) => trips.map((trip) => trip.map((recorded) => recorded.op));

describe('roundTripsOf', () => {
  it('starts a round trip only when every earlier call has ended', () => {
    const trips = roundTripsOf([
      call('GetItem', 0, 1),
      call('Query', 1, 3),
      call('Query', 1.1, 2),
      call('Query', 2.5, 4),
      call('BatchGetItem', 4.2, 5),
      call('PutItem', 5, 6),
    ]);
    expect(ops(trips)).toEqual([['GetItem'], ['Query', 'Query', 'Query'], ['BatchGetItem'], ['PutItem']]);
  });

  it('orders calls by when they started, whatever order they were recorded in', () => {
    expect(
      ops(roundTripsOf([call('PutItem', 3, 4), call('GetItem', 0, 1), call('UpdateItem', 1, 2)])),
    ).toEqual([['GetItem'], ['UpdateItem'], ['PutItem']]);
  });
});

describe('recordWarmCalls', () => {
  let company: SampleCompany;

  beforeAll(async () => {
    company = await sampleCompany('Record test');
    // getEvents reads an event only when one exists: the bench seeds one the same way.
    const setEvent = await handlerOf('setEvent');
    const seeded = await setEvent(sampleEvent('setEvent', company.key), context('setEvent'));
    expect(seeded.statusCode).toBe(200);
  });

  it("records a warm recordPunch's requests as the manifest's three round trips", async () => {
    const trips = await recordWarmCalls('recordPunch', company.key);
    expect(ops(trips)).toEqual([['GetItem'], ['UpdateItem'], ['PutItem']]);
    const update = trips[1]?.[0]?.input as { UpdateExpression?: string; ConditionExpression?: string };
    expect(update.UpdateExpression).toMatch(/^SET /);
    expect(update.ConditionExpression).toContain('attribute_not_exists');
  });

  it("groups getEvents' parallel month-shard Queries into one round trip", async () => {
    const trips = await recordWarmCalls('getEvents', company.key);
    expect(ops(trips)).toEqual([['Query', 'Query', 'Query', 'Query'], ['BatchGetItem'], ['PutItem']]);
  });

  it('is replayed by the dynamoSteps yardstick, through the document client, as the same requests', async () => {
    const recorded = await recordWarmCalls('recordPunch', company.key);
    const sent: RecordedCall[] = [];
    const client = benchDynamoClient();
    client.middlewareStack.add(
      (next) => async (args) => {
        const request = args.request as { headers: Record<string, string>; body: Uint8Array | string };
        const body = typeof request.body === 'string' ? request.body : new TextDecoder().decode(request.body);
        sent.push({ op: request.headers['x-amz-target']?.split('.').at(-1) ?? '', input: JSON.parse(body) });
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low', name: 'testRecordReplay' },
    );
    try {
      for (const wire of [false, true]) {
        sent.length = 0;
        const answer = await stepsHandler({ body: JSON.stringify({ recorded, wire }) });
        expect(answer.statusCode).toBe(200);
        expect(sent).toEqual(recorded.flat());
      }
    } finally {
      client.middlewareStack.remove('testRecordReplay');
    }
    await expect(
      stepsHandler({ body: JSON.stringify({ recorded: [[{ op: 'DeleteTable', input: {} }]] }) }),
    ).rejects.toThrow('no recorded replay for DeleteTable');
  });
});
