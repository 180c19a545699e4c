/**
 * A company's vital signs (the MCP tool getCompanyOverview): its employees, departments, active
 * classification rules, pending overtime requests, notifications, and the last transmission of
 * each endpoint over the past week.
 */
import { countPendingOfCompany } from '../dynamo/extension-store.js';
import { countNotifications } from '../dynamo/notification-store.js';
import { countActiveRules } from '../dynamo/rule-store.js';
import { recentTransmissions } from '../logs/transmissions.js';
import { allEmployees } from '../masterdata/search-employees.js';
import type { Company } from './company.js';
import { companyOf } from './company-of.js';

/** How far back "last transmission per endpoint" looks, and how many transmissions it reads at most. */
export const LOOKBACK_DAYS = 7;
const MAX_TRANSMISSIONS = 2_000;

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
  /** How many transmissions were read, and whether that was all of the week's. */
  read: { transmissions: number; complete: boolean };
}

export async function companyOverview(companyId: string, now = Date.now()): Promise<CompanyOverview> {
  const [company, employees, activeRules, pendingExtensionRequests, notifications, recent] =
    await Promise.all([
      companyOf(companyId),
      allEmployees(companyId),
      countActiveRules(companyId),
      countPendingOfCompany(companyId),
      countNotifications(companyId),
      recentTransmissions(
        {
          companyId,
          fromIso: new Date(now - LOOKBACK_DAYS * 86_400_000).toISOString(),
          toIso: new Date(now).toISOString(),
        },
        MAX_TRANSMISSIONS,
      ),
    ]);
  const active = employees.filter((e) => e.profile.active).length;
  const lastByEndpoint = new Map<string, LastTransmission>();
  // Newest first: the first of each endpoint is its last.
  for (const t of recent.transmissions) {
    if (!lastByEndpoint.has(t.endpoint))
      lastByEndpoint.set(t.endpoint, {
        endpoint: t.endpoint,
        at: t.at,
        status: t.status,
        errorCode: t.errorCode,
      });
  }
  return {
    company,
    employees: { total: employees.length, active, inactive: employees.length - active },
    departments: new Set(employees.map((e) => e.profile.department)).size,
    activeRules,
    pendingExtensionRequests,
    notifications,
    lastTransmissions: [...lastByEndpoint.values()].sort((a, b) => a.endpoint.localeCompare(b.endpoint)),
    read: { transmissions: recent.transmissions.length, complete: recent.complete },
  };
}
