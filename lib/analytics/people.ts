/** Department and time zone of every employee of a company, for grouping punch days. */
import { allEmployees } from '../masterdata/search-employees.js';
import type { PersonInfo } from './metrics.js';

export async function peopleOf(companyId: string): Promise<Map<string, PersonInfo>> {
  const employees = await allEmployees(companyId);
  return new Map(
    employees.map(({ login, profile }) => [
      login,
      { department: profile.department, timezone: profile.timezone },
    ]),
  );
}
