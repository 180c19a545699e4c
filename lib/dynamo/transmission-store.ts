/** Transmission items: one per key-based request, kept 90 days (see transmissionEntity). */
import type { Transmission } from '../logs/records.js';
import { transmissionEntity, transmissionKeys } from './keys.js';
import {
  type DayShardLog,
  type LogListingRequest,
  type LogRequest,
  readLogListing,
  readLogPage,
} from './log-reader.js';
import { transact } from './transact.js';

const transmissionLog: DayShardLog<Transmission> = {
  entity: transmissionEntity,
  dayShardPks: transmissionKeys.dayShardPks,
};

export async function putTransmission(transmission: Transmission): Promise<void> {
  await transact([{ Put: { Item: transmissionEntity.toItem(transmission) } }]);
}

/** The company's transmissions between two instants, newest first, from `position` (no cursor). */
export async function readTransmissions(
  request: Omit<LogRequest<Transmission>, 'owner'> & { companyId: string },
) {
  return readLogPage(transmissionLog, { ...request, owner: request.companyId });
}

/** A page of the company's transmissions for a caller, from its cursor; `params` name the filter. */
export async function pageTransmissions(
  request: Omit<LogListingRequest<Transmission>, 'owner'> & { companyId: string },
) {
  return readLogListing(transmissionLog, 'transmissions', { ...request, owner: request.companyId });
}

/** Transmissions of one company and UTC day, oldest first, merged over the day's shards. */
export async function listTransmissionsOfDay(companyId: string, day: string): Promise<Transmission[]> {
  const everything = Number.MAX_SAFE_INTEGER;
  const page = await readLogPage(transmissionLog, {
    owner: companyId,
    fromIso: `${day}T00:00:00.000Z`,
    toIso: `${day}T23:59:59.999Z`,
    limit: everything,
    maxQueries: everything,
    queryLimit: 1_000,
  });
  return page.records.reverse();
}
