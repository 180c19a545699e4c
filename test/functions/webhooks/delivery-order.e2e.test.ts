/**
 * Order per subject only, at a subscription whose receiver keeps failing: one /masterData import
 * creates 15 employees (15 subjects, 15 employee.changed events written together) with one failing
 * and one healthy subscription. Every event gets its first attempt at both when the stream hands it
 * over, and a later event of one subject waits only behind that subject's earlier one. Real parts
 * throughout: the local gateway, the table's stream read by this file's poller, the sweeper on a
 * timer, receivers on the loopback address.
 *
 * The run's retry schedule is 1 s then 2 s (vitest.config.ts), so the failing subscription's first
 * delivery is given up about 3 s after its first attempt, the subscription is disabled (nothing was
 * delivered to it since) and what still waits for it is dropped: an event held behind another
 * subject's event would never reach the failing receiver.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../support/webhook-delivery.js';
import { type Received, type Receiver, startReceiver } from '../../support/webhook-receiver.js';

let gateway: TestGateway;
let deliveries: WebhookDelivery;
let failing: Receiver;
let healthy: Receiver;
let company: TestCompany;
let failingId: string;

const logins = Array.from({ length: 15 }, (_, i) => `e${String(i + 1).padStart(2, '0')}`);
const api = (path: string, body: object) => http(`${gateway.baseUrl}${path}`, { body });

const payloadOf = (delivery: Received) =>
  JSON.parse(delivery.body) as { type: string; data: { login: string } };
const idOf = (delivery: Received) => String(delivery.headers['webhook-id']);
const idsOf = (receiver: Receiver, type: string) =>
  new Set(receiver.received.filter((d) => payloadOf(d).type === type).map(idOf));

async function until(done: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
}

beforeAll(async () => {
  gateway = await startGateway();
  deliveries = await startWebhookDelivery();
  [failing, healthy] = await Promise.all([startReceiver(), startReceiver()]);
  failing.answer([], 500);
  company = await newCompany();
  deliveries.watch(company.companyId);
  for (const receiver of [failing, healthy]) {
    const answer = await api('/setWebhook', {
      key: company.key,
      url: receiver.url,
      events: ['employee.changed', 'punchday.changed'],
    });
    expect(answer.status, answer.text).toBe(200);
    if (receiver === failing) failingId = answer.json.result.webhookId;
  }
});

afterAll(async () => {
  await deliveries?.stop();
  await Promise.all([failing?.close(), healthy?.close()]);
  await gateway?.close();
});

describe('delivery order at a failing subscription', () => {
  it("gives every subject's event its first attempt, and holds a subject's later event only behind its own", async () => {
    const employees = logins.map((login) => ({
      login,
      name: login,
      department: 'Ops',
      role: 'Analyst',
      active: true,
    }));
    const imported = await api('/masterData', { key: company.key, data: { employees } });
    expect(imported.status, imported.text).toBe(200);
    // e01 punches while its employee.changed event waits for a retry at the failing subscription.
    const punched = await api('/recordPunch', {
      key: company.key,
      username: 'e01',
      actionType: 'BEGIN_DAY',
      actionDatetimeSent: '2026-11-20T12:00:00Z',
      hostname: 'NB-01',
      locationType: 'office',
    });
    expect(punched.status, punched.text).toBe(200);

    await healthy.waitFor(16);
    const changed = idsOf(healthy, 'employee.changed');
    expect(changed.size).toBe(15);
    const [punchEvent] = idsOf(healthy, 'punchday.changed');

    // Every subject's event reaches the failing receiver: no subject waits for another's retries.
    await until(() => [...changed].every((id) => failing.ofEvent(id).length > 0), 15_000);
    const missing = [...changed].filter((id) => failing.ofEvent(id).length === 0);
    expect(
      missing.map((id) => payloadOf(healthy.ofEvent(id)[0] as Received).data.login),
      'subjects whose event got no attempt at the failing subscription',
    ).toEqual([]);
    for (const id of changed) {
      const [first] = failing.ofEvent(id);
      // Its first attempt, in the same hand-over from the stream as at the healthy subscription.
      expect(Math.abs((first as Received).at - (healthy.ofEvent(id)[0] as Received).at)).toBeLessThan(5_000);
    }

    // The failing subscription gives up and is disabled; e01's later event never jumped the queue.
    await until(async () => {
      const listed = await api('/listWebhooks', { key: company.key });
      return listed.json.result.webhooks.some(
        (w: { webhookId: string; active: boolean }) => w.webhookId === failingId && !w.active,
      );
    }, 20_000);
    const e01Changed = [...changed].find(
      (id) => payloadOf(healthy.ofEvent(id)[0] as Received).data.login === 'e01',
    );
    const triesOfE01 = failing.ofEvent(String(e01Changed));
    expect(triesOfE01.length).toBeGreaterThanOrEqual(1);
    // Sent, if at all, only after e01's earlier event was given up (then dropped with the subscription).
    const lastTry = Math.max(...triesOfE01.map((d) => d.at));
    expect(failing.ofEvent(String(punchEvent)).filter((d) => d.at < lastTry)).toEqual([]);
  });
});
