/**
 * A person confirms each change before an agent makes it: the official SDK's 2.x client, speaking
 * 2026-07-28 and declaring form elicitation as Claude Code and Cursor do, through the local gateway.
 * Its elicitation handler plays the person (accept, decline, cancel); the manual mode of the SDK
 * (allowInputRequired) plays a client that tampers with, replays or hands over the request state.
 * Nothing is written except on an accepted, fresh answer of the caller the question was asked of.
 */
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { foldRuleName } from '../../../lib/classification/rule-name.js';
import { upsertUrlRule } from '../../../lib/classification/upsert-url-rule.js';
import { setToolConfirmation } from '../../../lib/companies/manage-companies.js';
import { pageAudit } from '../../../lib/dynamo/audit-store.js';
import { getEmployee } from '../../../lib/dynamo/employee-store.js';
import { getRule } from '../../../lib/dynamo/rule-store.js';
import { getScreenBlock } from '../../../lib/dynamo/screen-block-store.js';
import { mutateEmployee } from '../../../lib/masterdata/mutate-employee.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

type ElicitAnswer = { action: 'accept'; content: Record<string, boolean> } | { action: 'decline' | 'cancel' };

let gateway: TestGateway;
let company: TestCompany;
let token: string;
const asked: string[] = [];
let answer: ElicitAnswer = { action: 'accept', content: { confirm: true } };

/** A 2026-07-28 client; with `elicitation`, it asks its person (the handler) as Claude Code does. */
async function connect(options: {
  elicitation: boolean;
  bearer?: string;
  manual?: boolean;
}): Promise<Client> {
  const client = new Client(
    { name: 'confirming-host', version: '1.0.0' },
    {
      versionNegotiation: { mode: { pin: '2026-07-28' } },
      capabilities: options.elicitation ? { elicitation: { form: {} } } : {},
      ...(options.manual ? { inputRequired: { autoFulfill: false } } : {}),
    },
  );
  if (options.elicitation) {
    client.setRequestHandler('elicitation/create', async (request) => {
      asked.push(String((request.params as { message?: unknown }).message));
      return answer;
    });
  }
  await client.connect(
    new StreamableHTTPClientTransport(new URL(`${gateway.baseUrl}/mcp`), {
      requestInit: { headers: { Authorization: `Bearer ${options.bearer ?? token}` } },
    }),
  );
  return client;
}

const setManager = (login: string, manager: string) => ({
  name: 'masterDataMutate',
  arguments: { operation: 'setManager', login, fields: { manager } },
});

const managerOf = async (login: string) => (await getEmployee(company.companyId, login))?.profile.manager;

type Structured = { success: boolean; escalationReason?: string; humanSummary: string };
const structured = (result: { structuredContent?: unknown }) => result.structuredContent as Structured;

/** The state and question of an input-required answer, as a manual client receives it. */
async function question(client: Client, call: { name: string; arguments: Record<string, unknown> }) {
  const result = (await client.callTool(call, { allowInputRequired: true })) as unknown as {
    resultType: string;
    inputRequests: Record<string, { method: string; params: { message: string } }>;
    requestState: string;
  };
  expect(result.resultType).toBe('input_required');
  return result;
}

const accepted = { confirm: { action: 'accept', content: { confirm: true } } };

async function latestAudit(tool: string) {
  const now = new Date();
  const { records } = await pageAudit({
    tenant: company.companyId,
    fromIso: new Date(now.getTime() - 600_000).toISOString(),
    toIso: new Date(now.getTime() + 60_000).toISOString(),
    limit: 50,
    matches: (record) => record.tool === tool,
    params: { tool },
  });
  return records[0];
}

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany({
    employees: [
      employee('ana.souza', {
        name: 'Ana Souza',
        email: 'ana.souza@example.com',
        manager: 'maria@example.com',
      }),
      employee('bruno.costa', { name: 'Bruno Costa', manager: 'maria@example.com' }),
      employee('carla.dias', { name: 'Carla Dias', manager: 'maria@example.com' }),
    ],
  });
  token = await serviceToken([`write:masterdata:${company.companyId}`], 'confirming-agent');
});

afterAll(async () => {
  vi.useRealTimers();
  await gateway?.close();
});

