/**
 * Seeding a dataset through the service's own stores (company, employees, punch days,
 * transmissions), in parallel BatchWriteItem calls, then delivering the table's change stream to
 * the summariser as the event source mapping would, each step with a progress bar.
 */
import { createCompany } from '../../lib/companies/manage-companies.js';
import { putEmployees } from '../../lib/dynamo/employee-store.js';
import { putPunchDays } from '../../lib/dynamo/punch-store.js';
import { putTransmissions } from '../../lib/dynamo/transmission-store.js';
import { StreamPoller } from '../../lib/local/stream-poller.js';
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

/**
 * Employees written a block at a time, each block over every date: a stream batch of 1,000 changes
 * then holds 250 person months over 4 days, which the summariser applies in about 500 item writes
 * (by date alone it would be 1,000 person writes; by employee alone, hundreds of ledger items).
 */
const LOGIN_BLOCK = 250;
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

export async function seedDataset(dataset: Dataset, lastDay: string): Promise<{ key: string }> {
  const { key } = await createCompany({
    companyId: dataset.companyId,
    name: dataset.name,
    timezone: COMPANY_TIME_ZONE,
    overtimeManagers: ['overtime@scale.example'],
  });
  const updatedAt = new Date().toISOString();

  const employees = employeesOf(dataset);
  const people = new Progress(`${dataset.key}: employees`, employees.length);
  for (let i = 0; i < employees.length; i += WRITE_CHUNK) {
    const chunk = employees.slice(i, i + WRITE_CHUNK);
    await patiently(() => putEmployees(dataset.companyId, chunk, updatedAt));
    people.tick(chunk.length);
  }
  people.finish();

  const dates = datesOf(dataset, lastDay);
  const punches = new Progress(`${dataset.key}: punch day slots`, dataset.employees * dates.length);
  let pending: StoredPunchDay[] = [];
  const flush = async () => {
    const chunk = pending;
    pending = [];
    await patiently(() => putPunchDays(dataset.companyId, chunk, updatedAt));
  };
  for (let block = 0; block < dataset.employees; block += LOGIN_BLOCK) {
    for (const date of dates) {
      for (let index = block; index < Math.min(block + LOGIN_BLOCK, dataset.employees); index += 1) {
        const day = punchDayOf(dataset, index, date);
        if (day) pending.push(day);
        punches.tick();
      }
      if (pending.length >= WRITE_CHUNK) await flush();
    }
  }
  await flush();
  punches.finish();

  const days = Array.from({ length: dataset.transmissionDays }, (_, i) =>
    addDays(lastDay, i - dataset.transmissionDays + 1),
  );
  const sent = new Progress(`${dataset.key}: transmissions`, days.length * dataset.transmissionsPerDay);
  for (const day of days) {
    const transmissions = transmissionsOf(dataset, day);
    for (let i = 0; i < transmissions.length; i += WRITE_CHUNK) {
      const chunk = transmissions.slice(i, i + WRITE_CHUNK);
      await patiently(() => putTransmissions(chunk));
      sent.tick(chunk.length);
    }
  }
  sent.finish();
  return { key };
}

/** Delivers every change written so far to the summariser; `expected` sizes the progress bar. */
export async function deliverChanges(expected: number): Promise<number> {
  const progress = new Progress('summaries: changes delivered', expected);
  const poller = new StreamPoller({ onDelivered: (records) => progress.tick(records) });
  const delivered = await poller.drain();
  progress.finish();
  return delivered;
}
