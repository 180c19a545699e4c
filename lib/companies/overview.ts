/**
 * A company's vital signs (the MCP tool getCompanyOverview): its employees, departments, active
 * classification rules, pending overtime requests, notifications, and the last transmission of
 * each endpoint over the past week. Employees are counted from their records; the transmissions
 * from their daily summaries and those made since.
 */
import { employeeCounts, transmissionDays } from '../analytics/read-summaries.js';
import { countPendingOfCompany } from '../dynamo/extension-store.js';
import { countNotifications } from '../dynamo/notification-store.js';
import { countActiveRules } from '../dynamo/rule-store.js';
import type { LastTransmission } from '../summaries/records.js';
import type { Company } from './company.js';
import { companyOf } from './company-of.js';

/** How far back "last transmission per endpoint" looks. */
export const LOOKBACK_DAYS = 7;

export interface CompanyOverview {
  company: Company;
  employees: { total: number; active: number; inactive: number };
  departments: number;
  activeRules: number;
  pendingExtensionRequests: number;
  notifications: number;
  /** By endpoint name. */
  lastTransmissions: Array<Omit<LastTransmission, 'requestId'>>;
  /** Every change made before this instant is counted. */
  countedUpTo: string;
}

export async function companyOverview(companyId: string, now = new Date()): Promise<CompanyOverview> {
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000).toISOString();
  const [company, staff, activeRules, pendingExtensionRequests, notifications, transmissions] =
    await Promise.all([
      companyOf(companyId),
      employeeCounts(companyId),
      countActiveRules(companyId),
      countPendingOfCompany(companyId),
      countNotifications(companyId),
      transmissionDays(companyId, since.slice(0, 10), now.toISOString().slice(0, 10), now),
    ]);
  const { active, inactive, departments } = staff;
  return {
    company,
    employees: { total: active + inactive, active, inactive },
    departments,
    activeRules,
    pendingExtensionRequests,
    notifications,
    lastTransmissions: transmissions.last
      .filter((t) => t.at >= since)
      .map(({ endpoint, at, status, errorCode }) => ({ endpoint, at, status, errorCode }))
      .sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
    countedUpTo: transmissions.freshness.countedUpTo,
  };
}
