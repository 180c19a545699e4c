import { companyOverview, LOOKBACK_DAYS } from '../../companies/overview.js';
import * as z from '../../shared/zod.js';
import { defineTool, readOnly } from '../tool.js';
import { count } from './words.js';

export const getCompanyOverview = defineTool({
  name: 'getCompanyOverview',
  description:
    "A company's vital signs: employees (active/inactive), departments, active classification rules, pending overtime requests, notifications, and the last transmission of each endpoint in the past 7 days.",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly('Company overview'),
  input: () => z.object({}),
  async run({ tenant }) {
    const { company, ...counts } = await companyOverview(tenant ?? '');
    const {
      employees,
      departments,
      activeRules,
      pendingExtensionRequests,
      notifications,
      lastTransmissions,
    } = counts;
    const failing = lastTransmissions.filter((t) => t.status >= 400).map((t) => t.endpoint);
    const { companyId, name, timezone, isTest } = company;
    return {
      data: { company: { companyId, name, timezone, isTest }, ...counts },
      humanSummary:
        `${name}: ${employees.active} active and ${employees.inactive} inactive employees in ${count(departments, 'department')}, ` +
        `${count(activeRules, 'active rule')}, ${count(pendingExtensionRequests, 'pending overtime request')}, ${count(notifications, 'notification')}. ` +
        (lastTransmissions.length === 0
          ? `No transmissions in the past ${LOOKBACK_DAYS} days.`
          : failing.length > 0
            ? `Last call failed on: ${failing.join(', ')}.`
            : `The last call of each of ${count(lastTransmissions.length, 'endpoint')} succeeded.`),
      warnings: [],
    };
  },
});
