import { companyListPosition, listCompanies } from '../../dynamo/company-store.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments } from '../tool.js';
import { nextCursorField, positionOf } from './paging.js';
import { count } from './words.js';

const NAME = 'listTenants';

export const listTenants = defineTool({
  name: NAME,
  description:
    'The companies (tenants) this deployment serves, by name: id, name, time zone, test flag, creation time; never their keys. Admin tokens (admin:*) only.',
  need: { kind: 'admin' },
  revealsCustomers: true,
  annotations: {
    title: 'List tenants',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () => z.object({ ...PageArguments.shape }),
  async run({ tenant }, args) {
    const startKey = await positionOf<Record<string, unknown>>(NAME, tenant, args);
    // One more than the page is read, so a cursor is given only when more companies follow.
    const page = await listCompanies(args.limit + 1, startKey);
    const shown = page.companies.slice(0, args.limit);
    const last = shown.at(-1);
    const more = page.companies.length > args.limit && last !== undefined;
    const tenants = shown.map(({ companyId, name, timezone, isTest, createdAt }) => ({
      companyId,
      name,
      timezone,
      isTest,
      createdAt,
    }));
    const position = more ? companyListPosition(last) : undefined;
    return {
      data: { tenants, ...(await nextCursorField(NAME, tenant, args, position)) },
      humanSummary:
        tenants.length === 0
          ? 'No companies are registered.'
          : `${count(tenants.length, 'company', 'companies')} on this page${more ? '; more follow (pass data.nextCursor)' : ''}.`,
    };
  },
});
