/**
 * Every event type from the change that causes it, over real HTTP: /masterData (only employees that
 * changed, and the import), /insertNotification, rules inserted, reactivated and deactivated, and
 * what an agent changes through the MCP tools (masterDataMutate, screenBlockToggle, categorizeURL),
 * whose deliveries the MCP tool listWebhookDeliveries then lists.
 */
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../support/webhook-delivery.js';
import { type Receiver, startReceiver } from '../../support/webhook-receiver.js';

let gateway: TestGateway;
let company: TestCompany;
let hook: Receiver;
let secret: string;
let webhookId: string;
let delivery: WebhookDelivery;

const api = (path: string, body: object) => http(`${gateway.baseUrl}${path}`, { body });

interface Event {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

/** The deliveries from `from` on, verified, once `count` have arrived. */
async function eventsFrom(from: number, count: number): Promise<Event[]> {
  const received = await hook.waitFor(from + count);
  return received.slice(from).map((delivery) => {
    const payload = new Webhook(secret).verify(
      delivery.body,
      delivery.headers as Record<string, string>,
    ) as Event;
    return { id: String(delivery.headers['webhook-id']), type: payload.type, data: payload.data };
  });
}

async function tool(name: string, args: object) {
  const token = await serviceToken([
    `write:masterdata:${company.companyId}`,
    `read:logs:${company.companyId}`,
  ]);
  const answer = await http(`${gateway.baseUrl}/mcp/tools/${name}`, {
    body: args,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.json;
}

beforeAll(async () => {
  gateway = await startGateway();
  delivery = await startWebhookDelivery();
  company = await newCompany({ employees: [employee('ana'), employee('bruno')] });
  delivery.watch(company.companyId);
  hook = await startReceiver();
  const subscribed = await api('/setWebhook', { key: company.key, url: hook.url, events: ['*'] });
  ({ secret, webhookId } = subscribed.json.result);
});

afterAll(async () => {
  await delivery?.stop();
  await hook?.close();
  await gateway?.close();
});

describe('the events of each kind of change', () => {
  it('reports a /masterData import, and employee.changed only for the employees it changed, naming fields, not values', async () => {
    const imported = await api('/masterData', {
      key: company.key,
      data: {
        employees: [
          employee('ana'),
          employee('bruno', { department: 'Sales', email: 'bruno@demo.example' }),
          employee('carla'),
        ],
      },
    });
    expect(imported.status).toBe(200);
    const events = await eventsFrom(0, 3);
    const changed = events.filter((e) => e.type === 'employee.changed').map((e) => e.data);
    expect(changed.sort((a, b) => String(a.login).localeCompare(String(b.login)))).toEqual([
      {
        company: company.companyId,
        login: 'bruno',
        change: 'updated',
        fields: ['department', 'email'],
        active: true,
        by: { via: 'api', endpoint: 'masterData' },
      },
      {
        company: company.companyId,
        login: 'carla',
        change: 'created',
        fields: ['active', 'department', 'login', 'name', 'role'],
        active: true,
        by: { via: 'api', endpoint: 'masterData' },
      },
    ]);
    expect(JSON.stringify(changed)).not.toContain('bruno@demo.example');
    expect(events.find((e) => e.type === 'masterdata.imported')?.data).toEqual({
      company: company.companyId,
      executionId: imported.json.executionId,
      status: 'succeeded',
      received: 3,
      created: 1,
      updated: 2,
      failures: [],
    });
  });

  it('reports notifications and rules as they change', async () => {
    const base = hook.received.length;
    const notification = {
      notification_id: 'aviso-1',
      title: 'Lembrete',
      recurrency: false,
      one_time: '2026-12-01 09:00:00',
    };
    // The same notification twice changes nothing the second time: one event. A new title does.
    expect((await api('/insertNotification', { key: company.key, notification })).status).toBe(200);
    expect((await api('/insertNotification', { key: company.key, notification })).status).toBe(200);
    const retitled = { ...notification, title: 'Lembrete urgente' };
    expect((await api('/insertNotification', { key: company.key, notification: retitled })).status).toBe(200);
    const rule = { key: company.key, app_name_pt: 'Terminal', regex_rule: '^bash$' };
    expect((await api('/insertAppClassificationRule', rule)).status).toBe(200);
    expect(
      (await api('/deactivateAppClassificationRule', { key: company.key, app_name_pt: 'terminal' })).status,
    ).toBe(200);
    expect((await api('/insertAppClassificationRule', { ...rule, regex_rule: '^zsh$' })).status).toBe(200);
    const events = await eventsFrom(base, 5);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hook.received.length - base).toBe(5);
    const notifications = events.filter((e) => e.type === 'notification.upserted').map((e) => e.data);
    expect(notifications.map((d) => [d.notification_id, d.created, d.title, d.recipients])).toEqual([
      ['aviso-1', true, 'Lembrete', 3],
      ['aviso-1', false, 'Lembrete urgente', 3],
    ]);
    const rules = events.filter((e) => e.type === 'rule.changed').map((e) => e.data);
    expect(rules.map((d) => [d.app_name_pt, d.change, d.active, d.regex_rule])).toEqual([
      ['Terminal', 'created', true, '^bash$'],
      ['Terminal', 'deactivated', false, '^bash$'],
      ['Terminal', 'reactivated', true, '^zsh$'],
    ]);
  });

  it('reports what an agent changes through the MCP tools, and lists the deliveries through one', async () => {
    const base = hook.received.length;
    await tool('masterDataMutate', { operation: 'deactivateEmployee', login: 'carla' });
    await tool('screenBlockToggle', { login: 'ana', blocked: true, reason: 'audit' });
    // categorizeURL twice with the same arguments: the second writes the same rule, and sends nothing.
    await tool('categorizeURL', { url: 'https://github.com', app_name_pt: 'GitHub', app_class: 'Dev' });
    await tool('categorizeURL', { url: 'https://github.com', app_name_pt: 'GitHub', app_class: 'Dev' });
    const events = await eventsFrom(base, 3);
    const by = { via: 'mcp', sub: 'test-service', mode: 'service' };
    expect(
      events
        .map((e) => e.data)
        .sort((a, b) => String(a.login ?? a.app_name_pt).localeCompare(String(b.login ?? b.app_name_pt))),
    ).toEqual([
      {
        company: company.companyId,
        login: 'ana',
        change: 'updated',
        fields: ['screenBlock'],
        screenBlocked: true,
        by,
      },
      {
        company: company.companyId,
        login: 'carla',
        change: 'updated',
        fields: ['active'],
        active: false,
        by,
      },
      expect.objectContaining({ app_name_pt: 'GitHub', change: 'created', active: true, by }),
    ]);

    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hook.received.slice(base).map((d) => JSON.parse(d.body).type)).toHaveLength(3);

    const listed = await tool('listWebhookDeliveries', { eventId: events[0]?.id });
    expect(listed.success).toBe(true);
    expect(listed.data.deliveries).toEqual([
      expect.objectContaining({ webhookId, eventId: events[0]?.id, outcome: 'delivered', statusCode: 200 }),
    ]);
    const mine = await tool('listWebhookDeliveries', { webhookId, limit: 2 });
    expect(mine.data.deliveries).toHaveLength(2);
    expect(mine.data.nextCursor).toEqual(expect.any(String));
    const next = await tool('listWebhookDeliveries', { webhookId, limit: 2, cursor: mine.data.nextCursor });
    expect(next.data.deliveries[0].at <= mine.data.deliveries[1].at).toBe(true);
  });
});
