/** Transmission items: one per key-based request, kept 90 days (see transmissionEntity). */
import type { Transmission } from '../logs/records.js';
import { type Held, held } from './entity.js';
import { transmissionEntity, transmissionKeys, transmissionLoginsKeys } from './keys.js';
import {
  type DayShardLog,
  type LogListingRequest,
  type LogRequest,
  readLogListing,
  readLogPage,
} from './log-reader.js';
import { readAll } from './paging.js';
import { GSI1 } from './table.js';
import { transact, written } from './transact.js';

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

/** The company's transmissions since `sinceIso` that name logins (failures; gsi1, sparse), with expiries. */
export async function listTransmissionsNamingLogins(
  companyId: string,
  sinceIso: string,
): Promise<Held<Transmission>[]> {
  const transmissions = await readAll({
    entity: held(transmissionEntity),
    index: GSI1,
    partitions: transmissionLoginsKeys.shardPks(companyId),
    range: { from: sinceIso },
  });
  return transmissions.sort((a, b) => a.record.at.localeCompare(b.record.at));
}

/** Takes a login out of a transmission's logins (an erasure); one naming no one leaves gsi1. */
export function removeTransmissionLogin(transmission: Transmission, login: string): Promise<boolean> {
  const rest = (transmission.logins ?? []).filter((name) => name !== login);
  return written({
    Update: {
      Key: transmissionEntity.key(transmission),
      UpdateExpression: rest.length > 0 ? 'SET logins = :rest' : 'REMOVE logins, gsi1pk, gsi1sk',
      ConditionExpression: 'contains(logins, :login)',
      ExpressionAttributeValues: { ':login': login, ...(rest.length > 0 ? { ':rest': rest } : {}) },
    },
  });
}
