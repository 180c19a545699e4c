/**
 * Overtime requested by an agent and carried to the manager's decision: requestExtension under
 * 2026-07-28 for a client that declares form elicitation and the Tasks extension, as VS Code does
 * (the SDK's 2.x client has no Tasks extension, so the wire is spoken here as that host speaks it),
 * and for one that declares neither. The person confirms; the task stays `working` until the
 * manager decides through the e-mailed link, then completes with the decision; tasks/get answers
 * only the caller's own tasks; the agent never sees the link key. Bad arguments get their
 * envelope, and nothing is written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPendingOfEmployee } from '../../../lib/dynamo/extension-store.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { emailsTo } from '../../support/ses-inbox.js';
import { serviceToken } from '../../support/tokens.js';

const MODERN = '2026-07-28';
const TASKS = 'io.modelcontextprotocol/tasks';
/** What VS Code declares: it asks its person (elicitation) and follows tasks. */
const VS_CODE = { elicitation: { form: {} }, extensions: { [TASKS]: {} } };

let gateway: TestGateway;
let company: TestCompany;
let token: string;
const manager = `gestora-${uniqueId()}@example.com`;
let id = 0;

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany({
    employees: [
      employee('rita.melo', { name: 'Rita Melo', manager }),
      employee('davi.reis', { name: 'Davi Reis', manager }),
    ],
  });
  token = await serviceToken(
    [`write:overtime:${company.companyId}`, `read:masterdata:${company.companyId}`],
    'overtime-agent',
  );
});
afterAll(() => gateway?.close());

/** One 2026-07-28 request with the headers and `_meta` a client sends. */
async function rpc(
  method: string,
  params: Record<string, unknown>,
  capabilities: Record<string, unknown>,
  bearer = token,
) {
  const name = (params.name ?? params.taskId) as string | undefined;
  const answer = await http(`${gateway.baseUrl}/mcp`, {
    headers: {
      accept: 'application/json, text/event-stream',
      authorization: `Bearer ${bearer}`,
      'mcp-protocol-version': MODERN,
      'mcp-method': method,
      ...(name ? { 'mcp-name': name } : {}),
    },
    body: {
      jsonrpc: '2.0',
      id: ++id,
      method,
      params: {
        ...params,
        _meta: {
          'io.modelcontextprotocol/protocolVersion': MODERN,
          'io.modelcontextprotocol/clientInfo': { name: 'host', version: '1' },
          'io.modelcontextprotocol/clientCapabilities': capabilities,
        },
      },
    },
  });
  // biome-ignore lint/suspicious/noExplicitAny: a JSON-RPC answer's shape is what the test asserts
  return answer.json as { result?: Record<string, any>; error?: { code: number; message: string } };
}

const ask = (user: string, extra: Record<string, unknown> = {}) => ({
  name: 'requestExtension',
  arguments: {
    user,
    reqMinutes: 45,
    justification: 'Fechamento do mês',
    extraTime: '2026-12-01 18:00:00',
    ...extra,
  },
});

/** Calls a tool as a host whose person accepts the confirmation it is asked. */
async function callConfirmed(call: ReturnType<typeof ask>, capabilities: Record<string, unknown>) {
  const first = await rpc('tools/call', call, capabilities);
  expect(first.result?.resultType).toBe('input_required');
  return {
    question: first.result?.inputRequests.confirm.params.message as string,
    answer: await rpc(
      'tools/call',
      {
        ...call,
        inputResponses: { confirm: { action: 'accept', content: { confirm: true } } },
        requestState: first.result?.requestState,
      },
      capabilities,
    ),
  };
}

