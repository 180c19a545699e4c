/**
 * Deliveries as the event source mapping makes them: the same batch again (a retry after a failed
 * invocation), halves of it (bisect on error), a batch that fails halfway, and old changes. The
 * records carry images of items shaped as the stores write them, for a company whose items exist
 * only in these records, so no other delivery of the table's stream touches what is measured.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { afterEach, describe, expect, it } from 'vitest';
import { referenceRows } from '../../../bench/scale/reference-fold.js';
import { staffCounts } from '../../../lib/analytics/read-summaries.js';
import { dynamoClient } from '../../../lib/dynamo/client.js';
import { employeeItem } from '../../../lib/dynamo/employee-store.js';
import { punchDayKeys, transmissionKeys } from '../../../lib/dynamo/keys.js';
import { punchDayFromItem } from '../../../lib/dynamo/punch-store.js';
import {
  listStaffSummaries,
  queryDaySummaries,
  readSummaryHealth,
} from '../../../lib/dynamo/summary-store.js';
import { healthWarnings } from '../../../lib/summaries/health.js';
import { resetLagThrottle, summariseRecords } from '../../../lib/summaries/stream.js';
import { employee, newCompany } from '../../support/fixtures.js';
import { chatbot, ok } from '../mcp/tools/support.js';

const D1 = '2026-09-14';
const D2 = '2026-09-15';
type Item = Record<string, unknown>;
let sequence = 0;

function punchItem(companyId: string, date: string, login: string, fields: Item): Item {
  return {
    ...punchDayKeys.item(companyId, date, login),
    type: 'PunchDay',
    companyId,
    login,
    date,
    hostname: 'NB-01',
    locationType: 'office',
    source: 'test',
    timeZone: 'UTC',
    ...fields,
  };
}

const staffItem = (companyId: string, login: string, department: string) =>
  employeeItem(companyId, employee(login, { department }), '2026-09-01T00:00:00.000Z');

function transmissionItem(companyId: string, requestId: string, status: number): Item {
  const at = new Date().toISOString();
  return {
    ...transmissionKeys.item(companyId, at, requestId),
    type: 'Transmission',
    companyId,
    endpoint: 'sendPunchClock',
    status,
    errorCode: status >= 400 ? 'INVALID_FIELD' : null,
    latencyMs: 10,
    counts: {},
    requestId,
    at,
  };
}

/** The stream's records of a history of item states (undefined: deleted), each after the one before it. */
function recordsOf(
  history: ReadonlyArray<[Item, Item | undefined]>,
  createdSecondsAgo = 0,
): DynamoDBRecord[] {
  const current = new Map<string, Item>();
  return history.map(([keyed, after]) => {
    const id = `${keyed.pk}\u0000${keyed.sk}`;
    const before = current.get(id);
    if (after) current.set(id, after);
    else current.delete(id);
    sequence += 1;
    return {
      eventID: `delivery-${Date.now()}-${sequence}`,
      eventName: !after ? 'REMOVE' : before ? 'MODIFY' : 'INSERT',
      eventSource: 'aws:dynamodb',
      dynamodb: {
        ApproximateCreationDateTime: Math.floor(Date.now() / 1000) - createdSecondsAgo,
        Keys: marshall({ pk: keyed.pk, sk: keyed.sk }) as never,
        ...(after ? { NewImage: marshall(after, { removeUndefinedValues: true }) as never } : {}),
        ...(before ? { OldImage: marshall(before, { removeUndefinedValues: true }) as never } : {}),
        SequenceNumber: String(sequence).padStart(21, '0'),
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    };
  });
}

/** Two hires, days punched and punched again, a day deleted, a department move, two transmissions. */
function historyOf(companyId: string) {
  const punch = (date: string, login: string, fields: Item) => punchItem(companyId, date, login, fields);
  const days = {
    ana1: punch(D1, 'ana', {
      beginDay: `${D1}T09:20:10Z`,
      endDay: `${D1}T17:00:00Z`,
      department: 'Sales',
    }),
    bruno1: punch(D1, 'bruno', { beginDay: `${D1}T08:55:40Z`, department: 'Ops', locationType: 'field' }),
    bruno1Done: punch(D1, 'bruno', {
      beginDay: `${D1}T08:55:40Z`,
      endDay: `${D1}T18:00:00Z`,
      department: 'Ops',
      locationType: 'field',
      approvedExtensionMinutes: 30,
    }),
    ana2: punch(D2, 'ana', {
      beginDay: `${D2}T10:00:31Z`,
      beginLunch: `${D2}T12:00:00Z`,
      endLunch: `${D2}T13:00:00Z`,
      endDay: `${D2}T18:30:00Z`,
      department: 'Ops',
    }),
    bruno2: punch(D2, 'bruno', { beginDay: `${D2}T09:00:00Z`, department: 'Ops' }),
  };
  const sent = transmissionItem(companyId, `req_a_${sequence}`, 200);
  const refused = transmissionItem(companyId, `req_b_${sequence}`, 422);
  const history: Array<[Item, Item | undefined]> = [
    [staffItem(companyId, 'ana', 'Sales'), staffItem(companyId, 'ana', 'Sales')],
    [staffItem(companyId, 'bruno', 'Ops'), staffItem(companyId, 'bruno', 'Ops')],
    [days.ana1, days.ana1],
    [days.bruno1, days.bruno1],
    [days.bruno1, days.bruno1Done],
    [staffItem(companyId, 'ana', 'Ops'), staffItem(companyId, 'ana', 'Ops')],
    [days.ana2, days.ana2],
    [days.bruno2, days.bruno2],
    [days.bruno2, undefined],
    [sent, sent],
    [refused, refused],
  ];
  return { history, finalDays: [days.ana1, days.bruno1Done, days.ana2] };
}

/** Every counter the summaries hold for the company's days and employees (zeros left out). */
async function snapshot(companyId: string): Promise<string> {
  const [days, staff] = await Promise.all([
    queryDaySummaries(companyId, D1, D2),
    listStaffSummaries(companyId),
  ]);
  const counters = [...days, ...staff].map(({ sk, attributes }) => ({
    sk,
    values: Object.entries(attributes)
      .filter(([, value]) => typeof value === 'number' && value !== 0)
      .sort(([a], [b]) => a.localeCompare(b)),
  }));
  return JSON.stringify(counters.filter(({ values }) => values.length > 0));
}

async function expectExact(companyId: string, finalDays: readonly Item[]): Promise<void> {
  const raw = finalDays.map(punchDayFromItem);
  for (const metric of ['workedHours', 'overtimeMinutes', 'lateness'] as const) {
    for (const groupBy of ['person', 'department', 'day'] as const) {
      const { data } = await ok(chatbot(companyId, 'read:analytics'), 'analyticsQuery', {
        metric,
        from: D1,
        to: D2,
        groupBy,
      });
      expect(data.rows, `${metric} by ${groupBy}`).toEqual(referenceRows(raw, metric, groupBy));
    }
  }
  expect(await staffCounts(companyId)).toEqual({ active: 2, inactive: 0, departments: 1 });
}

const FAULT = 'summaryDeliveryFault';
afterEach(() => {
  dynamoClient().middlewareStack.remove(FAULT);
});

/**
 * DynamoDB Local never throttles: the fault is injected into the one client (an SDK middleware),
 * failing every TransactWriteItems with a throttling error. Person days and the last transmission
 * (single writes) still go through: the delivery fails halfway.
 */
function throttleTransactions(): void {
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand') {
        throw Object.assign(new Error('Rate of requests exceeds the allowed throughput'), {
          name: 'ThrottlingException',
          $metadata: { httpStatusCode: 400 },
        });
      }
      return next(args);
    },
    { step: 'initialize', priority: 'low', name: FAULT },
  );
}