describe('a client that asks its person (form elicitation, 2026-07-28)', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect({ elicitation: true });
  });
  afterAll(() => client?.close());

  it('accepted: states whose record and which field, before → after, then makes exactly that change', async () => {
    answer = { action: 'accept', content: { confirm: true } };
    asked.length = 0;
    const result = await client.callTool(setManager('ana.souza', 'joao@example.com'));
    expect(asked).toEqual([
      `Change the manager of Ana Souza (ana.souza) in company ${company.companyId}: manager: 'maria@example.com' → 'joao@example.com'.`,
    ]);
    expect(structured(result)).toMatchObject({ success: true });
    expect(await managerOf('ana.souza')).toBe('joao@example.com');
    expect(await latestAudit('masterDataMutate')).toMatchObject({
      status: 'success',
      confirmation: 'confirmed',
    });
  });

  it('declined or cancelled: nothing is changed, and the envelope says so', async () => {
    for (const action of ['decline', 'cancel'] as const) {
      answer = { action };
      const result = await client.callTool(setManager('bruno.costa', 'joao@example.com'));
      expect(result.isError).toBe(true);
      expect(structured(result)).toMatchObject({
        success: false,
        escalationReason: action === 'decline' ? 'declined_by_person' : 'cancelled_by_person',
        humanSummary: expect.stringMatching(/^Nothing was changed: the person (declined|cancelled)/),
      });
      expect(await managerOf('bruno.costa')).toBe('maria@example.com');
      expect(await latestAudit('masterDataMutate')).toMatchObject({
        status: 'failure',
        confirmation: action === 'decline' ? 'declined' : 'cancelled',
      });
    }
    // Accepting with the box unchecked is no confirmation either.
    answer = { action: 'accept', content: { confirm: false } };
    const unchecked = await client.callTool(setManager('bruno.costa', 'joao@example.com'));
    expect(structured(unchecked).escalationReason).toBe('declined_by_person');
    expect(await managerOf('bruno.costa')).toBe('maria@example.com');
  });

  it('asks nothing when the arguments would change nothing', async () => {
    answer = { action: 'decline' };
    asked.length = 0;
    const result = await client.callTool(setManager('ana.souza', 'joao@example.com'));
    expect(asked).toEqual([]);
    expect(structured(result)).toMatchObject({
      success: true,
      humanSummary: expect.stringContaining('already'),
    });
  });

  it('states a screen block: whose screen, and why', async () => {
    answer = { action: 'accept', content: { confirm: true } };
    asked.length = 0;
    const result = await client.callTool({
      name: 'screenBlockToggle',
      arguments: { login: 'carla.dias', blocked: true, reason: 'notebook reported stolen' },
    });
    expect(asked).toEqual([
      `Block the screen of Carla Dias (carla.dias) in company ${company.companyId}, reason 'notebook reported stolen' (now unblocked).`,
    ]);
    expect(structured(result).success).toBe(true);
    expect((await getScreenBlock(company.companyId, 'carla.dias'))?.blocked).toBe(true);
  });
});

describe('a request state that does not hold is refused, and nothing is changed', () => {
  let client: Client;
  beforeAll(async () => {
    client = await connect({ elicitation: true, manual: true });
  });
  afterAll(() => client?.close());

  const retry = (call: ReturnType<typeof setManager>, requestState: string, on: Client = client) =>
    on.callTool({ ...call, inputResponses: accepted, requestState } as never);

  it('tampered with', async () => {
    const call = setManager('bruno.costa', 'tampered@example.com');
    const { requestState } = await question(client, call);
    const at = Math.floor(requestState.length / 2);
    const flipped = `${requestState.slice(0, at)}${requestState[at] === 'A' ? 'B' : 'A'}${requestState.slice(at + 1)}`;
    expect(flipped).not.toBe(requestState);
    await expect(retry(call, flipped)).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('does not open'),
    });
    expect(await managerOf('bruno.costa')).toBe('maria@example.com');
  });

  it('an answer that does not fit the form it was asked with', async () => {
    const call = setManager('bruno.costa', 'unfit@example.com');
    const { inputRequests, requestState } = await question(client, call);
    // The form is the one schema the answer is read with: one checkbox, checked unless unticked.
    expect(inputRequests.confirm?.params).toMatchObject({
      requestedSchema: {
        type: 'object',
        properties: { confirm: { type: 'boolean', default: true, title: 'Make this change' } },
      },
    });
    const unfit = { confirm: { action: 'accept', content: { confirm: 'yes' } } };
    await expect(
      client.callTool({ ...call, inputResponses: unfit, requestState } as never),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('must answer the form') });
    expect(await managerOf('bruno.costa')).toBe('maria@example.com');
  });

  it('replayed: an accepted answer makes its change once', async () => {
    const call = setManager('bruno.costa', 'once@example.com');
    const { requestState } = await question(client, call);
    expect(structured(await retry(call, requestState)).success).toBe(true);
    expect(await managerOf('bruno.costa')).toBe('once@example.com');
    // Someone puts it back; the same answer sent again must not change it again.
    await mutateEmployee(
      company.companyId,
      'setManager',
      'bruno.costa',
      { manager: 'maria@example.com' },
      {
        sub: 'test',
        mode: 'admin',
        via: 'admin',
      },
    );
    await expect(retry(call, requestState)).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('already used'),
    });
    expect(await managerOf('bruno.costa')).toBe('maria@example.com');
  });

  it('expired: ten minutes after the question', async () => {
    const call = setManager('bruno.costa', 'late@example.com');
    const { requestState } = await question(client, call);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10 * 60_000 + 1_000 });
    try {
      await expect(retry(call, requestState)).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining('expired'),
      });
    } finally {
      vi.useRealTimers();
    }
    expect(await managerOf('bruno.costa')).toBe('maria@example.com');
  });

  it("another caller's, or for other arguments", async () => {
    const call = setManager('bruno.costa', 'stolen@example.com');
    const { requestState } = await question(client, call);
    const other = await connect({
      elicitation: true,
      manual: true,
      bearer: await serviceToken([`write:masterdata:${company.companyId}`], 'another-agent'),
    });
    try {
      await expect(retry(call, requestState, other)).rejects.toMatchObject({
        code: -32602,
        message: expect.stringContaining('another caller'),
      });
    } finally {
      await other.close();
    }
    await expect(retry(setManager('bruno.costa', 'other@example.com'), requestState)).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('another tool call'),
    });
    expect(await managerOf('bruno.costa')).toBe('maria@example.com');
  });

  it('the record changed between the question and the answer: the usual conflict, nothing written', async () => {
    const call = setManager('bruno.costa', 'asked@example.com');
    const { inputRequests, requestState } = await question(client, call);
    expect(inputRequests.confirm?.params.message).toContain("'maria@example.com' → 'asked@example.com'");
    await mutateEmployee(
      company.companyId,
      'setManager',
      'bruno.costa',
      { manager: 'meanwhile@example.com' },
      {
        sub: 'test',
        mode: 'admin',
        via: 'admin',
      },
    );
    const result = await retry(call, requestState);
    expect(result.isError).toBe(true);
    expect(structured(result)).toMatchObject({ success: false, escalationReason: 'conflict' });
    expect(await managerOf('bruno.costa')).toBe('meanwhile@example.com');
  });
});

