/**
 * Webhooks delivered for real: subscriptions made over HTTP through the local gateway, changes made
 * through the endpoints, the table's stream read by a poller of this file (first attempts, as the
 * event source mapping does), retries swept on a timer, receivers listening on the
 * loopback address and verifying with `standardwebhooks`. The run's retry schedule is 1 s then 2 s,
 * receivers get 1.5 s to answer (vitest.config.ts).
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { shardOf, WEBHOOK_EVENT_SHARDS } from '../../../lib/dynamo/keys.js';
import { buildOpenApiDocument, type JsonObject } from '../../../lib/openapi/document.js';
import { subjects } from '../../../lib/webhooks/events.js';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { schemaValidator } from '../../support/openapi.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../support/webhook-delivery.js';
import { type Received, type Receiver, startReceiver } from '../../support/webhook-receiver.js';

let gateway: TestGateway;
let deliveries: WebhookDelivery;
const receivers: Receiver[] = [];
const validate = schemaValidator();
const webhooksDoc = buildOpenApiDocument().webhooks as Record<string, { post: JsonObject }>;

const api = (path: string, body: object) => http(`${gateway.baseUrl}${path}`, { body });

async function receiver(): Promise<Receiver> {
  const started = await startReceiver();
  receivers.push(started);
  return started;
}

async function subscribe(company: TestCompany, url: string, events: string[]) {
  deliveries.watch(company.companyId);
  const answer = await api('/setWebhook', { key: company.key, url, events });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.result as { webhookId: string; secret: string };
}

/** The payload, verified with the subscription's secret as a receiver would, and checked against the document. */
function verified(delivery: Received, secret: string) {
  const payload = new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as {
    type: string;
    timestamp: string;
    data: Record<string, unknown>;
  };
  const body = webhooksDoc[payload.type]?.post.requestBody as
    | { content: Record<string, { schema: JsonObject }> }
    | undefined;
  const schema = body?.content['application/json']?.schema;
  expect(schema, payload.type).toBeDefined();
  expect(validate(schema as JsonObject, payload), payload.type).toBeUndefined();
  return payload;
}

