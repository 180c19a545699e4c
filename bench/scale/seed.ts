/**
 * A dataset written through the service's own stores (company, employees, punch days,
 * transmissions) in parallel BatchWriteItem calls, then summed as the schedule sums days once they
 * are over (lib/summaries/settle.ts). Progress on stderr.
 */
import { createCompany } from '../../lib/companies/manage-companies.js';
import { batchWriteAll } from '../../lib/dynamo/batch.js';
import { putEmployees } from '../../lib/dynamo/employee-store.js';
import { punchDayEntity, punchDayKeys, transmissionEntity } from '../../lib/dynamo/keys.js';
import type { Transmission } from '../../lib/logs/records.js';
import type { StoredPunchDay } from '../../lib/punch/punch-day.js';
import { addDays } from '../../lib/shared/dates.js';
import { settleCompany } from '../../lib/summaries/settle.js';
import {
  COMPANY_TIME_ZONE,
  type Dataset,
  daysEnding,
  employeesOf,
  punchDayOf,
  transmissionsOf,
} from './datasets.js';

/** A whole punch day as the punch writes leave it (lib/dynamo/punch-store.ts writePunchDay). */
/** Bulk load of transmissions, in parallel batches of 25 (a function writes one per request). */
export const putTransmissions = (transmissions: readonly Transmission[]): Promise<void> =>
  batchWriteAll(
    transmissions.map((transmission) => ({ PutRequest: { Item: transmissionEntity.toItem(transmission) } })),
  );

export const punchDayItem = (companyId: string, day: StoredPunchDay, updatedAt: string) => ({
  ...punchDayKeys.item(companyId, day.date, day.login),
  type: punchDayEntity.type,
  companyId,
  login: day.login,
  date: day.date,
  ...Object.fromEntries(Object.entries(day.times).filter(([, time]) => time !== null)),
  hostname: day.hostname,
  locationType: day.locationType,
  source: day.source,
  action_id: day.actionId,
  approvedExtensionMinutes: day.approvedExtensionMinutes,
  department: day.department,
  timeZone: day.timeZone,
  updatedAt,
});

/** Items written between two lines of progress: a few dozen lines at the design scale, one for a small company. */
const PART = 10_000;

/** Writes `items` PART at a time (each write sends its batches in parallel), telling progress. */
async function writeAll<T>(label: string, items: readonly T[], write: (part: T[]) => Promise<void>) {
  const started = Date.now();
  for (let done = 0; done < items.length; ) {
    const part = items.slice(done, done + PART);
    await write(part);
    done += part.length;
    console.error(
      `${label}: ${done.toLocaleString('en-US')}/${items.length.toLocaleString('en-US')} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
  }
}

/** The dataset, its punches and transmissions ending on its last day; answers its company key. */
export async function seedDataset(
  dataset: Dataset,
  /** Has the change stream delivered what was written (the days before yesterday are then pending). */
  deliver: () => Promise<unknown>,
): Promise<string> {
  const { key } = await createCompany({
    companyId: dataset.companyId,
    name: dataset.name,
    timezone: COMPANY_TIME_ZONE,
    overtimeManagers: ['overtime@scale.example'],
  });
  const updatedAt = new Date().toISOString();
  await writeAll(`${dataset.companyId}: employees`, employeesOf(dataset), (chunk) =>
    putEmployees(dataset.companyId, chunk, updatedAt),
  );
  const dates = daysEnding(dataset.lastDay, dataset.days);
  const days: StoredPunchDay[] = [];
  for (const date of dates)
    for (let index = 0; index < dataset.employees; index += 1) {
      const day = punchDayOf(dataset, index, date);
      if (day) days.push(day);
    }
  await writeAll(`${dataset.companyId}: punch days`, days, (chunk) =>
    batchWriteAll(
      chunk.map((day) => ({ PutRequest: { Item: punchDayItem(dataset.companyId, day, updatedAt) } })),
    ),
  );
  const transmissions = daysEnding(dataset.lastDay, dataset.transmissionDays).flatMap((day, i) =>
    transmissionsOf(dataset, day, i),
  );
  await writeAll(`${dataset.companyId}: transmissions`, transmissions, putTransmissions);
  await deliver();
  const started = Date.now();
  const report = await settleCompany(dataset.companyId, {
    days: dates,
    transmissionsSince: `${addDays(dataset.lastDay, 1 - dataset.transmissionDays)}T00:00:00.000Z`,
  });
  console.error(
    `${dataset.companyId}: ${report.days.length} days summed in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
  if (report.failed.length > 0) throw new Error(`days not summed: ${report.failed.join(', ')}`);
  return key;
}
