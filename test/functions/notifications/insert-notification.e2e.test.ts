// End to end over real HTTP through the local gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

describe('POST /insertNotification over HTTP', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('ana.souza'), employee('bruno.costa')] });
  });
  afterAll(() => gateway.close());

  const post = (body: object) => http(`${gateway.baseUrl}/insertNotification`, { body });

  it('creates, then updates, reading mixed-case keys', async () => {
    const body = {
      KEY: company.key,
      Notification: {
        notification_ID: 'aviso-1',
        Title: 'Ponto',
        Recurrency: true,
        Recurrency_Type: 'weekly',
      },
    };
    const created = await post(body);
    expect(created.status).toBe(200);
    expect(created.json.result).toMatchObject({ notification_id: 'aviso-1', created: true, recipients: 2 });
    expect(created.json.result.executionId).toMatch(/^exec_/);
    const updated = await post(body);
    expect(updated.json.result.created).toBe(false);
  });

  it('answers the contract errors in Portuguese, UTF-8 intact', async () => {
    const noKey = await post({ notification: {} });
    expect(noKey.status).toBe(400);
    expect(noKey.json.message).toBe('Parametro key não informado ou inválido');
    const missing = await post({ key: company.key, notification: {} });
    expect(missing.status).toBe(422);
    expect(missing.json.message).toBe('Campos obrigatórios ausentes: notification_id, title, recurrency');
  });
});
