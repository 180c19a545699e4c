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

const searchArgs = (companyId: string) => ({
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

export interface ToolSample {
  tool: string;
  caller: SampleCaller;
  args(context: ToolSampleContext): Record<string, unknown>;
}

/**
 * Today (UTC) as the log tools take a range: one UTC day, so the reader queries that day's shards
 * only, however many items the samples wrote before (the manifest's count holds at any hour).
 */
const today = ({ now }: ToolSampleContext) => {
  const day = now.toISOString().slice(0, 10);
  return { from: `${day}T00:00:00Z`, to: `${day}T23:59:59Z` };
};

/**
 * One ordinary tools/call per MCP tool, with valid arguments against the company of sampleCompany
 * after the function samples ran: the employees, punches, event, rule, notification, extension
 * request, execution record and transmissions those made. The reads come first, in catalog order,
 * then the three tools that write (and change nothing a read before them needs).
 */
export const TOOL_SAMPLES: readonly ToolSample[] = [
  { tool: 'searchEmployee', caller: 'service', args: ({ companyId }) => searchArgs(companyId) },
  { tool: 'whoIsManagerOf', caller: 'service', args: () => ({ login: 'ana.souza' }) },
  { tool: 'getCompanyOverview', caller: 'service', args: () => ({}) },
  { tool: 'masterDataQuery', caller: 'service', args: () => ({ filters: { department: 'Sales' } }) },
  { tool: 'getEmployeeDay', caller: 'service', args: () => ({ login: 'ana.souza', date: SAMPLE_DAY }) },
  { tool: 'listPunchesByDay', caller: 'service', args: () => ({ date: SAMPLE_DAY }) },
  { tool: 'listPendingExtensions', caller: 'service', args: () => ({}) },
  { tool: 'listAppRules', caller: 'service', args: () => ({}) },
  { tool: 'listNotifications', caller: 'service', args: () => ({}) },
  { tool: 'data-searchLogs', caller: 'service', args: today },
  { tool: 'diagnose-transmission', caller: 'service', args: () => ({}) },
  { tool: 'lookupTicketContext', caller: 'service', args: ({ ticketId }) => ({ ticketId }) },
  { tool: 'lookupExecutionStatus', caller: 'service', args: ({ executionId }) => ({ executionId }) },
  {
    tool: 'data-dashboardChartQuery',
    caller: 'service',
    args: () => ({ chart: 'workedHoursByDay', from: SAMPLE_DAY, to: SAMPLE_DAY }),
  },
  {
    tool: 'analyticsQuery',
    caller: 'chatbot',
    args: () => ({ metric: 'workedHours', from: SAMPLE_DAY, to: SAMPLE_DAY, groupBy: 'person' }),
  },
  { tool: 'getAuditTrail', caller: 'service', args: today },
  { tool: 'listTenants', caller: 'admin', args: () => ({}) },
  {
    tool: 'listWebhookDeliveries',
    caller: 'service',
    args: () => ({ eventId: 'evt_00REPLACE_WITH_EVENT_ID0' }),
  },
  {
    tool: 'masterDataMutate',
    caller: 'service',
    args: () => ({
      operation: 'setManager',
      login: 'bruno.costa',
      fields: { manager: 'ana.souza@demo.example' },
    }),
  },
  {
    tool: 'categorizeURL',
    caller: 'service',
    args: () => ({
      url: 'https://docs.google.com/spreadsheets',
      app_name_pt: 'Planilhas',
      app_class: 'Produtividade',
    }),
  },
  {
    tool: 'screenBlockToggle',
    caller: 'service',
    args: () => ({ login: 'bruno.costa', blocked: true, reason: 'Equipment audit' }),
  },
];

/** Samples that read what an earlier one wrote run after it (rules, extension requests). */
export const ORDER = [
  'masterData',
  'recordPunch',
  'sendPunchClock',
  'listPunchClockByDay',
  'setEvent',
  'getEvents',
  'insertAppClassificationRule',
  'listAppClassificationRules',
  'deactivateAppClassificationRule',
  'insertNotification',
  'requestExtension',
  'listExtensionRequests',
  'approveRequest',
  'approvalPage',
  'integrationValidatorData',
  'auth',
  'apiDocs',
  'mcp',
  'methodNotAllowed',
  // Last: a subscription makes the samples after it write events.
  'setWebhook',
  'listWebhooks',
  'deleteWebhook',
  'rotateWebhookSecret',
  'listWebhookDeliveries',
  'redeliverWebhook',
];

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
