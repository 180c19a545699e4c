/**
 * Where the service holds a person's items, kind by kind, read by keys it already has or the indexes
 * kept for it (never a Scan): what the export lists and the erasure changes. How each is found:
 * - master data, screen block: their keys (company and login); chatbot user: its key (e-mail, company);
 * - punch days: one key per day (company, date, login), every day from TIME_RECORD_YEARS.max years
 *   ago to DAYS_AHEAD days ahead, in BatchGetItem calls of 100: the days a time record can be kept;
 * - each employee's numbers of a day (PeopleDay): the summary partitions of the months of those days;
 * - overtime: the employee's own partition (requests, day totals) and, as approver, the indexes of
 *   the requests waiting for and decided by an approver; approval links and by-id items: keyed by
 *   their request;
 * - calendar events: the company's event list, then the events; notifications: the company's
 *   notifications and each one's recipient chunks;
 * - transmissions: the index of those naming logins (failures), by time; MCP calls and tasks: the
 *   indexes of a chatbot actor and of a task's owner; executions, tickets: the company's lists;
 *   webhook events: the company's 32 shards (30 days), and each event's attempts by its index;
 *   deliveries waiting for a retry: the person's lane (a digest of the login) at each subscription.
 */

import { datesOf } from '../analytics/range.js';
import { TIME_RECORD_YEARS } from '../companies/company.js';
import { addDays } from '../shared/dates.js';

/** How far ahead a time record can be dated that an export and an erasure look (an overtime asked a year ahead). */
export const DAYS_AHEAD = 400;
/** Transmissions are kept 90 days (keys.ts): the days read for those naming logins. */
export const TRANSMISSION_DAYS = 91;

/** Every day a time record of the person may be kept on, on `today`: oldest first. */
export function timeRecordDays(today: string, from?: string): string[] {
  const first = addDays(today, -(TIME_RECORD_YEARS.max * 366 + 2));
  const start = from !== undefined && from > first ? from : first;
  return datesOf(start, addDays(today, DAYS_AHEAD));
}

/** Since when transmissions are still kept, on `today`. */
export const transmissionsSince = (today: string): string =>
  `${addDays(today, -TRANSMISSION_DAYS)}T00:00:00.000Z`;
