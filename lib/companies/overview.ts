/**
 * A company's vital signs (the MCP tool getCompanyOverview): its employees, departments, active
 * classification rules, pending overtime requests, notifications, and the last transmission of
 * each endpoint over the past week. Employees and transmissions come from their summaries (kept
 * from the table's change stream), so the answer costs the same for 10 employees or 10,000.
 */
import { listLastTransmissions, readSummaryHealth, staffCounts } from '../analytics/read-summaries.js';
import { countPendingOfCompany } from '../dynamo/extension-store.js';
import { countNotifications } from '../dynamo/notification-store.js';
import { countActiveRules } from '../dynamo/rule-store.js';
import { healthWarnings } from '../summaries/health.js';
import type { Company } from './company.js';
import { companyOf } from './company-of.js';

/** How far back "last transmission per endpoint" looks. */
export const LOOKBACK_DAYS = 7;

export interface LastTransmission {
  endpoint: string;
  at: string;
  status: number;
  errorCode: string | null;
}

export interface CompanyOverview {
  company: Company;
  employees: { total: number; active: number; inactive: number };
  departments: number;
  activeRules: number;
  pendingExtensionRequests: number;
  notifications: number;
  /** By endpoint name. */
  lastTransmissions: LastTransmission[];
  /** What the answer must say when the summaries may miss changes. */
  warnings: string[];
}

export async function companyOverview(companyId: string, now = Date.now()): Promise<CompanyOverview> {
  const [company, staff, activeRules, pendingExtensionRequests, notifications, last, health] =
    await Promise.all([
      companyOf(companyId),
      staffCounts(companyId),
      countActiveRules(companyId),
      countPendingOfCompany(companyId),
      countNotifications(companyId),
      listLastTransmissions(companyId),
      readSummaryHealth(companyId),
    ]);
  const { active, inactive, departments } = staff;
  const since = new Date(now - LOOKBACK_DAYS * 86_400_000).toISOString();
  const today = new Date(now).toISOString().slice(0, 10);
  return {
    company,
    employees: { total: active + inactive, active, inactive },
    departments,
    activeRules,
    pendingExtensionRequests,
    notifications,
    lastTransmissions: last
      .filter((t) => t.at >= since)
      .map(({ endpoint, at, status, errorCode }) => ({ endpoint, at, status, errorCode }))
      .sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
    warnings: healthWarnings(health, { staff: true, days: { from: since.slice(0, 10), to: today } }),
  };
}
