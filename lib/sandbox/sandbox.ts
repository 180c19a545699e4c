/**
 * Sandbox companies: an isolated test company per integration under test, holding a month of
 * realistic data (plan.ts) written through the service's use cases (company-plan.ts). A sandbox is
 * a test company whatever its name (it sends no e-mail), has a service client of its own for the
 * MCP server, and optionally a webhook subscription to the integration's receiver. Reset removes
 * what the company holds and writes the same month again; its keys stay valid.
 */
import { datesOf } from '../analytics/range.js';
import { registerClient } from '../auth/oauth-clients.js';
import { SCOPE_FAMILIES } from '../auth/scopes.js';
import type { Company } from '../companies/company.js';
import { companyOf } from '../companies/company-of.js';
import { deleteCompanyData } from '../dynamo/company-data-store.js';
import { getCompany } from '../dynamo/company-store.js';
import { addDays, formatUtcInstant } from '../shared/dates.js';
import { ValidationError } from '../shared/errors.js';
import { parseInput } from '../shared/validation.js';
import { ALL_EVENTS } from '../webhooks/event-types.js';
import { SetWebhookSchema } from '../webhooks/schemas.js';
import { deleteWebhook, listWebhooks, setWebhook } from '../webhooks/subscriptions.js';
import { buildCompany, writePlan } from './company-plan.js';
import { sandboxPlan } from './plan.js';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The last whole month before `now` (UTC): the default month of a sandbox's data. */
export function previousMonth(now = new Date()): string {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return first.toISOString().slice(0, 7);
}

export interface SandboxAnswer {
  companyId: string;
  name: string;
  month: string;
  isTest: true;
  /** The company key: what the integration under test sends as `key`. */
  key?: string;
  /** A service client with every scope family of the company, for the MCP server's /oauthToken. */
  serviceClient: { clientId: string; clientSecret: string; scopes: string[] };
  webhook?: { webhookId: string; url: string; secret?: string };
  counts: {
    employees: number;
    punchDays: number;
    events: number;
    requests: number;
    rules: number;
    notifications: number;
  };
}

async function serviceClientOf(companyId: string): Promise<SandboxAnswer['serviceClient']> {
  const client = await registerClient({
    clientId: `sandbox-${companyId}`,
    scopes: SCOPE_FAMILIES.map((family) => `${family}:${companyId}`),
    replace: true,
  });
  return { clientId: client.client_id, clientSecret: client.client_secret, scopes: client.scopes };
}

async function subscribe(company: Company, url: string): Promise<SandboxAnswer['webhook']> {
  const result = await setWebhook(company, parseInput(SetWebhookSchema, { url, events: [ALL_EVENTS] }));
  return {
    webhookId: result.webhookId,
    url: result.url,
    ...(result.secret ? { secret: result.secret } : {}),
  };
}

/** What a create or a reset answers: the sandbox, a new service client secret, its webhook, what it holds. */
async function answerOf(
  company: Company,
  month: string,
  plan: ReturnType<typeof sandboxPlan>,
  webhookUrl: string | undefined,
  key?: string,
): Promise<SandboxAnswer> {
  return {
    companyId: company.companyId,
    name: company.name,
    month,
    isTest: true,
    ...(key === undefined ? {} : { key }),
    serviceClient: await serviceClientOf(company.companyId),
    ...(webhookUrl ? { webhook: await subscribe(company, webhookUrl) } : {}),
    counts: {
      employees: plan.employees.length,
      punchDays: plan.punchDays?.length ?? 0,
      events: plan.events?.length ?? 0,
      requests: plan.requests?.length ?? 0,
      rules: plan.rules?.length ?? 0,
      notifications: plan.notifications?.length ?? 0,
    },
  };
}

export async function createSandbox(input: {
  name: string;
  month?: string;
  webhookUrl?: string;
  now?: Date;
}): Promise<SandboxAnswer> {
  const month = input.month ?? previousMonth(input.now);
  if (!MONTH.test(month)) throw new ValidationError(`month '${month}' is not YYYY-MM`);
  const plan = sandboxPlan(input.name, month);
  const { company, key } = await buildCompany(plan, { sandbox: { month } });
  return answerOf(company, month, plan, input.webhookUrl, key);
}

/**
 * Puts the sandbox back as it was created: its webhook subscriptions deleted (the one given is
 * subscribed again), every record of its employees, its days since the month began, its events,
 * rules and notifications removed, and the month written again. Its keys keep working; its
 * service client gets a new secret.
 */
export async function resetSandbox(input: {
  companyId: string;
  webhookUrl?: string;
  now?: Date;
}): Promise<SandboxAnswer> {
  const company = await companyOf(input.companyId);
  if (!company.sandbox)
    throw new ValidationError(`company ${input.companyId} is not a sandbox: only sandboxes are reset`);
  const { month } = company.sandbox;
  const now = input.now ?? new Date();
  for (let page = await listWebhooks(company, {}); ; ) {
    for (const webhook of page.webhooks) await deleteWebhook(company, webhook.webhookId);
    if (!page.nextCursor) break;
    page = await listWebhooks(company, { cursor: page.nextCursor });
  }
  const plan = sandboxPlan(company.name, month);
  // Every date from the month's first day to the day after `now` (an integration may punch today).
  const dates = datesOf(`${month}-01`, addDays(formatUtcInstant(now.getTime()).slice(0, 10), 1));
  const months = [...new Set(dates.map((date) => date.slice(0, 7)))];
  await deleteCompanyData({
    companyId: company.companyId,
    logins: plan.employees.map((e) => e.login),
    dates,
    months,
  });
  // The subscriptions are gone: the company record read again carries no webhook events to record.
  const fresh = (await getCompany(company.companyId)) ?? company;
  await writePlan(fresh, plan);
  return answerOf(fresh, month, plan, input.webhookUrl);
}
