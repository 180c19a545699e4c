/**
 * Seeding a dataset through the service's own stores (company, employees, punch days,
 * transmissions), in parallel BatchWriteItem calls, each step with a progress bar; and the
 * summaries of what was written, made by the summariser's own handler from the written items.
 *
 * The changes are handed to the summariser as they are written (the stream records of the items the
 * bulk writes put, as DynamoDB Streams would carry them), in batches as large as an event source
 * mapping allows and ordered so that its writes merge: one batch holds a few hundred employees'
 * days of one month, so each person-month summary is written once and each day's ledger items a few
 * times. Delivered from the stream instead, in the mapping's batches of 1,000 and the order of the
 * writes, the same summaries take several times the writes, and reading the stream past the
 * summariser's own writes takes longer still. Once all is seeded, the stream's saved position moves
 * to its end (`finishSeeding`), so that no run reads those changes again.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { createCompany } from '../../lib/companies/manage-companies.js';
import type { ChangeRecord } from '../../lib/dynamo/change-record.js';
import { dynamoClient } from '../../lib/dynamo/client.js';
import { putEmployees } from '../../lib/dynamo/employee-store.js';
import { putPunchDays } from '../../lib/dynamo/punch-store.js';
import { putTransmissions } from '../../lib/dynamo/transmission-store.js';
import { MAX_BATCH_SIZE, StreamPoller } from '../../lib/local/stream-poller.js';
import type { StoredPunchDay } from '../../lib/punch/punch-day.js';
import { addDays } from '../../lib/shared/dates.js';
import { ServiceUnavailableError } from '../../lib/shared/errors.js';
import {
  COMPANY_TIME_ZONE,
  type Dataset,
  datesOf,
  employeesOf,
  punchDayOf,
  transmissionsOf,
} from './datasets.js';
import { Progress } from './progress.js';

const WRITE_CHUNK = 1_000;
const WRITE_ATTEMPTS = 8;

/**
 * A bulk write, again when DynamoDB Local is too slow to answer within the client's timeouts (the
 * writes are whole items, so writing one twice changes nothing).
 */
async function patiently(write: () => Promise<void>): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await write();
    } catch (error) {
      if (!(error instanceof ServiceUnavailableError) || attempt >= WRITE_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

type Item = Record<string, AttributeValue>;
type WriteRequests = Record<string, Array<{ PutRequest?: { Item: Item } }>>;

let eventCount = 0;

/** The INSERT record DynamoDB Streams carries for an item put into an empty table. */
function insertRecordOf(item: Item): ChangeRecord {
  eventCount += 1;
  return {
    eventID: `bench-scale-seed-${eventCount}`,
    eventName: 'INSERT',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      Keys: { pk: item.pk, sk: item.sk },
      NewImage: item,
    },
  };
}

/**
 * Records the items every successful BatchWriteItem of this process puts (in the wire format, as
 * the stream carries them) until `stop()`; `take()` hands over what was recorded so far.
 */
function recordBulkWrites(): { take(): ChangeRecord[]; stop(): void } {
  const name = 'scaleBenchSeedWrites';
  let recorded: ChangeRecord[] = [];
  dynamoClient().middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (context.commandName !== 'BatchWriteItemCommand') return result;
      const sent = (args.input as { RequestItems?: WriteRequests }).RequestItems ?? {};
      const unprocessed = (result.output as { UnprocessedItems?: WriteRequests }).UnprocessedItems ?? {};
      const keyOf = (item: Item) => `${item.pk?.S}\u0000${item.sk?.S}`;
      const left = new Set(
        Object.values(unprocessed)
          .flat()
          .flatMap((request) => (request.PutRequest ? [keyOf(request.PutRequest.Item)] : [])),
      );
      for (const request of Object.values(sent).flat()) {
        const item = request.PutRequest?.Item;
        if (item && !left.has(keyOf(item))) recorded.push(insertRecordOf(item));
      }
      return result;
    },
    // After the document client has turned the items into the wire format.
    { step: 'build', name },
  );
  return {
    take: () => {
      const taken = recorded;
      recorded = [];
      return taken;
    },
    stop: () => dynamoClient().middlewareStack.remove(name),
  };
}

/** The dates grouped by month, oldest first. */
const monthsOf = (dates: readonly string[]) => {
  const months = new Map<string, string[]>();
  for (const date of dates) months.set(date.slice(0, 7), [...(months.get(date.slice(0, 7)) ?? []), date]);
  return [...months.values()];
};

