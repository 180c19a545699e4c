import { queryEmployees } from '../../masterdata/query-employees.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { count } from './words.js';

const Filters = z
  .strictObject({
    department: z
      .optional(z.string().check(z.minLength(1), z.maxLength(500)))
      .check(z.describe('exact department, case and accents ignored')),
    role: z
      .optional(z.string().check(z.minLength(1), z.maxLength(500)))
      .check(z.describe('exact role, case and accents ignored')),
    active: z.optional(z.boolean()).check(z.describe('true: active only; false: inactive only')),
    manager: z
      .optional(z.email().check(z.maxLength(254)))
      .check(z.describe("the manager's e-mail (master data field manager)")),
  })
  .check(z.describe('every filter given must match'));

export const masterDataQuery = defineTool({
  name: 'masterDataQuery',
  description:
    "List a company's employees (master data, every field as submitted) matching filters on department, role, active and manager; paged in a fixed order, continue with data.nextCursor.",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly('Query master data'),
  input: () => z.object({ filters: z._default(Filters, {}), ...PageArguments.shape }),
  async run({ tenant }, args) {
    const { employees, ...next } = await queryEmployees(tenant ?? '', args.filters, args);
    const filterWords = Object.entries(args.filters).map(([name, value]) => `${name}=${String(value)}`);
    const what = filterWords.length ? ` with ${filterWords.join(', ')}` : '';
    const more = next.nextCursor ? '; more may follow (pass data.nextCursor)' : '';
    return {
      data: { employees, count: employees.length, ...next },
      humanSummary:
        employees.length === 0 && !next.nextCursor
          ? `No employees${what}.`
          : `${count(employees.length, 'employee')}${what} on this page${more}.`,
    };
  },
});
