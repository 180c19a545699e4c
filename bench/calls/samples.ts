/**
 * The sample requests of G12 (and of the cold-start goals): each function's events/<name>.json with
 * a real company key, against a company seeded so the samples take their ordinary paths (the
 * employees they name exist, a rule exists before it is listed or deactivated), plus the MCP
 * tools/call the events file does not show.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { createCompany } from '../../lib/companies/manage-companies.js';
import { putEmployees } from '../../lib/dynamo/employee-store.js';
import { REPO_ROOT } from '../../lib/local/paths.js';
import type { Employee } from '../../lib/masterdata/employee.js';

export const KEY_PLACEHOLDER = 'ck1.REPLACE_WITH_A_COMPANY_KEY';

export const SAMPLE_EMPLOYEES: readonly Employee[] = [
  {
    login: 'ana.souza',
    name: 'Ana Souza',
    department: 'Sales',
    role: 'Account Executive',
    active: true,
    email: 'ana.souza@demo.example',
    manager: 'maria.lima@demo.example',
  },
  { login: 'bruno.costa', name: 'Bruno Costa', department: 'Support', role: 'Analyst', active: true },
];

export interface SampleCompany {
  companyId: string;
  keyId: string;
  key: string;
}

/** A fresh company holding the employees the samples name (its name is no HOMOLOG: e-mail is sent). */
export async function sampleCompany(label = 'Bench Co'): Promise<SampleCompany> {
  const { company, key, keyId } = await createCompany({
    name: `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
  });
  await putEmployees(company.companyId, [...SAMPLE_EMPLOYEES], new Date().toISOString());
  return { companyId: company.companyId, keyId, key };
}

/** events/<name>.json with the key filled in; `body` replaces the body when given. */
export function sampleEvent(name: string, key: string, body?: unknown): APIGatewayProxyEventV2 {
  const raw = readFileSync(join(REPO_ROOT, 'events', `${name}.json`), 'utf8').replaceAll(
    KEY_PLACEHOLDER,
    key,
  );
  const event = JSON.parse(raw) as APIGatewayProxyEventV2;
  if (body !== undefined) event.body = typeof body === 'string' ? body : JSON.stringify(body);
  event.requestContext.requestId = `bench-${name}-${Math.random().toString(36).slice(2, 10)}`;
  return event;
}

/** A JSON-RPC tools/call of searchEmployee on POST /mcp, as a real client sends it. */
export function mcpSearchEvent(token: string, companyId: string): APIGatewayProxyEventV2 {
  const event = sampleEvent('mcp', '', {
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: {
      name: 'searchEmployee',
      arguments: { dataset: 'employees', query: 'ana', limit: 10, company: companyId },
    },
  });
  event.headers = {
    ...event.headers,
    authorization: `Bearer ${token}`,
    'mcp-protocol-version': '2025-03-26',
  };
  return event;
}

/** The HTTP body of that tools/call, for load generators. */
export function mcpSearchBody(companyId: string): string {
  return JSON.stringify({
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: {
      name: 'searchEmployee',
      arguments: { dataset: 'employees', query: 'ana', limit: 10, company: companyId },
    },
  });
}
