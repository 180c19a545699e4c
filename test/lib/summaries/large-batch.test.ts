/**
 * A batch as large as the event source mapping sends (1,000 records), twice over, shaped to cross
 * every limit the summariser packs transactions by: more than 50 entries in one ledger item, more
 * than 100 items in one transaction, hundreds of distinct start times in one day summary.
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { referenceRows } from '../../../bench/scale/reference-fold.js';
import { punchDayKeys } from '../../../lib/dynamo/keys.js';
import { punchDayFromItem } from '../../../lib/dynamo/punch-store.js';
import { addDays, formatUtcInstant } from '../../../lib/shared/dates.js';
import { summariseRecords } from '../../../lib/summaries/stream.js';
import { newCompany } from '../../support/fixtures.js';
import { chatbot, ok } from '../mcp/tools/support.js';

const DAY = '2026-07-01';

function inserted(item: Record<string, unknown>, n: number): DynamoDBRecord {
  return {
    eventID: `large-${DAY}-${n}-${Math.random()}`,
    eventName: 'INSERT',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      NewImage: marshall(item) as never,
      SequenceNumber: String(n).padStart(21, '0'),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

describe('large batches', () => {
  it('are packed into transactions within DynamoDB limits, and counted exactly', async () => {
    const company = await newCompany({ name: `Large HOMOLOG ${Date.now()}` });
    const id = company.companyId;
    const day = (date: string, login: string, startSecond: number, department: string) => ({
      ...punchDayKeys.item(id, date, login),
      type: 'PunchDay',
      beginDay: formatUtcInstant(Date.parse(`${date}T00:00:00Z`) + startSecond * 1000),
      endDay: `${date}T18:00:00Z`,
      locationType: 'office',
      department,
      timeZone: 'UTC',
    });
    // 1,900 employees on one day: about 60 per ledger item, starts spread over 08:00-10:00.
    const crowd = Array.from({ length: 1_900 }, (_, i) =>
      day(DAY, `u${i}`, 8 * 3600 + ((i * 3_797) % 7_200), ['Sales', 'Ops', 'R&D'][i % 3] as string),
    );
    // One employee over 100 days: 100 ledger items and 100 day summaries.
    const long = Array.from({ length: 100 }, (_, i) =>
      day(addDays(DAY, i + 1), 'solo', 9 * 3600 + i, 'Solo'),
    );
    const items = [...crowd, ...long];
    const records = items.map(inserted);
    for (let i = 0; i < records.length; i += 1_000) await summariseRecords(records.slice(i, i + 1_000));
    await summariseRecords(records.slice(0, 1_000));

    const raw = items.map(punchDayFromItem);
    const user = chatbot(id, 'read:analytics');
    for (const metric of ['workedHours', 'lateness'] as const) {
      const { data } = await ok(user, 'analyticsQuery', {
        metric,
        from: DAY,
        to: addDays(DAY, 91),
        groupBy: 'department',
        expectedStart: '09:00',
        graceMinutes: 10,
      });
      const expected = referenceRows(
        raw.filter((d) => d.date <= addDays(DAY, 91)),
        metric,
        'department',
        '09:00',
        10,
      );
      expect(data.rows).toEqual(expected);
    }
  }, 300_000);
});