describe('a host that follows tasks (VS Code)', () => {
  it('answers a task that stays working until the manager decides through the e-mailed link, then completes with the decision', async () => {
    const { question, answer } = await callConfirmed(ask('rita.melo'), VS_CODE);
    expect(question).toBe(
      `Ask for 45 minutes of overtime for Rita Melo (rita.melo) in company ${company.companyId}, on 2026-12-01 from 18:00, justification 'Fechamento do mês'. ${manager} is e-mailed to approve or reject it (0 minutes already asked for that day).`,
    );
    const task = answer.result ?? {};
    expect(task).toMatchObject({
      resultType: 'task',
      status: 'working',
      taskId: expect.stringMatching(/^task_/),
      ttlMs: 30 * 86_400_000,
      pollIntervalMs: expect.any(Number),
    });
    expect(JSON.stringify(task)).not.toMatch(/approvalLinkKey|\/approval\//);

    const working = await rpc('tasks/get', { taskId: task.taskId }, VS_CODE);
    expect(working.result).toMatchObject({ resultType: 'complete', taskId: task.taskId, status: 'working' });
    expect(working.result?.statusMessage).toContain(`Waiting for ${manager}`);

    // Cancelling is acknowledged, but withdraws nothing: the task follows the decision still.
    expect((await rpc('tasks/cancel', { taskId: task.taskId }, VS_CODE)).result).toEqual({
      resultType: 'complete',
      _meta: expect.any(Object),
    });

    const [mail] = (await emailsTo(manager)).filter(
      (email) => email.body.text?.includes('rita.melo') || email.body.html?.includes('rita.melo'),
    );
    const link = /\/approval\/([A-Za-z0-9_-]+)/.exec(mail?.body.text ?? mail?.body.html ?? '')?.[1];
    expect(link).toBeDefined();
    const decided = await http(`${gateway.baseUrl}/approval/${link}`, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    expect(decided.status).toBe(200);

    const completed = await rpc('tasks/get', { taskId: task.taskId }, VS_CODE);
    expect(completed.result).toMatchObject({ status: 'completed', taskId: task.taskId });
    const envelope = completed.result?.result.structuredContent;
    expect(completed.result?.result.isError).toBe(false);
    expect(envelope).toMatchObject({
      success: true,
      data: {
        request: {
          status: 'approved',
          minutes: 45,
          employee: 'rita.melo',
          decidedBy: manager,
          via: 'link',
          decidedAt: expect.any(String),
        },
      },
    });
    expect(completed.result?.result.content[0].text).toBe(JSON.stringify(envelope));
    expect(completed.result?.lastUpdatedAt).toBe(envelope.data.request.decidedAt);
  });

  it("answers only the caller's own tasks, and only to a client that declared the extension", async () => {
    const { answer } = await callConfirmed(ask('davi.reis'), VS_CODE);
    const taskId = answer.result?.taskId as string;
    const other = await serviceToken([`write:overtime:${company.companyId}`], 'another-agent');
    expect((await rpc('tasks/get', { taskId }, VS_CODE, other)).error).toMatchObject({
      code: -32602,
      message: 'Failed to retrieve task: Task not found',
    });
    expect((await rpc('tasks/get', { taskId: 'task_unknown' }, VS_CODE)).error?.code).toBe(-32602);
    expect((await rpc('tasks/get', { taskId }, { elicitation: {} })).error).toMatchObject({
      code: -32021,
    });
    expect((await rpc('tasks/update', { taskId, inputResponses: {} }, VS_CODE)).result).toMatchObject({
      resultType: 'complete',
    });
  });
});

describe('a host without the extension (Claude Code, Cursor: elicitation only)', () => {
  it('gets the request id, and getExtensionRequest answers its state', async () => {
    const { answer } = await callConfirmed(ask('rita.melo', { extraTime: '2026-12-02 18:00:00' }), {
      elicitation: {},
    });
    const envelope = answer.result?.structuredContent;
    expect(answer.result?.resultType).toBe('complete');
    expect(envelope).toMatchObject({
      success: true,
      data: { requestId: expect.stringMatching(/^ext_/), manager, emailStatus: 'sent', status: 'pending' },
    });
    expect(envelope.data.approvalLinkKey).toBeUndefined();
    const state = await rpc(
      'tools/call',
      { name: 'getExtensionRequest', arguments: { requestId: envelope.data.requestId } },
      {},
    );
    expect(state.result?.structuredContent).toMatchObject({
      success: true,
      data: { request: { status: 'pending', manager, minutes: 45, decidedBy: null, via: null } },
    });
  });

  it('refuses bad arguments with their envelope, and stores nothing', async () => {
    const before = await listPendingOfEmployee(company.companyId, 'davi.reis');
    const bad = [
      [{ reqMinutes: 0 }, 'invalid_arguments'],
      [{ reqMinutes: 1441 }, 'invalid_arguments'],
      [{ extraTime: '2026-02-30 10:00:00' }, 'invalid_arguments'],
      [{ manager: 'not-an-email' }, 'invalid_arguments'],
      [{ justification: '' }, 'invalid_arguments'],
      [{ idempotencyKey: 'has space' }, 'invalid_arguments'],
      [{ user: 'nobody' }, 'not_found'],
    ] as const;
    for (const [extra, reason] of bad) {
      const answer = await rpc('tools/call', ask('davi.reis', extra), { elicitation: {} });
      expect(answer.result?.isError, JSON.stringify(extra)).toBe(true);
      expect(answer.result?.structuredContent).toMatchObject({ success: false, escalationReason: reason });
    }
    const unknown = await rpc(
      'tools/call',
      { name: 'getExtensionRequest', arguments: { requestId: 'ext_1' } },
      {},
    );
    expect(unknown.result?.structuredContent).toMatchObject({ escalationReason: 'invalid_arguments' });
    expect(await listPendingOfEmployee(company.companyId, 'davi.reis')).toEqual(before);
  });
});