export async function seedDataset(
  dataset: Dataset,
  lastDay: string,
  poller: StreamPoller,
): Promise<{ key: string }> {
  const { key } = await createCompany({
    companyId: dataset.companyId,
    name: dataset.name,
    timezone: COMPANY_TIME_ZONE,
    overtimeManagers: ['overtime@scale.example'],
  });
  const updatedAt = new Date().toISOString();
  const writes = recordBulkWrites();
  // One hand-over runs while the next block is written: the summariser's writes and the seed's share DynamoDB Local's threads.
  let handing: Promise<unknown> = Promise.resolve();
  const handOver = async (progress: Progress) => {
    await handing;
    const records = writes.take();
    handing = poller.handOver(records).then((delivered) => progress.tick(delivered));
  };
  try {
    const employees = employeesOf(dataset);
    const people = new Progress(`${dataset.key}: employees`, employees.length);
    for (let i = 0; i < employees.length; i += WRITE_CHUNK) {
      const chunk = employees.slice(i, i + WRITE_CHUNK);
      await patiently(() => putEmployees(dataset.companyId, chunk, updatedAt));
    }
    await handOver(people);
    await handing;
    people.finish();

    // Month by month, a block of employees at a time: each block's days of the month fill one batch.
    const dates = datesOf(dataset, lastDay);
    const punches = new Progress(`${dataset.key}: punch days summarised`, dataset.employees * dates.length);
    for (const month of monthsOf(dates)) {
      const block = Math.floor(MAX_BATCH_SIZE / month.length);
      for (let first = 0; first < dataset.employees; first += block) {
        const days: StoredPunchDay[] = [];
        for (let index = first; index < Math.min(first + block, dataset.employees); index += 1) {
          for (const date of month) {
            const day = punchDayOf(dataset, index, date);
            if (day) days.push(day);
            else punches.tick();
          }
        }
        for (let i = 0; i < days.length; i += WRITE_CHUNK) {
          const chunk = days.slice(i, i + WRITE_CHUNK);
          await patiently(() => putPunchDays(dataset.companyId, chunk, updatedAt));
        }
        await handOver(punches);
      }
    }
    await handing;
    punches.finish();

    const txDays = Array.from({ length: dataset.transmissionDays }, (_, i) =>
      addDays(lastDay, i - dataset.transmissionDays + 1),
    );
    const sent = new Progress(
      `${dataset.key}: transmissions summarised`,
      txDays.length * dataset.transmissionsPerDay,
    );
    let written = 0;
    for (const day of txDays) {
      const transmissions = transmissionsOf(dataset, day);
      for (let i = 0; i < transmissions.length; i += WRITE_CHUNK) {
        const chunk = transmissions.slice(i, i + WRITE_CHUNK);
        await patiently(() => putTransmissions(chunk));
        written += chunk.length;
        if (written >= MAX_BATCH_SIZE) {
          written = 0;
          await handOver(sent);
        }
      }
    }
    await handOver(sent);
    await handing;
    sent.finish();
  } finally {
    await handing.catch(() => undefined);
    writes.stop();
  }
  return { key };
}

/**
 * After every dataset is seeded and handed over: the stream's position moves past all of it (and
 * past the summariser's writes), so that neither this run nor a later one on the kept table reads
 * it. Nothing else may write meanwhile.
 */
export async function finishSeeding(poller: StreamPoller): Promise<void> {
  const started = Date.now();
  await poller.skipToEnd();
  console.error(`summaries: the stream's position moved to its end in ${Date.now() - started} ms`);
}

/** Delivers what the stream holds past its saved position (a kept table's later changes). */
export async function deliverChanges(): Promise<number> {
  const progress = new Progress('summaries: changes delivered', 0);
  const poller = new StreamPoller({ onDelivered: (records) => progress.tick(records) });
  const delivered = await poller.drain();
  progress.finish();
  return delivered;
}

/** One dataset seeded into the table this process points at, with its summaries made. */
export async function seedWithSummaries(dataset: Dataset, lastDay: string): Promise<void> {
  const poller = new StreamPoller({ name: `seed-${dataset.companyId}` });
  await seedDataset(dataset, lastDay, poller);
  await finishSeeding(poller);
}
