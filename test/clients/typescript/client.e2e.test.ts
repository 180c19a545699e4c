/**
 * The TypeScript client (clients/typescript) against `npm start`, as an integrator uses it: one
 * npm start, the demo company's key given once, and every key-based endpoint of the OpenAPI
 * document called through the client, typed from the generated schema. Also a failure envelope as
 * ApiError, a paged list followed to its end, and a webhook delivery verified with the client's
 * re-export of standardwebhooks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ApiError,
  createWorkforceClient,
  type KeyedPath,
  verifyWebhook,
  type WorkforceClient,
} from '../../../clients/typescript/src/index.js';
import { buildOpenApiDocument } from '../../../lib/openapi/document.js';
import { type StartedService, startNpmStart, WITH_NPM_START_MS } from '../../support/npm-start.js';
import { type Receiver, startReceiver } from '../../support/webhook-receiver.js';

interface BodySchema {
  required?: string[];
  anyOf?: BodySchema[];
}

/** Whether every form a body may take requires `key`. */
const requiresKey = (schema: BodySchema | undefined): boolean =>
  schema?.anyOf ? schema.anyOf.every(requiresKey) : (schema?.required?.includes('key') ?? false);

/** The key-based endpoints of the document: a POST whose JSON body requires `key`. */
function keyedPaths(): string[] {
  const doc = buildOpenApiDocument() as {
    paths: Record<string, { post?: { requestBody?: { content?: Record<string, { schema?: BodySchema }> } } }>;
  };
  return Object.entries(doc.paths)
    .filter(([, item]) => requiresKey(item.post?.requestBody?.content?.['application/json']?.schema))
    .map(([path]) => path)
    .sort();
}