describe('deliveries of the change stream', () => {
  it('counts each change once when a batch is delivered again, or halved as on error', async () => {
    const company = await newCompany({ name: `Delivery HOMOLOG ${Date.now()}` });
    const { history, finalDays } = historyOf(company.companyId);
    const records = recordsOf(history);
    await summariseRecords(records);
    const once = await snapshot(company.companyId);
    await expectExact(company.companyId, finalDays);

    // A retry: the whole batch again, then (bisect) its two halves in order. While the first half is
    // applied, items it changes again in the second are back at the first half's state; after the
    // second half, everything is as once.
    await summariseRecords(records);
    await summariseRecords(records.slice(0, 5));
    await summariseRecords(records.slice(5));
    expect(await snapshot(company.companyId)).toBe(once);
    await expectExact(company.companyId, finalDays);
  });

  it('counts each change once when delivered one record at a time, twice over', async () => {
    const company = await newCompany({ name: `Delivery HOMOLOG ${Date.now()}` });
    const { history, finalDays } = historyOf(company.companyId);
    const records = recordsOf(history);
    for (const record of records) {
      await summariseRecords([record]);
      await summariseRecords([record]);
    }
    await expectExact(company.companyId, finalDays);
  });

  it('catches up after a delivery that failed halfway, and says so while it has not', async () => {
    const company = await newCompany({ name: `Delivery HOMOLOG ${Date.now()}` });
    const { history, finalDays } = historyOf(company.companyId);
    const records = recordsOf(history);
    throttleTransactions();
    await expect(summariseRecords(records)).rejects.toThrow();
    dynamoClient().middlewareStack.remove(FAULT);

    const today = new Date().toISOString().slice(0, 10);
    const { stale } = await readSummaryHealth(company.companyId);
    expect(stale.map((marker) => marker.days)).toEqual([[D1, D2, today, 'staff'].sort()]);
    const stalled = await ok(chatbot(company.companyId, 'read:analytics'), 'analyticsQuery', {
      metric: 'workedHours',
      from: D1,
      to: D2,
      groupBy: 'day',
    });
    expect(stalled.envelope.warnings).toContainEqual(
      expect.stringMatching(
        /^the summaries of 2026-09-14, 2026-09-15 may miss changes that could not be applied since /,
      ),
    );

    // The mapping delivers the batch again: once it goes through, the numbers are exact and the warning gone.
    await summariseRecords(records);
    expect((await readSummaryHealth(company.companyId)).stale).toEqual([]);
    await expectExact(company.companyId, finalDays);
    const caughtUp = await ok(chatbot(company.companyId, 'read:analytics'), 'analyticsQuery', {
      metric: 'workedHours',
      from: D1,
      to: D2,
      groupBy: 'day',
    });
    expect(caughtUp.envelope.warnings.join(' ')).not.toMatch(/may miss changes/);
  });

  it('says the summaries are behind after a delivery of old changes', async () => {
    const company = await newCompany({ name: `Delivery HOMOLOG ${Date.now()}` });
    const [record] = recordsOf(
      [
        [
          punchItem(company.companyId, D1, 'ana', {}),
          punchItem(company.companyId, D1, 'ana', { beginDay: `${D1}T09:00:00Z` }),
        ],
      ],
      900,
    );
    // Delivered as if ten minutes ago, so the notice it leaves is already over for every other test.
    const then = new Date(Date.now() - 600_000);
    resetLagThrottle();
    await summariseRecords(record ? [record] : [], then);
    const { lag } = await readSummaryHealth();
    expect(lag?.at).toBe(then.toISOString());
    expect(lag?.behindSeconds).toBeGreaterThanOrEqual(300);
    expect(lag?.behindSeconds).toBeLessThan(310);
    const health = { lag, stale: [] };
    expect(healthWarnings(health, {}, new Date(then.getTime() + 60_000))).toEqual([
      `the summaries were ${lag?.behindSeconds} s behind the latest changes at ${then.toISOString()}: the newest changes may not be counted yet`,
    ]);
    expect(healthWarnings(health, {}, new Date())).toEqual([]);
  });
});
