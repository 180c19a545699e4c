/**
 * The table's change stream, as the event source mapping delivers it (punch days only, see
 * lib/shared/stream-filter.ts). A day is summed once it is over everywhere (settle.ts); until then
 * the answers count it from its records, so a change to it needs nothing here. A change to an
 * earlier day (by UTC, before today) may come after its day was summed: the day is marked pending,
 * one write per company and day of a batch, and the answers count it from its records until it is
 * summed again. Marking again changes nothing, so a batch delivered twice is no matter.
 *
 * A mark that cannot be written leaves a failure record naming the days (the answers covering them
 * count them from their records and say so; the next run of the summing repairs them), and the
 * error goes back to the mapping when a retry may succeed (the database busy or unreachable): it
 * retries the batch, halving it, and in the end sends it to the failure queue. Any other error
 * cannot succeed by retrying: the batch is done with at once.
 *
 * A batch of changes more than LAG_SECONDS old records that the summariser is behind.
 */
import { isDeepStrictEqual } from 'node:util';
import { type ChangeRecord, itemOfImage } from '../dynamo/change-record.js';
import { punchDayKeys } from '../dynamo/keys.js';
import { markPending, putFailed, putLag } from '../dynamo/summary-store.js';
import { ServiceUnavailableError } from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import { maybeSummed } from './pending.js';

/** Changes this much older than their delivery mean the summariser is behind. */
export const LAG_SECONDS = 120;

interface DayChanges {
  companyId: string;
  date: string;
  lastEvent: string;
  lastChangeAt: number;
}

/**
 * An erasure marking a day kept (StoredPunchDay.erasedAt) changes none of the day's numbers, and
 * the erasure takes the person out of the summed ones itself (lib/privacy/erase.ts).
 */
function onlyMarkedErased(record: ChangeRecord): boolean {
  if (record.eventName !== 'MODIFY') return false;
  const { erasedAt: before, ...old } = itemOfImage(record.dynamodb?.OldImage) ?? {};
  const { erasedAt: after, ...now } = itemOfImage(record.dynamodb?.NewImage) ?? {};
  return before === undefined && after !== undefined && isDeepStrictEqual(old, now);
}

/** The days of the batch's punch-day changes that may have been summed, with their last change. */
function changedDays(records: readonly ChangeRecord[], now: Date): DayChanges[] {
  const days = new Map<string, DayChanges>();
  for (const record of records) {
    const pk = itemOfImage(record.dynamodb?.Keys)?.pk;
    // The mapping's filters pass punch days only; anything else handed over (a sample event) is no change here.
    if (typeof pk !== 'string' || !punchDayKeys.isDayPk(pk) || !record.eventID) continue;
    if (onlyMarkedErased(record)) continue;
    const { companyId, date } = punchDayKeys.parseDayPk(pk);
    if (!maybeSummed(date, now)) continue;
    const at = record.dynamodb?.ApproximateCreationDateTime ?? now.getTime() / 1000;
    days.set(pk, { companyId, date, lastEvent: record.eventID, lastChangeAt: at });
  }
  return [...days.values()];
}

export async function summariseRecords(records: readonly ChangeRecord[], now = new Date()): Promise<void> {
  const days = changedDays(records, now);
  const outcomes = await Promise.allSettled(
    days.map((day) =>
      markPending(day.companyId, day.date, day.lastEvent, new Date(day.lastChangeAt * 1000).toISOString()),
    ),
  );
  const failed = days.filter((_, i) => outcomes[i]?.status === 'rejected');
  if (failed.length > 0) {
    const error = (outcomes.find((o) => o.status === 'rejected') as PromiseRejectedResult).reason as unknown;
    logger.error('pending summaries not marked', { days: failed.length, error });
    const byCompany = new Map<string, DayChanges[]>();
    for (const day of failed) byCompany.set(day.companyId, [...(byCompany.get(day.companyId) ?? []), day]);
    await Promise.all(
      [...byCompany].map(([companyId, marks]) =>
        putFailed(companyId, {
          id: `delivery-${marks[0]?.lastEvent}`,
          days: marks.map((mark) => mark.date),
          since: now.toISOString(),
          reason: String((error as Error).message ?? error),
        }),
      ),
    ).catch((markError: unknown) => logger.error('summary failure not recorded', { error: markError }));
    if (error instanceof ServiceUnavailableError) throw error;
  }
  const created = records.flatMap((record) => record.dynamodb?.ApproximateCreationDateTime ?? []);
  const behindSeconds = created.length > 0 ? Math.round(now.getTime() / 1000 - Math.min(...created)) : 0;
  if (behindSeconds > LAG_SECONDS) await putLag({ behindSeconds, at: now.toISOString() });
}