describe('the TypeScript client against npm start', () => {
  let service: StartedService;
  let client: WorkforceClient;
  let receiver: Receiver;
  const called = new Set<string>();
  /** The client's call, noting which endpoints the test reached. */
  const call: WorkforceClient['call'] = (path, body) => {
    called.add(path);
    return client.call(path, body);
  };

  beforeAll(async () => {
    [service, receiver] = await Promise.all([startNpmStart(), startReceiver('/hooks')]);
    const demo = service.demo();
    client = createWorkforceClient({ baseUrl: demo.baseUrl, key: demo.companyKey ?? '' });
  }, WITH_NPM_START_MS);

  afterAll(async () => {
    service?.stop();
    await receiver?.close();
  });

  it('calls every key-based endpoint through the client, typed', async () => {
    const validated = await call('/integrationValidatorData', {});
    expect(validated.result).toEqual({
      valid: true,
      company: 'Acme Demo',
      companyId: 'co_demo',
      isTest: false,
    });

    // Subscribed first, so the overtime decision below is delivered to the receiver.
    const hook = await call('/setWebhook', {
      url: receiver.url,
      events: ['extension.requested', 'extension.decided'],
    });
    expect(hook.result).toMatchObject({
      created: true,
      active: true,
      secret: expect.stringMatching(/^whsec_/),
    });
    const webhookId = hook.result.webhookId;

    const imported = await call('/masterData', {
      data: {
        employees: [
          {
            login: 'cli.tester',
            name: 'Client Tester',
            department: 'Support',
            role: 'Analyst',
            active: true,
            email: 'cli.tester@demo.example',
            manager: 'maria.lima@demo.example',
          },
        ],
      },
    });
    expect(imported.result).toMatchObject({ received: 1, created: 1 });
    const status = await call('/getExecutionStatus', { executionId: imported.executionId });
    expect(status.result.execution).toMatchObject({ kind: 'masterData', status: 'succeeded' });

    const punched = await call('/recordPunch', {
      username: 'cli.tester',
      actionType: 'BEGIN_DAY',
      actionDatetimeSent: '2026-11-24T12:00:00Z',
      hostname: 'NB-CLI',
      locationType: 'office',
    });
    expect(punched.result).toMatchObject({ success: true, action_date: '2026-11-24' });
    await call('/sendPunchClock', {
      username: 'cli.tester',
      date: '2026-11-24',
      endDay: '2026-11-24T21:00:00Z',
      hostname: 'NB-CLI',
      locationType: 'office',
    });
    const day = await call('/listPunchClockByDay', { date: '2026-11-24', users: ['cli.tester'] });
    expect(day.result.punches).toEqual([
      expect.objectContaining({
        username: 'cli.tester',
        beginDay: '2026-11-24T12:00:00Z',
        workedMinutes: 540,
      }),
    ]);

    await call('/setEvent', {
      events: [
        {
          id: 'cli-evt-1',
          name: 'Client check-in',
          users: ['cli.tester'],
          dateTimeBegin: '2026-11-24 09:00:00',
          dateTimeEnd: '2026-11-24 10:00:00',
        },
      ],
    });
    const events = await call('/getEvents', {
      dateBegin: '2026-11-24',
      dateEnd: '2026-11-24',
      users: ['cli.tester'],
    });
    expect(events.result.events).toEqual([
      expect.objectContaining({ id: 'cli-evt-1', title: 'Client check-in' }),
    ]);

    const requested = await call('/requestExtension', {
      user: 'cli.tester',
      reqMinutes: 30,
      justification: 'client test',
    });
    expect(requested.requestTime).toBe(1800);
    const pending = await call('/listExtensionRequests', { email: 'maria.lima@demo.example' });
    expect(pending.result.requests.map((request) => request.user)).toContain('cli.tester');
    const decided = await call('/approveRequest', {
      employee: 'cli.tester',
      managerEmail: 'maria.lima@demo.example',
      approved: true,
    });
    expect(decided.result).toMatchObject({ employee: 'cli.tester', status: 'approved', minutes: 30 });

    await call('/insertAppClassificationRule', {
      app_name_pt: 'Cliente Teste',
      regex_rule: '^cliente-teste$',
    });
    const rules = await call('/listAppClassificationRules', {});
    expect(rules.result.map((rule) => rule.app_name_pt)).toContain('Cliente Teste');
    await call('/deactivateAppClassificationRule', { app_name_pt: 'Cliente Teste' });

    const sent = await call('/insertNotification', {
      notification: {
        notification_id: 'cli-aviso',
        title: 'Aviso do cliente',
        recurrency: false,
        one_time: '2026-11-25 09:00:00',
      },
      employees: ['cli.tester'],
    });
    expect(sent.result).toMatchObject({ created: true, recipients: 1 });

    // Both overtime events arrive signed; the client's verifyWebhook checks them with the secret.
    const deliveries = await receiver.waitFor(2, 60_000);
    const verified = deliveries.map((delivery) =>
      verifyWebhook(hook.result.secret ?? '', delivery.body, delivery.headers),
    );
    expect(verified.map((event) => event.type).sort()).toEqual(['extension.decided', 'extension.requested']);
    expect(() =>
      verifyWebhook(hook.result.secret ?? '', `${deliveries[0]?.body} `, deliveries[0]?.headers ?? {}),
    ).toThrow();

    const attempts = await call('/listWebhookDeliveries', { webhookId });
    expect(attempts.result.deliveries.length).toBeGreaterThanOrEqual(2);
    const decision = verified.find((event) => event.type === 'extension.decided');
    const eventId = String(deliveries[verified.indexOf(decision as never)]?.headers['webhook-id']);
    const replayed = await call('/redeliverWebhook', { eventId, webhookId });
    expect(replayed.result.deliveries).toEqual([expect.objectContaining({ outcome: 'delivered' })]);
    const rotated = await call('/rotateWebhookSecret', { webhookId });
    expect(rotated.result.secret).not.toBe(hook.result.secret);
    await call('/listWebhooks', {});
    expect((await call('/deleteWebhook', { webhookId })).result).toEqual({ webhookId, deleted: true });
  }, 180_000);

  it('throws a refusal as an ApiError carrying the envelope', async () => {
    const refusal = await client
      .call('/approveRequest', {
        employee: 'cli.tester',
        managerEmail: 'maria.lima@demo.example',
        approved: true,
      })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: "employee 'cli.tester' has no pending extension requests",
    });
    const wrongKey = createWorkforceClient({ baseUrl: service.demo().baseUrl, key: 'ck1.AAAA' });
    await expect(wrongKey.call('/listWebhooks', {})).rejects.toMatchObject({
      status: 401,
      code: 'INVALID_KEY',
    });
  });

  it('follows a paged list to its last page', async () => {
    for (const n of [1, 2, 3]) {
      await client.call('/setWebhook', {
        url: `${receiver.url}/${n}`,
        events: ['rule.changed'],
        active: false,
      });
    }
    const pages = [];
    for await (const page of client.pages('/listWebhooks', { limit: 2 })) pages.push(page);
    expect(pages.map((page) => page.webhooks.length)).toEqual([2, 1]);
    expect(pages[0]?.nextCursor).toEqual(expect.any(String));
    expect(pages[1]?.nextCursor).toBeUndefined();
    expect(new Set(pages.flatMap((page) => page.webhooks.map((webhook) => webhook.url))).size).toBe(3);
  });

  it('has reached every key-based endpoint of the document', () => {
    const expected: KeyedPath[] = keyedPaths() as KeyedPath[];
    expect([...called].sort()).toEqual(expected);
  });
});
