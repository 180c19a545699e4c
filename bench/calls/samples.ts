/**
 * The sample requests the calls manifest and the cost meter count, in one run of them (runSamples),
 * and the cold starts time: each function's events/<name>.json with a real company key, against a
 * company seeded so the samples take their ordinary paths (the employees they name exist, a rule
 * exists before it is listed or deactivated), plus the tools/call of each MCP tool the manifest
 * lists (events/mcp.json shows only initialize).
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { chatbotUserId } from '../../lib/auth/chatbot-users.js';
import { issueChatbotToken } from '../../lib/auth/exchange-idp-token.js';
import { ADMIN_SCOPE, SCOPE_FAMILIES } from '../../lib/auth/scopes.js';
import { cachedCompany } from '../../lib/companies/resolve-company.js';
import { lambdaContext, loadHandler, normaliseResult } from '../../lib/local/gateway.js';
import { EXECUTION_ID_PLACEHOLDER, KEY_PLACEHOLDER } from '../../lib/local/sample-events.js';
import type { Employee } from '../../lib/masterdata/employee.js';
import { sealCardKey } from '../../lib/mcp/apps/card-key.js';
import { FUNCTIONS } from '../../lib/routes.js';
import { openTicket } from '../../lib/tickets/manage-tickets.js';
import { sampleEvent as eventFile, newCompany, type TestCompany } from '../../test/support/fixtures.js';
import { chatbotToken, serviceToken } from '../../test/support/tokens.js';
import type { CostMeter, CostRow } from '../cost/meter.js';
import {
  FUNCTION_CALLS,
  MANAGER_EMAIL,
  MODERN_CALLS,
  type SampleCaller,
  TOOL_CALLS,
  type ToolSampleContext,
} from './manifest.js';

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
  // Erased by the eraseEmployeeData sample: no other sample names her.
  { login: 'carla.dias', name: 'Carla Dias', department: 'Support', role: 'Analyst', active: true },
];

/** A fresh company holding the employees the samples name (its name is no HOMOLOG: e-mail is sent). */
export const sampleCompany = (): Promise<TestCompany> => newCompany({ employees: [...SAMPLE_EMPLOYEES] });

/** events/<name>.json with the company key filled in. */
export function sampleEvent(name: string, key: string): APIGatewayProxyEventV2 {
  const event = eventFile(`${name}.json`);
  return { ...event, ...(event.body ? { body: event.body.replaceAll(KEY_PLACEHOLDER, key) } : {}) };
}

/** A JSON-RPC tools/call on POST /mcp, as a real client sends it. */
export function mcpToolEvent(token: string, tool: string, args: Record<string, unknown>) {
  const call = { jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: tool, arguments: args } };
  const headers = { authorization: `Bearer ${token}`, 'mcp-protocol-version': '2025-03-26' };
  const event = eventFile('mcp.json', call);
  return { ...event, headers: { ...event.headers, ...headers } };
}

/** A 2026-07-28 request on POST /mcp, with the headers and `_meta` a client declaring `capabilities` sends. */
export function modernMcpEvent(
  token: string | undefined,
  method: string,
  params: Record<string, unknown>,
  capabilities: Record<string, unknown>,
) {
  const body = {
    jsonrpc: '2.0',
    id: 3,
    method,
    params: {
      ...params,
      _meta: {
        'io.modelcontextprotocol/protocolVersion': '2026-07-28',
        'io.modelcontextprotocol/clientCapabilities': capabilities,
      },
    },
  };
  const name = params.name ?? params.taskId ?? params.uri;
  const headers = {
    ...(token ? { authorization: `Bearer ${token}` } : {}),
    'mcp-protocol-version': '2026-07-28',
    'mcp-method': method,
    ...(typeof name === 'string' ? { 'mcp-name': name } : {}),
  };
  const event = eventFile('mcp.json', body);
  return { ...event, headers: { ...event.headers, ...headers } };
}

type Handler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * `name`'s handler as the local runtime loads it (apiDocs's Lambda entry reads files only a bundle
 * has), called with the context Lambda hands it, its answer as API Gateway reads it.
 */
async function handlerOf(name: string): Promise<Handler> {
  const def = FUNCTIONS.find((fn) => fn.name === name);
  if (!def) throw new Error(`no function ${name} in lib/routes.ts`);
  const handler = await loadHandler(def);
  return async (event) => normaliseResult(await handler(event, lambdaContext(def)));
}

