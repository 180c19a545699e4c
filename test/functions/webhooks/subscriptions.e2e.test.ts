/**
 * The subscription endpoints over real HTTP through the local gateway: what they answer, and every
 * bad input answered with its documented 4xx while nothing is written (the subscriptions and the
 * company's summary of them stay as they were).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCompany } from '../../../lib/dynamo/company-store.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { MAX_SUBSCRIPTIONS } from '../../../lib/webhooks/fields.js';
import { hiddenAddresses } from '../../support/embedded-addresses.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

let gateway: TestGateway;
let company: TestCompany;

const api = (path: string, body: object | string) => http(`${gateway.baseUrl}${path}`, { body });
const hook = (n: number) => `http://127.0.0.1:4${String(n).padStart(3, '0')}/hooks`;

async function state() {
  const listed = await api('/listWebhooks', { key: company.key, limit: 100 });
  const stored = await getCompany(company.companyId);
  return {
    webhooks: listed.json.result.webhooks,
    events: stored?.webhookEvents,
    version: stored?.webhookVersion,
  };
}

beforeAll(async () => {
  gateway = await startGateway();
  company = await newCompany({ employees: [employee('ana')] });
});

afterAll(async () => {
  await gateway?.close();
});

describe('the subscription endpoints', () => {
  let webhookId: string;

  it('creates a subscription with a secret shown once, and changes it by URL or by id without one', async () => {
    const created = await api('/setWebhook', { key: company.key, url: hook(1), events: ['rule.changed'] });
    expect(created.status).toBe(200);
    expect(created.json).toEqual({
      err: false,
      result: {
        webhookId: expect.stringMatching(/^wh_[A-Za-z0-9_-]{22}$/),
        url: hook(1),
        events: ['rule.changed'],
        active: true,
        created: true,
        secret: expect.stringMatching(/^whsec_/),
      },
    });
    webhookId = created.json.result.webhookId;
    expect((await getCompany(company.companyId))?.webhookEvents).toEqual(['rule.changed']);

    const again = await api('/setWebhook', {
      key: company.key,
      url: hook(1),
      events: ['punchday.changed', 'rule.changed', 'rule.changed'],
    });
    expect(again.json.result).toEqual({
      webhookId,
      url: hook(1),
      events: ['punchday.changed', 'rule.changed'],
      active: true,
      created: false,
    });
    const paused = await api('/setWebhook', { key: company.key, webhookId, url: hook(2), active: false });
    expect(paused.json.result).toMatchObject({ webhookId, url: hook(2), active: false, created: false });
    expect((await getCompany(company.companyId))?.webhookEvents).toEqual([]);
    const resumed = await api('/setWebhook', { key: company.key, webhookId, url: hook(2), active: true });
    expect(resumed.json.result.active).toBe(true);

    const listed = await api('/listWebhooks', { key: company.key });
    expect(listed.json.result.webhooks).toEqual([
      {
        webhookId,
        url: hook(2),
        events: ['punchday.changed', 'rule.changed'],
        active: true,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        failingSince: null,
        disabledAt: null,
        disabledReason: null,
      },
    ]);
    expect(listed.text).not.toContain('secret');
    expect(listed.text).not.toContain('ws1.');
  });

  it.each([
    [{}, 400, 'MISSING_REQUIRED_FIELDS', 'missing required fields: url'],
    [{ url: 42, events: ['*'] }, 400, 'INVALID_FIELD', 'invalid fields: url'],
    [{ url: '', events: ['*'] }, 400, 'INVALID_FIELD', 'url (must not be empty)'],
    [{ url: 'hooks.example.com', events: ['*'] }, 400, 'INVALID_FIELD', 'url (must be an absolute URL)'],
    [
      { url: 'http://hooks.example.com/in', events: ['*'] },
      400,
      'INVALID_FIELD',
      'https (or http to a loopback',
    ],
    [{ url: 'ftp://127.0.0.1/in', events: ['*'] }, 400, 'INVALID_FIELD', 'url (must be https'],
    [{ url: 'https://10.1.2.3/in', events: ['*'] }, 400, 'INVALID_FIELD', '10.1.2.3 is a private address'],
    [{ url: 'https://172.16.0.9/in', events: ['*'] }, 400, 'INVALID_FIELD', 'is a private address'],
    [{ url: 'https://192.168.0.9/in', events: ['*'] }, 400, 'INVALID_FIELD', 'is a private address'],
    [
      { url: 'http://169.254.169.254/latest/', events: ['*'] },
      400,
      'INVALID_FIELD',
      'is a linkLocal address',
    ],
    [{ url: 'https://[fd00:ec2::254]/', events: ['*'] }, 400, 'INVALID_FIELD', 'is a uniqueLocal address'],
    [{ url: 'https://[::ffff:10.0.0.1]/', events: ['*'] }, 400, 'INVALID_FIELD', 'is a private address'],
    [{ url: 'https://0.0.0.0/', events: ['*'] }, 400, 'INVALID_FIELD', 'is a unspecified address'],
    [{ url: 'https://u:p@127.0.0.1/in', events: ['*'] }, 400, 'INVALID_FIELD', 'must not carry credentials'],
    [{ url: 'http://127.0.0.1/in#x', events: ['*'] }, 400, 'INVALID_FIELD', 'must not have a fragment'],
    [{ url: 'http://127.0.0.1/in#', events: ['*'] }, 400, 'INVALID_FIELD', 'url (must not have a fragment)'],
    [{ url: 'http://127.0.0.1:0/in', events: ['*'] }, 400, 'INVALID_FIELD', 'url (must not use port 0)'],
    [{ url: `http://127.0.0.1/${'a'.repeat(2050)}`, events: ['*'] }, 400, 'INVALID_FIELD', 'url'],
    [{ url: hook(9) }, 400, 'MISSING_REQUIRED_FIELDS', 'missing required fields: events'],
    [{ url: hook(9), events: [] }, 400, 'INVALID_FIELD', 'events (must name at least one event type)'],
    [{ url: hook(9), events: 'rule.changed' }, 400, 'INVALID_FIELD', 'invalid fields: events'],
    [{ url: hook(9), events: ['rule.created'] }, 400, 'INVALID_FIELD', 'events[0] (must be one of'],
    [{ url: hook(9), events: ['*'], active: 'yes' }, 400, 'INVALID_FIELD', 'invalid fields: active'],
    [
      { url: hook(9), events: ['*'], webhookId: 'wh_x' },
      400,
      'INVALID_FIELD',
      'webhookId (must be a webhookId',
    ],
    [{ url: hook(9), webhookId: 'wh_4fJq0cP2Lw9yTn3kXb7sAg' }, 404, 'NOT_FOUND', 'no webhook subscription'],
  ])('setWebhook %j → %i %s, nothing written', async (body, status, code, message) => {
    const before = await state();
    const answer = await api('/setWebhook', { key: company.key, ...body });
    expect(answer.status, answer.text).toBe(status);
    expect(answer.json).toMatchObject({ err: true, code });
    expect(answer.json.message).toContain(message);
    expect(await state()).toEqual(before);
  });

  it('refuses a URL another subscription has, and the subscription beyond the limit, writing nothing', async () => {
    const other = await api('/setWebhook', { key: company.key, url: hook(3), events: ['*'] });
    expect(other.status).toBe(200);
    const before = await state();
    const taken = await api('/setWebhook', { key: company.key, webhookId, url: hook(3) });
    expect(taken.status).toBe(409);
    expect(taken.json).toEqual({
      err: true,
      code: 'CONFLICT',
      message: `webhook subscription '${other.json.result.webhookId}' already sends to ${hook(3)}`,
    });
    expect(await state()).toEqual(before);

    for (let n = before.webhooks.length; n < MAX_SUBSCRIPTIONS; n += 1)
      expect((await api('/setWebhook', { key: company.key, url: hook(100 + n), events: ['*'] })).status).toBe(
        200,
      );
    const full = await state();
    const beyond = await api('/setWebhook', { key: company.key, url: hook(999), events: ['*'] });
    expect(beyond.status).toBe(400);
    expect(beyond.json.message).toBe(
      `a company may have at most ${MAX_SUBSCRIPTIONS} webhook subscriptions; delete one or change one by webhookId`,
    );
    expect(await state()).toEqual(full);
  });

  it('refuses every spelling of a private address inside IPv6, on create and on change, writing nothing', async () => {
    const before = await state();
    const [existing] = before.webhooks as Array<{ webhookId: string }>;
    expect(existing).toBeDefined();
    const hidden = hiddenAddresses();
    for (const { ipv4, form, spelling } of hidden) {
      // Locally ::ffff:127.0.0.1 is the loopback address itself (the unit tests refuse it in the cloud).
      if (ipv4 === '127.0.0.1' && form === 'IPv4-mapped') continue;
      const url = `https://[${spelling}]/hook`;
      for (const body of [
        { url, events: ['*'] },
        { url, webhookId: existing?.webhookId },
      ]) {
        const answer = await api('/setWebhook', { key: company.key, ...body });
        expect([answer.status, answer.json.code], `${form} ${url}`).toEqual([400, 'INVALID_FIELD']);
        expect(answer.json.message, url).toMatch(
          /url \(must reach a public address: .* (carries|is a local-use)/,
        );
      }
    }
    expect(await state()).toEqual(before);
  });

  it('creates subscriptions sent at the same moment, each one, without asking the caller to retry', async () => {
    const racing = await newCompany();
    const urls = Array.from({ length: 12 }, (_, n) => hook(500 + n));
    const answers = await Promise.all(
      urls.map((url) => api('/setWebhook', { key: racing.key, url, events: ['rule.changed'] })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(urls.map(() => 200));
    expect(answers.every((answer) => answer.json.result.created)).toBe(true);
    const listed = await api('/listWebhooks', { key: racing.key, limit: 100 });
    expect(listed.json.result.webhooks.map((w: { url: string }) => w.url).sort()).toEqual([...urls].sort());
    expect((await getCompany(racing.companyId))?.webhookVersion).toBe(12);
  });

  it.each([
    ['/listWebhooks', { limit: 0 }, 400, 'INVALID_FIELD', 'limit (must be at least 1)'],
    ['/listWebhooks', { limit: 101 }, 400, 'INVALID_FIELD', 'limit (must be at most 100)'],
    ['/listWebhooks', { cursor: 'abc' }, 400, 'INVALID_FIELD', 'cursor (malformed'],
    ['/deleteWebhook', {}, 400, 'MISSING_REQUIRED_FIELDS', 'missing required fields: webhookId'],
    ['/deleteWebhook', { webhookId: 12 }, 400, 'INVALID_FIELD', 'webhookId'],
    [
      '/deleteWebhook',
      { webhookId: 'wh_4fJq0cP2Lw9yTn3kXb7sAg' },
      404,
      'NOT_FOUND',
      'no webhook subscription',
    ],
    ['/rotateWebhookSecret', {}, 400, 'MISSING_REQUIRED_FIELDS', 'missing required fields: webhookId'],
    ['/rotateWebhookSecret', { webhookId: 'nope' }, 400, 'INVALID_FIELD', 'webhookId (must be a webhookId'],
    ['/rotateWebhookSecret', { webhookId: 'wh_4fJq0cP2Lw9yTn3kXb7sAg' }, 404, 'NOT_FOUND', 'no webhook'],
    ['/listWebhookDeliveries', {}, 400, 'MISSING_REQUIRED_FIELDS', 'webhookId or eventId'],
    ['/listWebhookDeliveries', { eventId: 'evt_1' }, 400, 'INVALID_FIELD', 'eventId (must be an event id'],
    [
      '/listWebhookDeliveries',
      { eventId: 'evt_07Qm3cV9xT1pLw8rKd2sYe5A', limit: 'x' },
      400,
      'INVALID_FIELD',
      'limit',
    ],
    ['/redeliverWebhook', {}, 400, 'MISSING_REQUIRED_FIELDS', 'missing required fields: eventId'],
    ['/redeliverWebhook', { eventId: 'evt_x' }, 400, 'INVALID_FIELD', 'eventId'],
    [
      '/redeliverWebhook',
      { eventId: 'evt_07Qm3cV9xT1pLw8rKd2sYe5A' },
      404,
      'NOT_FOUND',
      'in the last 30 days',
    ],
  ])('%s %j → %i %s, nothing written', async (path, body, status, code, message) => {
    const before = await state();
    const answer = await api(path, { key: company.key, ...body });
    expect(answer.status, answer.text).toBe(status);
    expect(answer.json).toMatchObject({ err: true, code });
    expect(answer.json.message).toContain(message);
    expect(await state()).toEqual(before);
  });

  it.each([
    '/setWebhook',
    '/listWebhooks',
    '/deleteWebhook',
    '/rotateWebhookSecret',
    '/listWebhookDeliveries',
    '/redeliverWebhook',
  ])(
    '%s refuses a missing key, an altered key and a body that is not JSON, as every key-based endpoint',
    async (path) => {
      const before = await state();
      expect((await api(path, { url: hook(5), events: ['*'] })).json).toMatchObject({ code: 'MISSING_KEY' });
      const altered = await api(path, {
        key: `${company.key.slice(0, -4)}AAAA`,
        url: hook(5),
        events: ['*'],
      });
      expect([altered.status, altered.json.code]).toEqual([401, 'INVALID_KEY']);
      const notJson = await http(`${gateway.baseUrl}${path}`, {
        body: '{"key":',
        headers: { 'content-type': 'application/json' },
      });
      expect([notJson.status, notJson.json.code]).toEqual([400, 'INVALID_JSON']);
      expect(await state()).toEqual(before);
    },
  );

  it('deletes a subscription and takes its event types off the company', async () => {
    const listed = (await state()).webhooks as Array<{ webhookId: string }>;
    for (const { webhookId: id } of listed) {
      const deleted = await api('/deleteWebhook', { key: company.key, webhookId: id });
      expect(deleted.json).toEqual({ err: false, result: { webhookId: id, deleted: true } });
    }
    expect(await state()).toMatchObject({ webhooks: [], events: [] });
    const again = await api('/deleteWebhook', { key: company.key, webhookId });
    expect(again.status).toBe(404);
  });
});

describe('subscription targets in the cloud (no loopback)', () => {
  beforeAll(() => {
    process.env.WEBHOOK_LOOPBACK_ALLOWED = 'false';
    resetConfig();
  });

  afterAll(() => {
    process.env.WEBHOOK_LOOPBACK_ALLOWED = 'true';
    resetConfig();
  });

  it.each([
    ['http://93.184.215.14/hooks', 'must be an https URL'],
    ['http://127.0.0.1:4000/hooks', '127.0.0.1 is a loopback address'],
    ['https://127.0.0.1/hooks', '127.0.0.1 is a loopback address'],
    ['https://[::1]/hooks', '::1 is a loopback address'],
    ['https://0x7f.1/hooks', '127.0.0.1 is a loopback address'],
    ['https://localhost/hooks', 'localhost resolves to'],
  ])('refuses %s', async (url, message) => {
    const cloud = await newCompany();
    const answer = await api('/setWebhook', { key: cloud.key, url, events: ['*'] });
    expect(answer.status).toBe(400);
    expect(answer.json.message).toContain(message);
    expect((await api('/listWebhooks', { key: cloud.key })).json.result.webhooks).toEqual([]);
  });
});
