/** Test data helpers: a fresh company per test file, so tests never see each other's data. */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createCompany } from '../../lib/companies/manage-companies.js';
import { putEmployees } from '../../lib/dynamo/employee-store.js';
import { REPO_ROOT } from '../../lib/local/paths.js';
import type { Employee } from '../../lib/masterdata/employee.js';

export interface TestCompany {
  companyId: string;
  keyId: string;
  key: string;
  name: string;
}

export function uniqueId(prefix = 't'): string {
  return `${prefix}_${randomBytes(5).toString('hex')}`;
}

export async function newCompany(
  options: { name?: string; timezone?: string; overtimeManagers?: string[]; employees?: Employee[] } = {},
): Promise<TestCompany> {
  const name = options.name ?? `Test Co ${uniqueId()}`;
  const { company, key, keyId } = await createCompany({
    name,
    ...(options.timezone ? { timezone: options.timezone } : {}),
    overtimeManagers: options.overtimeManagers ?? [],
  });
  if (options.employees?.length)
    await putEmployees(company.companyId, options.employees, new Date().toISOString());
  return { companyId: company.companyId, keyId, key, name };
}

export function employee(login: string, extra: Partial<Employee> = {}): Employee {
  return { login, name: `Name ${login}`, department: 'Ops', role: 'Analyst', active: true, ...extra };
}

/** A sample event from events/, with the body replaced. */
export function sampleEvent(
  file: string,
  body?: unknown,
  overrides: Partial<APIGatewayProxyEventV2> = {},
): APIGatewayProxyEventV2 {
  const event = JSON.parse(readFileSync(join(REPO_ROOT, 'events', file), 'utf8')) as APIGatewayProxyEventV2;
  return {
    ...event,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    ...overrides,
    requestContext: {
      ...event.requestContext,
      requestId: uniqueId('req'),
      ...(overrides.requestContext ?? {}),
    },
  };
}