async function deliveriesOf(company: TestCompany, query: { webhookId?: string; eventId?: string }) {
  const answer = await api('/listWebhookDeliveries', { key: company.key, ...query });
  expect(answer.status, answer.text).toBe(200);
  return answer.json.result.deliveries as Array<Record<string, unknown>>;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const punch = (company: TestCompany, login: string, actionType: string, at: string) =>
  api('/recordPunch', {
    key: company.key,
    username: login,
    actionType,
    actionDatetimeSent: at,
    hostname: 'NB-01',
    locationType: 'office',
  });

beforeAll(async () => {
  gateway = await startGateway();
  deliveries = await startWebhookDelivery();
});

afterAll(async () => {
  await deliveries?.stop();
  await Promise.all(receivers.map((r) => r.close()));
  await gateway?.close();
});

describe('webhook deliveries', () => {
  it('signs what it sends as standardwebhooks verifies, and reports requests and /approveRequest decisions in order', async () => {
    const boss = `boss-${uniqueId()}@demo.example`;
    const company = await newCompany({ overtimeManagers: [boss], employees: [employee('ana')] });
    const hook = await receiver();
    const { webhookId, secret } = await subscribe(company, hook.url, [
      'extension.requested',
      'extension.decided',
    ]);
    expect(secret).toMatch(/^whsec_/);

    const requested = await api('/requestExtension', {
      key: company.key,
      user: 'ana',
      reqMinutes: 30,
      justification: 'Fechamento',
      extraTime: '2026-11-20 18:00:00',
    });
    expect(requested.status).toBe(200);
    const approved = await api('/approveRequest', {
      key: company.key,
      employee: 'ana',
      managerEmail: boss.toUpperCase(),
      approved: true,
    });
    expect(approved.status).toBe(200);

    const [first, second] = await hook.waitFor(2);
    const asked = verified(first as Received, secret);
    const decided = verified(second as Received, secret);
    expect(asked).toMatchObject({
      type: 'extension.requested',
      data: { company: company.companyId, requestId: requested.json.requestId, employee: 'ana', minutes: 30 },
    });
    expect(decided).toEqual({
      type: 'extension.decided',
      timestamp: expect.any(String),
      data: {
        company: company.companyId,
        employee: 'ana',
        status: 'approved',
        minutes: 30,
        requestIds: [requested.json.requestId],
        decidedBy: boss,
        via: 'api',
        decidedAt: decided.timestamp,
      },
    });
    expect(first?.headers['webhook-id']).toMatch(/^evt_\d{2}/);
    expect(first?.headers['webhook-id']).not.toBe(second?.headers['webhook-id']);
    // Signed with this subscription's secret only.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        (first as Received).body,
        (first as Received).headers as Record<string, string>,
      ),
    ).toThrow();

    const attempts = await until(
      () => deliveriesOf(company, { webhookId }),
      (list) => list.length >= 2,
    );
    expect(attempts.map((a) => [a.eventType, a.outcome, a.statusCode, a.trigger])).toEqual([
      ['extension.decided', 'delivered', 200, 'event'],
      ['extension.requested', 'delivered', 200, 'event'],
    ]);
  });

  it('retries a receiver that fails twice: three deliveries with one id, at growing intervals', async () => {
    const company = await newCompany({ employees: [employee('bia')] });
    const hook = await receiver();
    hook.answer([500, 503]);
    const { secret } = await subscribe(company, hook.url, ['punchday.changed']);
    expect((await punch(company, 'bia', 'BEGIN_DAY', '2026-11-20T12:00:00Z')).status).toBe(200);

    const deliveries = await hook.waitFor(3);
    const ids = new Set(deliveries.map((d) => d.headers['webhook-id']));
    expect(ids.size).toBe(1);
    const payloads = deliveries.map((d) => verified(d, secret));
    expect(payloads[0]).toMatchObject({
      type: 'punchday.changed',
      data: { login: 'bia', date: '2026-11-20', beginDay: '2026-11-20T12:00:00Z', endDay: null },
    });
    expect(payloads[1]).toEqual(payloads[0]);
    const [t1, t2, t3] = deliveries.map((d) => d.at) as [number, number, number];
    expect(t2 - t1).toBeGreaterThanOrEqual(900);
    expect(t3 - t2).toBeGreaterThanOrEqual(1_900);
    expect(t3 - t2).toBeGreaterThan(t2 - t1);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hook.received).toHaveLength(3);

    const [eventId] = ids;
    const attempts = await until(
      () => deliveriesOf(company, { eventId: String(eventId) }),
      (list) => list.length === 3,
    );
    expect(attempts.map((a) => [a.attempt, a.trigger, a.statusCode, a.outcome])).toEqual([
      [3, 'retry', 200, 'delivered'],
      [2, 'retry', 503, 'retrying'],
      [1, 'event', 500, 'retrying'],
    ]);
    expect(attempts[1]?.error).toBe('HTTP 503');
  });

  it("sends a subject's events in order, holding later ones while an earlier one waits for its retry", async () => {
    const company = await newCompany({ employees: [employee('caio')] });
    const hook = await receiver();
    hook.answer([500]);
    const { secret } = await subscribe(company, hook.url, ['punchday.changed']);
    for (const [type, at] of [
      ['BEGIN_DAY', '2026-11-20T12:00:00Z'],
      ['BEGIN_LUNCH', '2026-11-20T15:00:00Z'],
      ['END_LUNCH', '2026-11-20T16:00:00Z'],
    ] as const)
      expect((await punch(company, 'caio', type, at)).status).toBe(200);

    const deliveries = await hook.waitFor(4);
    const days = deliveries.map((d) => verified(d, secret).data);
    // The first, refused; then the three in the order they happened, the first of them its retry.
    expect(days.map((day) => [day.beginDay, day.beginLunch, day.endLunch])).toEqual([
      ['2026-11-20T12:00:00Z', null, null],
      ['2026-11-20T12:00:00Z', null, null],
      ['2026-11-20T12:00:00Z', '2026-11-20T15:00:00Z', null],
      ['2026-11-20T12:00:00Z', '2026-11-20T15:00:00Z', '2026-11-20T16:00:00Z'],
    ]);
    expect(deliveries[0]?.headers['webhook-id']).toBe(deliveries[1]?.headers['webhook-id']);
  });

  it('marks a delivery that is never answered failed, disables the subscription, and sends the event again on request', async () => {
    const company = await newCompany();
    const hook = await receiver();
    hook.answer([], 'hang');
    const { webhookId, secret } = await subscribe(company, hook.url, ['rule.changed']);
    const rule = { key: company.key, app_name_pt: 'Editor', regex_rule: '^code$' };
    expect((await api('/insertAppClassificationRule', rule)).status).toBe(200);

    const [first] = await hook.waitFor(3);
    const eventId = String(first?.headers['webhook-id']);
    const attempts = await until(
      () => deliveriesOf(company, { eventId }),
      (list) => list[0]?.outcome === 'failed',
    );
    expect(attempts.map((a) => [a.attempt, a.outcome, a.statusCode])).toEqual([
      [3, 'failed', null],
      [2, 'retrying', null],
      [1, 'retrying', null],
    ]);
    expect(attempts[0]?.error).toBe('timed out: no answer within 1500 ms');
    expect(attempts[0]?.nextAttemptAt).toBeNull();

    const listed = await until(
      () => api('/listWebhooks', { key: company.key }),
      (answer) => answer.json.result.webhooks[0]?.active === false,
    );
    expect(listed.json.result.webhooks[0]).toMatchObject({
      webhookId,
      active: false,
      disabledAt: expect.any(String),
      disabledReason: expect.stringContaining('timed out'),
    });

    // The receiver is back: the event again, on request, with the same id.
    hook.answer([], 200);
    const replay = await api('/redeliverWebhook', { key: company.key, eventId, webhookId });
    expect(replay.status, replay.text).toBe(200);
    expect(replay.json.result).toEqual({
      eventId,
      type: 'rule.changed',
      deliveries: [
        {
          webhookId,
          outcome: 'delivered',
          statusCode: 200,
          error: null,
          latencyMs: expect.any(Number),
          nextAttemptAt: null,
        },
      ],
    });
    const again = hook.ofEvent(eventId);
    expect(again).toHaveLength(4);
    expect(verified(again[3] as Received, secret).data).toMatchObject({
      app_name_pt: 'Editor',
      change: 'created',
    });
    const [latest] = await deliveriesOf(company, { eventId, webhookId });
    expect(latest).toMatchObject({ trigger: 'replay', outcome: 'delivered' });
  });

  it("never sends one company's events to another company's subscription", async () => {
    const [one, two] = await Promise.all([
      newCompany({ employees: [employee('dani')] }),
      newCompany({ employees: [employee('dani')] }),
    ]);
    const [hookOne, hookTwo] = [await receiver(), await receiver()];
    const secretOne = (await subscribe(one, hookOne.url, ['*'])).secret;
    const secretTwo = (await subscribe(two, hookTwo.url, ['*'])).secret;
    await punch(one, 'dani', 'BEGIN_DAY', '2026-11-20T12:00:00Z');
    await punch(two, 'dani', 'BEGIN_DAY', '2026-11-20T13:00:00Z');
    await punch(two, 'dani', 'END_DAY', '2026-11-20T21:00:00Z');
    await Promise.all([hookOne.waitFor(1), hookTwo.waitFor(2)]);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(hookOne.received.map((d) => verified(d, secretOne).data.company)).toEqual([one.companyId]);
    expect(hookTwo.received.map((d) => verified(d, secretTwo).data.company)).toEqual([
      two.companyId,
      two.companyId,
    ]);
    expect(() => verified(hookOne.received[0] as Received, secretTwo)).toThrow();
  });

  it('records no event for a change whose transaction fails, nor for a write that changes nothing', async () => {
    const company = await newCompany({ employees: [employee('edu')] });
    const hook = await receiver();
    await subscribe(company, hook.url, ['rule.changed', 'punchday.changed']);
    const rule = { key: company.key, app_name_pt: 'Planilha', regex_rule: '^excel$' };
    expect((await api('/insertAppClassificationRule', rule)).status).toBe(200);
    // The same name again: its transaction is cancelled by the condition on the rule.
    expect((await api('/insertAppClassificationRule', { ...rule, regex_rule: '^calc$' })).status).toBe(409);
    expect(
      (await api('/deactivateAppClassificationRule', { key: company.key, app_name_pt: 'Nada' })).status,
    ).toBe(404);
    // The same punch twice: the second changes nothing.
    expect((await punch(company, 'edu', 'BEGIN_DAY', '2026-11-20T12:00:00Z')).status).toBe(200);
    expect((await punch(company, 'edu', 'BEGIN_DAY', '2026-11-20T12:00:00Z')).status).toBe(200);

    await hook.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(hook.received.map((d) => JSON.parse(d.body).type).sort()).toEqual([
      'punchday.changed',
      'rule.changed',
    ]);
    const outbox = async (subject: string) => {
      const { Items = [] } = await documentDb().send(
        new QueryCommand({
          TableName: tableName(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: {
            ':pk': `WHEVT#${company.companyId}#${shardOf(subject, WEBHOOK_EVENT_SHARDS)}`,
          },
          ConsistentRead: true,
        }),
      );
      return Items.filter((item) => item.type === 'WebhookEvent');
    };
    expect(await outbox(subjects.rule('planilha'))).toHaveLength(1);
    expect(await outbox(subjects.employee('edu'))).toHaveLength(1);
  });

  it("stamps a day's events in the order their changes were committed: 25 punches at once", async () => {
    const company = await newCompany({ employees: [employee('gil')] });
    const hook = await receiver();
    const { secret } = await subscribe(company, hook.url, ['punchday.changed']);
    const minutes = Array.from({ length: 25 }, (_, n) => n);
    const answers = await Promise.all(
      minutes.map((n) =>
        punch(company, 'gil', 'BEGIN_DAY', `2026-11-20T11:${String(n).padStart(2, '0')}:00Z`),
      ),
    );
    // Each punch lands, or is told to be sent again when the day kept changing under it.
    const landed = answers.filter((answer) => answer.status === 200).length;
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    expect(landed).toBeGreaterThan(0);

    const events = (await hook.waitFor(landed, 30_000)).map((delivery) => verified(delivery, secret));
    const stamps = events.map((event) => event.timestamp);
    // In delivery order (the subject's commit order), each later than the one before.
    for (let n = 1; n < stamps.length; n += 1)
      expect((stamps[n] as string) > (stamps[n - 1] as string), `${stamps[n - 1]} then ${stamps[n]}`).toBe(
        true,
      );
    const listed = await api('/listPunchClockByDay', {
      key: company.key,
      date: '2026-11-20',
      users: ['gil'],
    });
    const [stored] = listed.json.result.punches;
    const last = events.at(-1)?.data;
    expect(last?.beginDay).toBe(stored.beginDay);
    expect(last?.action_id).toBe(stored.action_id);
    expect(stamps.at(-1)).toBe([...stamps].sort().at(-1));
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const company = await newCompany({ employees: [employee('fer')] });
    const hook = await receiver();
    const { webhookId, secret } = await subscribe(company, hook.url, ['punchday.changed']);
    const rotated = await api('/rotateWebhookSecret', { key: company.key, webhookId });
    expect(rotated.status).toBe(200);
    expect(rotated.json.result).toEqual({
      webhookId,
      secret: expect.stringMatching(/^whsec_/),
      previousSecretValidUntil: expect.any(String),
    });
    await punch(company, 'fer', 'BEGIN_DAY', '2026-11-20T12:00:00Z');
    const [delivery] = await hook.waitFor(1);
    expect(String(delivery?.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(delivery as Received, rotated.json.result.secret).type).toBe('punchday.changed');
    expect(verified(delivery as Received, secret).type).toBe('punchday.changed');
  });
});