/** Tokens for the tool samples: every tenant family of the company; chatbot for analytics; admin. */
export async function sampleTokens(companyId: string): Promise<Record<SampleCaller, string>> {
  const tenantFamilies = SCOPE_FAMILIES.filter((family) => family !== 'read:analytics');
  const [service, chatbot, admin, manager] = await Promise.all([
    serviceToken(
      tenantFamilies.map((family) => `${family}:${companyId}`),
      'bench-calls',
    ),
    chatbotToken(companyId, [`read:analytics:${companyId}`], 'bench-calls-chatbot'),
    serviceToken([ADMIN_SCOPE], 'bench-calls-admin'),
    issueChatbotToken({
      userId: chatbotUserId(companyId, MANAGER_EMAIL),
      email: MANAGER_EMAIL,
      companyId,
      scopes: [`read:masterdata:${companyId}`],
    }).then((token) => token.access_token),
  ]);
  return { service, chatbot, admin, manager };
}

/**
 * Every function's sample request and every tool's sample call (bench/calls/manifest.ts), with the
 * company record cached as a warm instance holds it: what each costs, and its AWS calls, which the
 * calls manifest holds it to. A sample that fails (a 5xx, a tools/call that answers an error)
 * stops the run: its counts would not be the sample's.
 */
export async function runSamples(meter: CostMeter, deliver: () => Promise<unknown>): Promise<CostRow[]> {
  const company = await sampleCompany();
  const rows: CostRow[] = [];
  const run = async (name: string, handler: Handler, event: APIGatewayProxyEventV2) => {
    await cachedCompany(company.companyId);
    const { result, cost } = await meter.measure(() => handler(event));
    const tool: { error?: unknown; result?: { isError?: boolean } } = name.startsWith('mcp ')
      ? JSON.parse(String(result.body))
      : {};
    if ((result.statusCode ?? 200) >= 500 || tool.error || tool.result?.isError)
      throw new Error(`${name} answered ${result.statusCode}: ${result.body}`);
    rows.push({ name, ...cost });
    return result;
  };
  let executionId = '';
  for (const { name } of FUNCTION_CALLS) {
    const event = sampleEvent(name, company.key);
    // The execution the status sample reads is the masterData sample's, which runs before it.
    if (event.body) event.body = event.body.replaceAll(EXECUTION_ID_PLACEHOLDER, executionId);
    const result = await run(name, await handlerOf(name), event);
    if (name === 'masterData')
      executionId = (JSON.parse(String(result.body)) as { executionId: string }).executionId;
  }
  const { ticket } = await openTicket(
    { companyId: company.companyId, subject: 'Cost sample', description: 'For lookupTicketContext.' },
    { sub: 'bench-cost', mode: 'admin', via: 'admin' },
  );
  // The samples' changes delivered (a punch of an earlier day marks it pending), as before any answer.
  await deliver();
  const tokens = await sampleTokens(company.companyId);
  const mcp = await handlerOf('mcp');
  const toolContext: ToolSampleContext = {
    companyId: company.companyId,
    executionId,
    ticketId: ticket.ticketId,
    now: new Date(),
    requestId: '',
    cardKey: await sealCardKey(
      { sub: chatbotUserId(company.companyId, MANAGER_EMAIL), mode: 'chatbot', scopes: [] },
      company.companyId,
      MANAGER_EMAIL,
    ),
    taskId: '',
  };
  const resultOf = (answer: APIGatewayProxyStructuredResultV2) =>
    (JSON.parse(String(answer.body)) as { result: Record<string, unknown> & { structuredContent?: never } })
      .result;
  for (const call of TOOL_CALLS) {
    const answer = await run(
      call.name,
      mcp,
      mcpToolEvent(tokens[call.caller], call.tool, call.args(toolContext)),
    );
    if (call.tool === 'requestExtension') {
      const { text } = (resultOf(answer).content as Array<{ text: string }>)[0] ?? { text: '{}' };
      toolContext.requestId = (JSON.parse(text) as { data: { requestId: string } }).data.requestId;
    }
  }
  let asked: Record<string, unknown> = {};
  for (const call of MODERN_CALLS) {
    const params = { ...call.params(toolContext), ...(call.answers ? answered(asked) : {}) };
    const token = call.caller === 'none' ? undefined : tokens[call.caller];
    const answer = await run(call.name, mcp, modernMcpEvent(token, call.method, params, call.capabilities));
    const result = resultOf(answer);
    if (result.resultType === 'input_required') asked = result;
    if (result.resultType === 'task') toolContext.taskId = String(result.taskId);
    if (!call.answers && call.name.endsWith(': question') && result.resultType !== 'input_required')
      throw new Error(`${call.name} asked nothing: ${answer.body}`);
  }
  return rows;
}

/** The person's accepted answer to the question `asked`, as the client sends it back. */
function answered(asked: Record<string, unknown>): Record<string, unknown> {
  return {
    inputResponses: { confirm: { action: 'accept', content: { confirm: true } } },
    requestState: asked.requestState,
  };
}
