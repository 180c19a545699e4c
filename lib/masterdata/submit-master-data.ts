/**
 * POST /masterData: validate the whole batch, then upsert every employee by login. Nothing is
 * written unless every employee is valid; the import is recorded as an execution.
 */

import {
  employeeStorageProblem,
  listAllEmployees,
  listEmployeeLogins,
  putEmployees,
  putEmployeesWithEvents,
} from '../dynamo/employee-store.js';
import { putExecution } from '../dynamo/execution-store.js';
import { shortPath } from '../dynamo/value-limits.js';
import { type Execution, newExecutionId } from '../executions/execution.js';
import { recordSucceeded } from '../executions/record-execution.js';
import { AppError, ValidationError } from '../shared/errors.js';
import { describeIssues, fieldPath, parseInput } from '../shared/validation.js';
import * as z from '../shared/zod.js';
import type { EmployeeChangedData } from '../webhooks/event-types.js';
import { changedByApi, changedNothing, eventsWanted, newEvent, subjects } from '../webhooks/events.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { changedFields } from './changed-fields.js';
import { type Employee, EmployeeSchema, MAX_EMPLOYEES_PER_REQUEST } from './employee.js';

/** What /masterData answers as `result`. */
export const MasterDataResultSchema = z.object({
  received: z.int(),
  created: z.int(),
  updated: z.int(),
  executionId: z.string(),
});
export type MasterDataResult = z.output<typeof MasterDataResultSchema>;

/** The answer's `message`: what the import did. */
export const receivedMessage = ({ received, created, updated }: Omit<MasterDataResult, 'executionId'>) =>
  `${received} employees received: ${created} created, ${updated} updated`;

const MAX_LISTED_PROBLEMS = 50;
/**
 * One line per offending employee: `employees[3]: missing name, active; invalid email (...)`. An
 * employee the store could not hold (over 400 KB, a value it refuses) is one too, so a batch that
 * would fail part-way is refused whole.
 */
function validateEmployees(
  companyId: string,
  input: readonly unknown[],
  updatedAt: string,
): {
  employees: Employee[];
  problems: string[];
  anyMissing: boolean;
} {
  const employees: Employee[] = [];
  const problems: string[] = [];
  const seen = new Map<string, number>();
  let anyMissing = false;
  input.forEach((candidate, index) => {
    const parsed = EmployeeSchema.safeParse(candidate);
    if (!parsed.success) {
      const { missing, invalid } = describeIssues(candidate, parsed.error.issues);
      anyMissing ||= missing.length > 0;
      const parts = [
        ...(missing.length ? [`missing ${missing.join(', ')}`] : []),
        ...invalid.map(({ field, problem }) => `${field === '(body)' ? 'employee' : field} ${problem}`),
      ];
      problems.push(`employees[${index}]: ${parts.join('; ')}`);
      return;
    }
    const first = seen.get(parsed.data.login);
    if (first !== undefined) {
      problems.push(`employees[${index}]: login '${parsed.data.login}' repeats employees[${first}]`);
      return;
    }
    const unstorable = employeeStorageProblem(companyId, parsed.data, updatedAt);
    if (unstorable) {
      const field = fieldPath(shortPath(unstorable.path));
      problems.push(`employees[${index}]: ${field ? `${field} ` : ''}${unstorable.problem}`);
      return;
    }
    seen.set(parsed.data.login, index);
    employees.push(parsed.data);
  });
  return { employees, problems, anyMissing };
}

const BodySchema = z.object({ data: z.object({ employees: z.array(z.unknown()) }) });

export async function submitMasterData(
  companyId: string,
  body: unknown,
  now = new Date(),
): Promise<MasterDataResult> {
  const input = parseInput(BodySchema, body).data.employees;
  if (input.length > MAX_EMPLOYEES_PER_REQUEST) {
    throw new ValidationError(
      `data.employees holds ${input.length} employees; the limit is ${MAX_EMPLOYEES_PER_REQUEST} per request`,
    );
  }
  const startedAt = now.toISOString();
  const { employees, problems, anyMissing } = validateEmployees(companyId, input, startedAt);
  if (problems.length > 0) {
    const listed = problems.slice(0, MAX_LISTED_PROBLEMS).join(' | ');
    const more =
      problems.length > MAX_LISTED_PROBLEMS ? ` | and ${problems.length - MAX_LISTED_PROBLEMS} more` : '';
    throw new AppError(
      anyMissing ? 'MISSING_REQUIRED_FIELDS' : 'INVALID_FIELD',
      422,
      `${problems.length} invalid employees: ${listed}${more}`,
      {
        details: { problems },
      },
    );
  }

  const executionId = newExecutionId();
  const [reportChanges, reportImport] = await Promise.all([
    eventsWanted(companyId, 'employee.changed'),
    eventsWanted(companyId, 'masterdata.imported'),
  ]);
  // Reporting what changed needs the stored employees; their logins alone cost the same reads.
  const stored = reportChanges
    ? new Map((await listAllEmployees(companyId)).map((employee) => [employee.login, employee.profile]))
    : undefined;
  const existing = stored ? new Set(stored.keys()) : await listEmployeeLogins(companyId);
  const created = employees.filter((employee) => !existing.has(employee.login)).length;
  const counts = { received: employees.length, created, updated: employees.length - created };
  const execution: Execution = {
    executionId,
    companyId,
    kind: 'masterData',
    status: 'succeeded',
    counts,
    errors: [],
    startedAt,
    finishedAt: null,
  };
  const importEvents = (recorded: Execution) =>
    reportImport
      ? [
          newEvent(companyId, 'masterdata.imported', subjects.masterData, {
            executionId,
            status: recorded.status === 'failed' ? 'failed' : 'succeeded',
            received: counts.received,
            created: counts.created,
            updated: counts.updated,
            failures: recorded.errors,
          }),
        ]
      : [];
  try {
    await (stored
      ? putReportingChanges(companyId, employees, stored, startedAt)
      : putEmployees(companyId, employees, startedAt));
  } catch (error) {
    const failed: Execution = {
      ...execution,
      status: 'failed',
      errors: [String(error)],
      finishedAt: new Date().toISOString(),
    };
    await putExecution(failed, importEvents(failed));
    throw error;
  }
  await recordSucceeded(execution, importEvents);
  return { ...counts, executionId };
}

/**
 * Writes the employees, each one that changes with its employee.changed event in the same
 * transaction; the unchanged ones (only their updatedAt moves) in plain batches.
 */
async function putReportingChanges(
  companyId: string,
  employees: readonly Employee[],
  stored: ReadonlyMap<string, Employee>,
  updatedAt: string,
): Promise<void> {
  const changed: Array<{ employee: Employee; events: WebhookEvent[] }> = [];
  const unchanged: Employee[] = [];
  for (const employee of employees) {
    const before = stored.get(employee.login);
    const fields = changedFields(before, employee);
    if (changedNothing({ before, after: employee })) {
      unchanged.push(employee);
      continue;
    }
    const data: EmployeeChangedData = {
      login: employee.login,
      change: before ? 'updated' : 'created',
      fields,
      active: employee.active,
      by: changedByApi('masterData'),
    };
    changed.push({
      employee,
      events: [newEvent(companyId, 'employee.changed', subjects.employee(employee.login), data)],
    });
  }
  await Promise.all([
    putEmployees(companyId, unchanged, updatedAt),
    putEmployeesWithEvents(companyId, changed, updatedAt),
  ]);
}
