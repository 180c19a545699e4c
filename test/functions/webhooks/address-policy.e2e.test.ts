/**
 * The address policy against names, through the local gateway and the delivery pipeline: a name
 * that resolves to an IPv6 address carrying a private IPv4 address is refused when a subscription
 * is saved or changed, and at each delivery when it resolves so by then (DNS rebinding), before
 * any connection is made.
 *
 * No real resolver can be made to answer those addresses for a name here, so this file answers for
 * the names it owns (`*.hooks.test`) in node:dns's `lookup`, which the service resolves through,
 * and passes every other name to the real one.
 */
import dns, { type LookupAddress } from 'node:dns';
import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { getCompany } from '../../../lib/dynamo/company-store.js';
import { CARRYING_FORMS, spellings } from '../../support/embedded-addresses.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { startWebhookDelivery, type WebhookDelivery } from '../../support/webhook-delivery.js';

let gateway: TestGateway;
let deliveries: WebhookDelivery;
/** TCP listeners recording the connections made to them, where the subscriptions' names pointed first. */
interface Listener {
  server: Server;
  port: number;
  connections: Socket[];
}
let trap: Listener;
let control: Listener;
const answers = new Map<string, string[]>();

const api = (path: string, body: object) => http(`${gateway.baseUrl}${path}`, { body });

beforeAll(async () => {
  const realLookup = dns.lookup;
  vi.spyOn(dns, 'lookup').mockImplementation(((
    hostname: string,
    options: unknown,
    callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
  ) => {
    const answer = answers.get(hostname);
    if (!answer) return (realLookup as (...args: unknown[]) => void)(hostname, options, callback);
    callback(
      null,
      answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
    );
  }) as unknown as typeof dns.lookup);
  [trap, control] = await Promise.all([listen(), listen()]);
  gateway = await startGateway();
  deliveries = await startWebhookDelivery();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await deliveries?.stop();
  for (const listener of [trap, control]) {
    for (const socket of listener?.connections ?? []) socket.destroy();
    await new Promise((resolve) => listener?.server.close(resolve));
  }
  await gateway?.close();
});

async function listen(): Promise<Listener> {
  const connections: Socket[] = [];
  const server = createServer((socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, connections };
}

async function subscriptionsOf(company: TestCompany) {
  const listed = await api('/listWebhooks', { key: company.key, limit: 100 });
  return {
    webhooks: listed.json.result.webhooks,
    version: (await getCompany(company.companyId))?.webhookVersion,
  };
}

describe('names resolving to private addresses inside IPv6', () => {
  it('are refused when a subscription is created or changed, whatever the spelling, and nothing is written', async () => {
    const company = await newCompany();
    answers.set('ok.hooks.test', ['127.0.0.1']);
    const created = await api('/setWebhook', {
      key: company.key,
      url: `https://ok.hooks.test:${trap.port}/hooks`,
      events: ['*'],
    });
    expect(created.status, created.text).toBe(200);
    const { webhookId } = created.json.result;
    const before = await subscriptionsOf(company);

    // Each form of each address as a resolver prints it (the unit tests take every spelling).
    const hidden = Object.entries(CARRYING_FORMS).flatMap(([form, bytesOf]) =>
      ['10.0.0.1', '169.254.169.254', '127.0.0.1', '192.168.1.1']
        .filter((ipv4) => !(ipv4 === '127.0.0.1' && form === 'IPv4-mapped'))
        .map((ipv4) => ({ form, spelling: spellings(bytesOf(ipv4.split('.').map(Number)))[0] as string })),
    );
    for (const [n, { form, spelling }] of hidden.entries()) {
      const name = `n${n}.hooks.test`;
      // A public address beside it does not help: every address a name has must be allowed.
      answers.set(name, ['93.184.215.14', spelling]);
      const url = `https://${name}/hooks`;
      for (const body of [
        { url, events: ['*'] },
        { url, webhookId },
      ]) {
        const answer = await api('/setWebhook', { key: company.key, ...body });
        expect([answer.status, answer.json.code], `${form} ${spelling}`).toEqual([400, 'INVALID_FIELD']);
        expect(answer.json.message).toContain(`${name} resolves to ${spelling} `);
      }
    }
    expect(await subscriptionsOf(company)).toEqual(before);
  });

  it('are refused at delivery, before connecting, when the name resolves so by then', async () => {
    const company = await newCompany({ employees: [employee('rui')] });
    deliveries.watch(company.companyId);
    // A private address of each form, spelled as a resolver prints it.
    const forms = Object.entries(CARRYING_FORMS).map(([form, bytesOf], n) => {
      const ipv4 = ['10.0.0.1', '169.254.169.254', '192.168.1.1'][n % 3] as string;
      const [compressed] = spellings(bytesOf(ipv4.split('.').map(Number)));
      return { form, ipv4, name: `rebind${n}.hooks.test`, address: compressed as string };
    });
    const controlName = 'control.hooks.test';
    const webhookIds = new Map<string, string>();
    for (const name of [...forms.map((f) => f.name), controlName]) {
      answers.set(name, ['127.0.0.1']);
      const answer = await api('/setWebhook', {
        key: company.key,
        url: `https://${name}:${(name === controlName ? control : trap).port}/hooks`,
        events: ['punchday.changed'],
      });
      expect(answer.status, answer.text).toBe(200);
      webhookIds.set(name, answer.json.result.webhookId);
    }
    // Every name but the control's now resolves to a refused address.
    for (const { name, address } of forms) answers.set(name, [address]);
    const punched = await api('/recordPunch', {
      key: company.key,
      username: 'rui',
      actionType: 'BEGIN_DAY',
      actionDatetimeSent: '2026-11-20T12:00:00Z',
      hostname: 'NB-01',
      locationType: 'office',
    });
    expect(punched.status).toBe(200);

    const firstAttempts = async () => {
      const result = new Map<string, { error: string | null; attempt: number }>();
      for (const [name, webhookId] of webhookIds) {
        const listed = await api('/listWebhookDeliveries', { key: company.key, webhookId });
        const first = listed.json.result.deliveries.find((a: { attempt: number }) => a.attempt === 1);
        if (first) result.set(name, first);
      }
      return result;
    };
    let attempts = await firstAttempts();
    for (let tries = 0; attempts.size < webhookIds.size && tries < 100; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      attempts = await firstAttempts();
    }
    for (const { form, ipv4, name, address } of forms) {
      expect(attempts.get(name)?.error, form).toBe(
        form === 'local-use NAT64'
          ? `refused: must reach a public address: ${name} resolves to ${address} is a local-use NAT64 address (64:ff9b:1::/48)`
          : `refused: must reach a public address: ${name} resolves to ${address} carries ${ipv4} (${form.split(' ')[0]}), which is a ${ipv4 === '169.254.169.254' ? 'linkLocal' : 'private'} address`,
      );
    }
    // The control's attempt went the same way to the network (its listener speaks no TLS, so the
    // attempt fails there); where the other names pointed when they were saved, nothing connected.
    expect(attempts.get(controlName)?.error).not.toMatch(/^refused/);
    expect(control.connections.length).toBeGreaterThanOrEqual(1);
    expect(trap.connections).toHaveLength(0);
    // Other files' sweepers retry what is due in the table too, resolving these names for real:
    // deleted, their deliveries are dropped unresolved.
    for (const webhookId of webhookIds.values())
      expect((await api('/deleteWebhook', { key: company.key, webhookId })).status).toBe(200);
  });
});
