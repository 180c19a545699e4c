import { listCompanies } from '../../companies/manage-companies.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { count } from './words.js';

export const listTenants = defineTool({
  name: 'listTenants',
  description:
    'The companies (tenants) this deployment serves, by name: id, name, time zone, test flag, creation time; never their keys. Admin tokens (admin:*) only.',
  need: { kind: 'admin' },
  revealsCustomers: true,
  annotations: readOnly('List tenants'),
  input: () => z.object({ ...PageArguments.shape }),
  async run(_context, args) {
    const { companies, ...next } = await listCompanies(args);
    const tenants = companies.map(({ companyId, name, timezone, isTest, createdAt }) => ({
      companyId,
      name,
      timezone,
      isTest,
      createdAt,
    }));
    return {
      data: { tenants, ...next },
      humanSummary:
        tenants.length === 0
          ? 'No companies are registered.'
          : `${count(tenants.length, 'company', 'companies')} on this page${next.nextCursor ? '; more follow (pass data.nextCursor)' : ''}.`,
    };
  },
});