describe('a rule changed between the question and the answer', () => {
  it('is not replaced: the usual conflict, the rule as the other writer left it', async () => {
    const client = await connect({ elicitation: true, manual: true });
    try {
      const target = { host: 'sheets.example.com', path: '' };
      await upsertUrlRule(company.companyId, target, { app_name_pt: 'Planilhas', app_class: 'Escritório' });
      const call = {
        name: 'categorizeURL',
        arguments: {
          url: 'https://sheets.example.com',
          app_name_pt: 'Planilhas',
          app_class: 'Produtividade',
        },
      };
      const { inputRequests, requestState } = await question(client, call);
      expect(inputRequests.confirm?.params.message).toContain("replacing that rule's pattern");
      await upsertUrlRule(company.companyId, target, { app_name_pt: 'Planilhas', app_class: 'Outra' });
      const result = await client.callTool({ ...call, inputResponses: accepted, requestState } as never);
      expect(structured(result)).toMatchObject({ success: false, escalationReason: 'conflict' });
      expect((await getRule(company.companyId, foldRuleName('Planilhas')))?.app_class).toBe('Outra');
    } finally {
      await client.close();
    }
  });
});

describe('clients that cannot ask', () => {
  it('make the change as before, recorded as not asked', async () => {
    const client = await connect({ elicitation: false });
    try {
      const result = await client.callTool(setManager('carla.dias', 'direct@example.com'));
      expect(structured(result).success).toBe(true);
      expect(await managerOf('carla.dias')).toBe('direct@example.com');
      expect(await latestAudit('masterDataMutate')).toMatchObject({ confirmation: 'not_asked' });
    } finally {
      await client.close();
    }
  });

  it('are refused, naming the setting, when the company requires a confirmation', async () => {
    await setToolConfirmation(company.companyId, true);
    try {
      const client = await connect({ elicitation: false });
      try {
        const result = await client.callTool(setManager('carla.dias', 'refused@example.com'));
        expect(structured(result)).toMatchObject({
          success: false,
          escalationReason: 'confirmation_required',
          humanSummary: expect.stringContaining('requireToolConfirmation'),
        });
      } finally {
        await client.close();
      }
      const direct = await http(`${gateway.baseUrl}/mcp/tools/masterDataMutate`, {
        headers: { authorization: `Bearer ${token}` },
        body: setManager('carla.dias', 'refused@example.com').arguments,
      });
      expect(direct.status).toBe(403);
      expect(direct.json).toMatchObject({ escalationReason: 'confirmation_required' });
      expect(await managerOf('carla.dias')).toBe('direct@example.com');
      // A client that can ask is asked, and its accepted answer goes through.
      answer = { action: 'accept', content: { confirm: true } };
      const asking = await connect({ elicitation: true });
      try {
        expect(structured(await asking.callTool(setManager('carla.dias', 'asked@example.com'))).success).toBe(
          true,
        );
      } finally {
        await asking.close();
      }
      expect(await managerOf('carla.dias')).toBe('asked@example.com');
    } finally {
      await setToolConfirmation(company.companyId, false);
    }
  });
});
