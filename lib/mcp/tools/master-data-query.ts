import { type EmployeePageCursor, pageEmployees, positionAfter } from '../../dynamo/employee-store.js';
import type { Employee } from '../../masterdata/employee.js';
import { foldText } from '../../masterdata/search-employees.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments } from '../tool.js';
import { nextCursorField, positionOf } from './paging.js';
import { count } from './words.js';

const NAME = 'masterDataQuery';
/** Employees read per Query, and at most per call: a selective filter over 5,000 employees pages on. */
const READ_SIZE = 250;
const MAX_READ_PER_CALL = 2_000;

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

type FilterInput = z.output<typeof Filters>;

function matcher(filters: FilterInput): (employee: Employee) => boolean {
  const department = filters.department === undefined ? undefined : foldText(filters.department.trim());
  const role = filters.role === undefined ? undefined : foldText(filters.role.trim());
  const manager = filters.manager?.trim().toLowerCase();
  return (e) =>
    (department === undefined || foldText(e.department.trim()) === department) &&
    (role === undefined || foldText(e.role.trim()) === role) &&
    (filters.active === undefined || e.active === filters.active) &&
    (manager === undefined || e.manager?.trim().toLowerCase() === manager);
}

export const masterDataQuery = defineTool({
  name: NAME,
  description:
    "List a company's employees (master data, every field as submitted) matching filters on department, role, active and manager; paged in a fixed order, continue with data.nextCursor.",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: {
    title: 'Query master data',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () => z.object({ filters: z._default(Filters, {}), ...PageArguments.shape }),
  async run({ tenant }, args) {
    const companyId = tenant ?? '';
    const matches = matcher(args.filters);
    let position: EmployeePageCursor | undefined = (await positionOf<EmployeePageCursor>(
      NAME,
      tenant,
      args,
    )) ?? {
      shard: 0,
    };
    const employees: Employee[] = [];
    let read = 0;
    while (position && employees.length < args.limit && read < MAX_READ_PER_CALL) {
      const page = await pageEmployees(companyId, READ_SIZE, position);
      read += page.employees.length;
      position = page.next;
      for (const stored of page.employees) {
        if (!matches(stored.profile)) continue;
        employees.push(stored.profile);
        if (employees.length === args.limit) {
          // Stop at this employee even mid-page; the next page starts right after it.
          const isLastRead = stored === page.employees.at(-1);
          position = isLastRead ? page.next : positionAfter(companyId, stored.login);
          break;
        }
      }
    }
    const filterWords = Object.entries(args.filters).map(([name, value]) => `${name}=${String(value)}`);
    const what = filterWords.length ? ` with ${filterWords.join(', ')}` : '';
    const more = position ? '; more may follow (pass data.nextCursor)' : '';
    return {
      data: { employees, count: employees.length, ...(await nextCursorField(NAME, tenant, args, position)) },
      humanSummary:
        employees.length === 0 && !position
          ? `No employees${what}.`
          : `${count(employees.length, 'employee')}${what} on this page${more}.`,
    };
  },
});
