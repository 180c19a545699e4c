/**
 * The sample requests the calls manifest and the cost meter count (bench/cost/table.ts runs them
 * once for both), and the cold starts time: each function's events/<name>.json with a real company
 * key, against a company seeded so the samples take their ordinary paths (the employees they name
 * exist, a rule exists before it is listed or deactivated), plus one MCP tools/call per tool
 * (events/mcp.json shows only initialize).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { issueAccessToken } from '../../lib/auth/issue-access-token.js';
import { ADMIN_SCOPE, SCOPE_FAMILIES } from '../../lib/auth/scopes.js';
import { createCompany } from '../../lib/companies/manage-companies.js';
import { putEmployees } from '../../lib/dynamo/employee-store.js';
import { loadHandler } from '../../lib/local/gateway.js';
import { EVENTS_DIR, KEY_PLACEHOLDER } from '../../lib/local/sample-events.js';
import type { Employee } from '../../lib/masterdata/employee.js';
import { FUNCTIONS } from '../../lib/routes.js';

const SAMPLE_EMPLOYEES: readonly Employee[] = [
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
  const raw = readFileSync(join(EVENTS_DIR, `${name}.json`), 'utf8').replaceAll(KEY_PLACEHOLDER, key);
  const event = JSON.parse(raw) as APIGatewayProxyEventV2;
  if (body !== undefined) event.body = typeof body === 'string' ? body : JSON.stringify(body);
  event.requestContext.requestId = `bench-${name}-${Math.random().toString(36).slice(2, 10)}`;
  return event;
}

/** A JSON-RPC tools/call on POST /mcp, as a real client sends it. */
export function mcpToolEvent(
  token: string,
  tool: string,
  args: Record<string, unknown>,
): APIGatewayProxyEventV2 {
  const event = sampleEvent('mcp', '', {
    jsonrpc: '2.0',
    id: 2,
    method: 'tools/call',
    params: { name: tool, arguments: args },
  });
  event.headers = {
    ...event.headers,
    authorization: `Bearer ${token}`,
    'mcp-protocol-version': '2025-03-26',
  };
  return event;
}

export const searchArgs = (companyId: string) => ({
  dataset: 'employees',
  query: 'ana',
  limit: 10,
  company: companyId,
});

/** The HTTP body of the searchEmployee tools/call, for the warm measurements of npm run bench. */
export const mcpSearchBody = (companyId: string) =>
  mcpToolEvent('', 'searchEmployee', searchArgs(companyId)).body ?? '';

/** The day the punch samples (events/recordPunch.json, sendPunchClock.json) and setEvent's event cover. */
export const SAMPLE_DAY = '2026-03-10';

/** What the tool samples name, made by the samples that run before them. */
export interface ToolSampleContext {
  companyId: string;
  /** The execution record of the masterData sample. */
  executionId: string;
  /** A support ticket of the company, opened before the tool samples run. */
  ticketId: string;
  now: Date;
}

/**
 * Whose token calls a tool: `service` holds every tenant family scope of the sample company,
 * `chatbot` its read:analytics scope (analyticsQuery answers chatbot tokens only), `admin` admin:*
 * (listTenants).
 */
export type SampleCaller = 'service' | 'chatbot' | 'admin';

export type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** A Lambda context for an in-process call of `name`'s handler. */
export const context = (name: string) =>
  ({ functionName: name, awsRequestId: `bench-${name}`, getRemainingTimeInMillis: () => 10_000 }) as Context;

/** The handler as the local runtime loads it (apiDocs's Lambda entry reads files only a bundle has). */
export async function handlerOf(name: string): Promise<Handler> {
  const def = FUNCTIONS.find((fn) => fn.name === name);
  if (!def) throw new Error(`no function ${name} in lib/routes.ts`);
  return (await loadHandler(def)) as Handler;
}

/** Tokens for the tool samples: every tenant family of the company; chatbot for analytics; admin. */
export async function sampleTokens(companyId: string): Promise<Record<SampleCaller, string>> {
  const tenantFamilies = SCOPE_FAMILIES.filter((family) => family !== 'read:analytics');
  const [service, chatbot, admin] = await Promise.all([
    issueAccessToken({
      sub: 'bench-calls',
      scopes: tenantFamilies.map((family) => `${family}:${companyId}`),
      mode: 'service',
    }),
    issueAccessToken({
      sub: 'bench-calls-chatbot',
      scopes: [`read:analytics:${companyId}`],
      mode: 'chatbot',
      tenant: companyId,
    }),
    issueAccessToken({ sub: 'bench-calls-admin', scopes: [ADMIN_SCOPE], mode: 'service' }),
  ]);
  return { service: service.accessToken, chatbot: chatbot.accessToken, admin: admin.accessToken };
}
