import { getCompany } from '../../dynamo/company-store.js';
import { countPendingOfCompany } from '../../dynamo/extension-store.js';
import { countNotifications } from '../../dynamo/notification-store.js';
import { countActiveRules } from '../../dynamo/rule-store.js';
import { recentTransmissions } from '../../logs/transmissions.js';
import { allEmployees } from '../../masterdata/search-employees.js';
import { NotFoundError } from '../../shared/errors.js';
import * as z from '../../shared/zod.js';
import { defineTool } from '../tool.js';
import { count } from './words.js';

/** How far back "last transmission per endpoint" looks, and how many transmissions it reads at most. */
const LOOKBACK_DAYS = 7;
const MAX_TRANSMISSIONS = 2_000;

export const getCompanyOverview = defineTool({
  name: 'getCompanyOverview',
  description:
    "A company's vital signs: employees (active/inactive), departments, active classification rules, pending overtime requests, notifications, and the last transmission of each endpoint in the past 7 days.",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: {
    title: 'Company overview',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () => z.object({}),
  async run({ tenant }) {
    const companyId = tenant ?? '';
    const now = Date.now();
    const [company, employees, activeRules, pendingExtensionRequests, notifications, recent] =
      await Promise.all([
        getCompany(companyId),
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
    if (!company) throw new NotFoundError(`company ${companyId} does not exist`);
    const active = employees.filter((e) => e.profile.active).length;
    const departments = new Set(employees.map((e) => e.profile.department)).size;
    const lastByEndpoint = new Map<
      string,
      { endpoint: string; at: string; status: number; errorCode: string | null }
    >();
    for (const t of recent.transmissions) {
      if (!lastByEndpoint.has(t.endpoint))
        lastByEndpoint.set(t.endpoint, {
          endpoint: t.endpoint,
          at: t.at,
          status: t.status,
          errorCode: t.errorCode,
        });
    }
    const lastTransmissions = [...lastByEndpoint.values()].sort((a, b) =>
      a.endpoint.localeCompare(b.endpoint),
    );
    const warnings = recent.complete
      ? []
      : [
          `only the newest ${recent.transmissions.length} transmissions of the past ${LOOKBACK_DAYS} days were read; endpoints called only before them are not listed`,
        ];
    const failing = lastTransmissions.filter((t) => t.status >= 400).map((t) => t.endpoint);
    return {
      data: {
        company: { companyId, name: company.name, timezone: company.timezone, isTest: company.isTest },
        employees: { total: employees.length, active, inactive: employees.length - active },
        departments,
        activeRules,
        pendingExtensionRequests,
        notifications,
        lastTransmissions,
      },
      humanSummary:
        `${company.name}: ${active} active and ${employees.length - active} inactive employees in ${count(departments, 'department')}, ` +
        `${count(activeRules, 'active rule')}, ${count(pendingExtensionRequests, 'pending overtime request')}, ${count(notifications, 'notification')}. ` +
        (lastTransmissions.length === 0
          ? `No transmissions in the past ${LOOKBACK_DAYS} days.`
          : failing.length > 0
            ? `Last call failed on: ${failing.join(', ')}.`
            : `The last call of each of ${count(lastTransmissions.length, 'endpoint')} succeeded.`),
      warnings,
    };
  },
});
