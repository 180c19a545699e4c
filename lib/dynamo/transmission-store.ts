/** Transmission items: one per key-based request, kept 90 days (see transmissionEntity). */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Transmission } from '../logs/records.js';
import { documentDb, tableName } from './client.js';
import { type Held, heldOf } from './entity.js';
import { writtenUnlessRefused } from './errors.js';
import { transmissionEntity, transmissionKeys, transmissionLoginsKeys } from './keys.js';
import {
  type DayShardLog,
  type LogListingRequest,
  type LogRequest,
  readLogListing,
  readLogPage,
} from './log-reader.js';
import { queryAll } from './query-all.js';
import { GSI1 } from './table.js';

const transmissionLog: DayShardLog<Transmission> = {
  entity: transmissionEntity,
  dayShardPks: transmissionKeys.dayShardPks,
};

export async function putTransmission(transmission: Transmission): Promise<void> {
  await documentDb().send(
    new PutCommand({ TableName: tableName(), Item: transmissionEntity.toItem(transmission) }),
  );
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
  const shards = await Promise.all(
    transmissionLoginsKeys.shardPks(companyId).map((pk) =>
      queryAll({
        IndexName: GSI1,
        KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk >= :since',
        ExpressionAttributeValues: { ':pk': pk, ':since': sinceIso },
      }),
    ),
  );
  return shards
    .flat()
    .map((item) => heldOf(transmissionEntity, item))
    .sort((a, b) => a.record.at.localeCompare(b.record.at));
}

/** Takes a login out of a transmission's logins (an erasure); one naming no one leaves gsi1. */
export async function removeTransmissionLogin(transmission: Transmission, login: string): Promise<boolean> {
  const rest = (transmission.logins ?? []).filter((name) => name !== login);
  return writtenUnlessRefused(
    documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: transmissionEntity.key(transmission),
        UpdateExpression: rest.length > 0 ? 'SET logins = :rest' : 'REMOVE logins, gsi1pk, gsi1sk',
        ConditionExpression: 'contains(logins, :login)',
        ExpressionAttributeValues: { ':login': login, ...(rest.length > 0 ? { ':rest': rest } : {}) },
      }),
    ),
  );
}
