import { listLastTransmissions, readSummaryHealth, staffCounts } from '../../analytics/read-summaries.js';
import { getCompany } from '../../dynamo/company-store.js';
import { countPendingOfCompany } from '../../dynamo/extension-store.js';
import { countNotifications } from '../../dynamo/notification-store.js';
import { countActiveRules } from '../../dynamo/rule-store.js';
import { NotFoundError } from '../../shared/errors.js';
import * as z from '../../shared/zod.js';
import { healthWarnings } from '../../summaries/health.js';
import { defineTool } from '../tool.js';
import { count } from './words.js';

/** How far back "last transmission per endpoint" looks. */
const LOOKBACK_DAYS = 7;

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
    const [company, staff, activeRules, pendingExtensionRequests, notifications, last, health] =
      await Promise.all([
        getCompany(companyId),
        staffCounts(companyId),
        countActiveRules(companyId),
        countPendingOfCompany(companyId),
        countNotifications(companyId),
        listLastTransmissions(companyId),
        readSummaryHealth(companyId),
      ]);
    if (!company) throw new NotFoundError(`company ${companyId} does not exist`);
    const { active, inactive, departments } = staff;
    const total = active + inactive;
    const since = new Date(now - LOOKBACK_DAYS * 86_400_000).toISOString();
    const lastTransmissions = last
      .filter((t) => t.at >= since)
      .map(({ endpoint, at, status, errorCode }) => ({ endpoint, at, status, errorCode }))
      .sort((a, b) => a.endpoint.localeCompare(b.endpoint));
    const today = new Date(now).toISOString().slice(0, 10);
    const warnings = healthWarnings(health, { staff: true, days: { from: since.slice(0, 10), to: today } });
    const failing = lastTransmissions.filter((t) => t.status >= 400).map((t) => t.endpoint);
    return {
      data: {
        company: { companyId, name: company.name, timezone: company.timezone, isTest: company.isTest },
        employees: { total, active, inactive },
        departments,
        activeRules,
        pendingExtensionRequests,
        notifications,
        lastTransmissions,
      },
      humanSummary:
        `${company.name}: ${active} active and ${inactive} inactive employees in ${count(departments, 'department')}, ` +
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
