/**
 * Removing a company's records (a sandbox reset), found from the company alone, without a Scan:
 * its employees (and through their logins, their overtime requests and day totals), its punch days
 * and calendar months of the dates given, its events, rules, notifications with their recipient
 * lists, screen blocks and executions. Records that expire by themselves (transmissions, audit,
 * idempotency, approval links, webhook events and attempts) and tickets are left to their
 * retention. The company record and its keys stay. Index entries go with their items.
 */
import { deleteAll } from './batch.js';
import {
  employeeKeys,
  eventKeys,
  executionKeys,
  extensionKeys,
  notificationKeys,
  punchDayKeys,
  ruleKeys,
  screenBlockKeys,
} from './keys.js';
import { readKeys } from './paging.js';
import { GSI1 } from './table.js';

export interface CompanyDataScope {
  companyId: string;
  /** Logins whose overtime partitions are cleared besides those of the stored employees. */
  logins: readonly string[];
  /** Days whose punch records are removed (`YYYY-MM-DD`). */
  dates: readonly string[];
  /** Months whose calendar events are removed (`YYYY-MM`). */
  months: readonly string[];
}

/** The keys of every item of the partitions. */
const keysIn = (partitions: readonly string[]) => readKeys({ partitions });

/** Deletes the company's records of the scope; answers how many items went. */
export async function deleteCompanyData(scope: CompanyDataScope): Promise<number> {
  const { companyId } = scope;
  const [employees, eventMonths, notifications, executions] = await Promise.all([
    keysIn(employeeKeys.allShardPks(companyId)),
    keysIn(scope.months.flatMap((month) => eventKeys.monthShardPks(companyId, month))),
    keysIn([notificationKeys.companyPk(companyId)]),
    readKeys({ index: GSI1, partitions: [executionKeys.byCompanyPk(companyId)] }),
  ]);
  const logins = new Set([...scope.logins, ...employees.map((key) => key.sk)]);
  const owned = await keysIn([
    ...[...logins].map((login) => extensionKeys.partition(companyId, login)),
    ...scope.dates.map((date) => punchDayKeys.dayPk(companyId, date)),
    ...notifications.map((key) => notificationKeys.recipientsPk(companyId, key.sk)),
    ruleKeys.companyPk(companyId),
    screenBlockKeys.companyPk(companyId),
  ]);
  const keys = [
    ...employees,
    ...eventMonths,
    ...eventMonths.map((key) => eventKeys.item(companyId, key.sk)),
    ...notifications,
    ...executions,
    ...owned,
  ];
  const unique = [...new Map(keys.map((key) => [`${key.pk}\u0000${key.sk}`, key])).values()];
  await deleteAll(unique);
  return unique.length;
}
