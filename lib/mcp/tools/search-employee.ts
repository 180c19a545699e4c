import { searchEmployees } from '../../masterdata/search-employees.js';
import * as z from '../../shared/zod.js';
import { defineTool, readOnly } from '../tool.js';

const DATASET_NOUN = { employees: 'employees', departments: 'departments', managers: 'managers' } as const;

export const searchEmployee = defineTool({
  name: 'searchEmployee',
  description:
    "Find a company's employees, departments or managers by a free-text query (name, login, e-mail, department or role; accents and case ignored).",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly('Search employees'),
  input: () =>
    z.object({
      dataset: z.enum(['employees', 'departments', 'managers']).check(z.describe('what to search')),
      query: z.string().check(z.minLength(1), z.maxLength(200), z.describe('text to look for')),
      limit: z
        ._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 10)
        .check(z.describe('most results to return, 1 to 100')),
    }),
  async run({ tenant }, { dataset, query, limit }) {
    const found = await searchEmployees(tenant ?? '', dataset, query);
    const results = found.slice(0, limit);
    const noun = DATASET_NOUN[dataset];
    const more = found.length > results.length ? ` (showing ${results.length})` : '';
    return {
      data: { dataset, query, total: found.length, results },
      humanSummary:
        found.length === 0
          ? `No ${noun} match '${query}'.`
          : `${found.length} ${found.length === 1 ? noun.replace(/s$/, '') : noun} match '${query}'${more}.`,
      warnings:
        found.length > results.length
          ? [`${found.length - results.length} more results not shown; raise limit`]
          : [],
    };
  },
});
