/**
 * The calls manifest checked (`npm test`, test/bench/calls.test.ts): every function's sample request,
 * run in-process under countAwsCalls with an empty company cache (the most calls a request makes),
 * against manifest.ts. Needs a local stack this process already points at (useLocalStack).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { issueAccessToken } from '../../lib/auth/issue-access-token.js';
import { ADMIN_SCOPE, SCOPE_FAMILIES } from '../../lib/auth/scopes.js';
import { clearCompanyCache } from '../../lib/companies/resolve-company.js';
import { loadHandler } from '../../lib/local/gateway.js';
import { TOOLS } from '../../lib/mcp/tools/index.js';
import { FUNCTIONS } from '../../lib/routes.js';
import { countAwsCalls } from '../../lib/shared/call-counter.js';
import { openTicket } from '../../lib/tickets/manage-tickets.js';
import { CALLS_MANIFEST, manifestEntry, maxCalls } from './manifest.js';
import {
  mcpToolEvent,
  type SampleCaller,
  sampleCompany,
  sampleEvent,
  TOOL_SAMPLES,
  type ToolSampleContext,
} from './samples.js';

export type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface CallCount {
  name: string;
  /** The HTTP status; for a tools/call, the status its envelope states. */
  status: number;
  calls: number;
  max: number;
  ok: boolean;
  /** A tools/call that did not succeed (its count would not be the sample's): why. */
  failure?: string;
}

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

/** A Lambda context for an in-process call of `name`'s handler. */
export const context = (name: string) =>
  ({ functionName: name, awsRequestId: `bench-${name}`, getRemainingTimeInMillis: () => 10_000 }) as Context;

/** The handler as the local runtime loads it (apiDocs's Lambda entry reads files only a bundle has). */
export async function handlerOf(name: string): Promise<Handler> {
  const def = FUNCTIONS.find((fn) => fn.name === name);
  if (!def) throw new Error(`no function ${name} in lib/routes.ts`);
  return (await loadHandler(def)) as Handler;
}

interface Measured {
  count: CallCount;
  result: APIGatewayProxyStructuredResultV2;
}

async function measure(
  name: string,
  handler: Handler,
  event: APIGatewayProxyEventV2,
  contextName = name,
): Promise<Measured> {
  clearCompanyCache();
  const { result, calls } = await countAwsCalls(() => handler(event, context(contextName)));
  const max = maxCalls(manifestEntry(name));
  return { count: { name, status: result.statusCode ?? 200, calls, max, ok: calls <= max }, result };
}

interface JsonRpcAnswer {
  result?: { isError?: boolean; content?: Array<{ text?: string }> };
  error?: { message?: string };
}

/** The failure a tools/call answered (a JSON-RPC error, or an envelope with success false), if any. */
function toolFailure(result: APIGatewayProxyStructuredResultV2): { status: number; why: string } | undefined {
  let answer: JsonRpcAnswer;
  try {
    answer = JSON.parse(String(result.body)) as JsonRpcAnswer;
  } catch {
    return {
      status: result.statusCode ?? 500,
      why: `not a JSON-RPC answer: ${String(result.body).slice(0, 200)}`,
    };
  }
  if (answer.error)
    return { status: result.statusCode ?? 500, why: answer.error.message ?? 'JSON-RPC error' };
  if (!answer.result?.isError) return undefined;
  const envelope = JSON.parse(answer.result.content?.[0]?.text ?? '{}') as {
    status?: number;
    humanSummary?: string;
  };
  return { status: envelope.status ?? 500, why: envelope.humanSummary ?? 'tool failed' };
}

async function measureTool(
  handler: Handler,
  event: APIGatewayProxyEventV2,
  tool: string,
): Promise<CallCount> {
  const { count, result } = await measure(`mcp tools/call ${tool}`, handler, event, 'mcp');
  const failure = toolFailure(result);
  return failure ? { ...count, status: failure.status, ok: false, failure: failure.why } : count;
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

/** The execution id of the masterData sample's answer. */
function executionIdOf(result: APIGatewayProxyStructuredResultV2): string {
  const body = JSON.parse(String(result.body)) as { executionId?: unknown; data?: { executionId?: unknown } };
  const id = body.executionId ?? body.data?.executionId;
  if (typeof id !== 'string')
    throw new Error(`the masterData sample answered no executionId: ${result.body}`);
  return id;
}

/**
 * Functions of the route table, and MCP tools, without a manifest entry or a sample (a place in
 * ORDER, a TOOL_SAMPLES entry): a new function or tool must add both.
 */
export function unlistedFunctions(): string[] {
  const listed = new Set(CALLS_MANIFEST.map((entry) => entry.name));
  const functions = FUNCTIONS.filter((fn) => !fn.localOnly)
    .map((fn) => fn.name)
    .filter((name) => !listed.has(name) || !ORDER.includes(name));
  const sampled = new Set(TOOL_SAMPLES.map((sample) => sample.tool));
  const tools = TOOLS.map((tool) => tool.name)
    .filter((name) => !listed.has(`mcp tools/call ${name}`) || !sampled.has(name))
    .map((name) => `mcp tools/call ${name}`);
  return [...functions, ...tools];
}

export async function countSampleCalls(): Promise<CallCount[]> {
  const company = await sampleCompany('Bench calls');
  const counts: CallCount[] = [];
  let executionId = '';
  for (const name of ORDER) {
    const { count, result } = await measure(name, await handlerOf(name), sampleEvent(name, company.key));
    counts.push(count);
    if (name === 'masterData') executionId = executionIdOf(result);
  }
  // One tools/call per tool, against what the samples above stored, and a ticket to look up.
  const { ticket } = await openTicket(
    {
      companyId: company.companyId,
      subject: 'Sample ticket',
      description: 'Opened by bench/calls for the lookupTicketContext sample.',
    },
    { sub: 'bench-calls', mode: 'admin', via: 'admin' },
  );
  const toolContext: ToolSampleContext = {
    companyId: company.companyId,
    executionId,
    ticketId: ticket.ticketId,
    now: new Date(),
  };
  const tokens = await sampleTokens(company.companyId);
  const mcp = await handlerOf('mcp');
  for (const sample of TOOL_SAMPLES) {
    const event = mcpToolEvent(tokens[sample.caller], sample.tool, sample.args(toolContext));
    counts.push(await measureTool(mcp, event, sample.tool));
  }
  return counts;
}
