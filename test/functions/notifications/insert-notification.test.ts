import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/notifications/insert-notification.js';
import { revokeKey } from '../../../lib/companies/manage-companies.js';
import { getExecution } from '../../../lib/dynamo/execution-store.js';
import { getNotification, getNotificationRecipients } from '../../../lib/dynamo/notification-store.js';
import { employee, newCompany, sampleEvent, type TestCompany } from '../../support/fixtures.js';

async function send(body: unknown) {
  const result = await handler(sampleEvent('insertNotification.json', body), {} as never);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}

const single = {
  notification_id: 'n-1',
  title: 'Lembrete',
  recurrency: false,
  one_time: '2026-03-10 09:00:00',
};

describe('POST /insertNotification', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany({
      employees: [
        employee('ana'),
        employee('bruno'),
        employee('carla'),
        employee('elisa', { active: false }),
      ],
    });
  });

  it('creates a notification for the logins given, stores it as sent and records an execution', async () => {
    const answer = await send({
      key: company.key,
      notification: single,
      employees: ['bruno', 'ana', 'bruno'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      err: false,
      message: 'Notificação criada',
      result: { notification_id: 'n-1', created: true, recipients: 2 },
    });
    const { executionId } = answer.body.result;
    expect(answer.body.executionId).toBe(executionId);
    expect(await getNotificationRecipients(company.companyId, 'n-1')).toEqual(['bruno', 'ana']);
    const stored = await getNotification(company.companyId, 'n-1');
    expect(stored).toMatchObject({ audience: 'listed', recipientCount: 2, executionId });
    expect(stored?.notification).toEqual({
      notification_id: 'n-1',
      title: 'Lembrete',
      description: null,
      recurrency: false,
      one_time: '2026-03-10 09:00:00',
      recurrency_type: null,
      image: null,
      buttons: [{ text: 'OK' }],
    });
    expect(await getExecution(executionId)).toMatchObject({
      companyId: company.companyId,
      kind: 'notification',
      status: 'succeeded',
      counts: { recipients: 2 },
    });
  });

  it('updates on resend of the same id: created false, new fields and recipients replace the old', async () => {
    await send({
      key: company.key,
      notification: { ...single, notification_id: 'n-up' },
      employees: ['ana'],
    });
    const first = await getNotification(company.companyId, 'n-up');
    const answer = await send({
      key: company.key,
      notification: {
        notification_id: 'n-up',
        title: 'Novo título',
        recurrency: true,
        recurrency_type: 'monthly',
      },
      employees: ['carla', 'elisa'],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      message: 'Notificação atualizada',
      result: { created: false, recipients: 2 },
    });
    const stored = await getNotification(company.companyId, 'n-up');
    expect(stored?.notification).toMatchObject({
      title: 'Novo título',
      recurrency: true,
      recurrency_type: 'monthly',
    });
    expect(stored?.createdAt).toBe(first?.createdAt);
    expect(await getNotificationRecipients(company.companyId, 'n-up')).toEqual(['carla', 'elisa']);
  });

  it('keeps one whole notification when the same id is sent concurrently: one created, recipients of one send', async () => {
    const sets = [['ana'], ['bruno', 'carla'], ['carla'], ['ana', 'bruno', 'carla'], ['elisa']];
    const answers = await Promise.all(
      sets.map((employees) =>
        send({ key: company.key, notification: { ...single, notification_id: 'n-race' }, employees }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.result.created === true)).toHaveLength(1);
    const stored = await getNotification(company.companyId, 'n-race');
    const recipients = await getNotificationRecipients(company.companyId, 'n-race');
    expect(sets).toContainEqual(recipients);
    expect(stored?.recipientCount).toBe(recipients.length);
  });

  it('sends to every active employee when employees is omitted', async () => {
    const answer = await send({ key: company.key, notification: { ...single, notification_id: 'n-all' } });
    expect(answer.body.result.recipients).toBe(3);
    expect(await getNotificationRecipients(company.companyId, 'n-all')).toEqual(['ana', 'bruno', 'carla']);
    expect((await getNotification(company.companyId, 'n-all'))?.audience).toBe('all');
  });

  it('reads every key case-insensitively, at every depth, the key included', async () => {
    const answer = await send({
      KEY: company.key,
      NOTIFICATION: {
        Notification_ID: 'n-case',
        TITLE: 'Caixa',
        RECURRENCY: true,
        Recurrency_Type: 'daily',
        Buttons: [{ TEXT: 'Abrir', EmbedUrl: 'workforce://punch', ICONCOLOR: '#00ff00', Icon: 'clock' }],
      },
      Employees: ['ana'],
    });
    expect(answer.status).toBe(200);
    expect((await getNotification(company.companyId, 'n-case'))?.notification).toMatchObject({
      notification_id: 'n-case',
      title: 'Caixa',
      recurrency_type: 'daily',
      buttons: [{ text: 'Abrir', embedURL: 'workforce://punch', iconColor: '#00ff00', icon: 'clock' }],
    });
  });

  it('drops __PROTO__ / constructor keys at every depth and pollutes nothing', async () => {
    const answer = await send({
      key: company.key,
      __PROTO__: { polluted: 'yes' },
      ['__proto__']: { polluted: 'yes' },
      Constructor: { prototype: { polluted: 'yes' } },
      notification: {
        ...single,
        notification_id: 'n-proto',
        buttons: [
          { text: 'a', PROTOTYPE: { polluted: 'yes' }, CONSTRUCTOR: 'x', __Proto__: { icon: 'evil' } },
        ],
      },
    });
    expect(answer.status).toBe(200);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    const stored = await getNotification(company.companyId, 'n-proto');
    expect(stored?.notification.buttons).toEqual([{ text: 'a' }]);
  });

  it('never reads a field through a __Proto__ key turned into a prototype', async () => {
    const { title: _title, ...withoutTitle } = single;
    const answer = await send({
      key: company.key,
      notification: { ...withoutTitle, notification_id: 'n-proto-2', __Proto__: { title: 'hijacked' } },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe('Campos obrigatórios ausentes: title');
  });

  it('stores the description with hostile HTML stripped', async () => {
    await send({
      key: company.key,
      notification: {
        ...single,
        notification_id: 'n-html',
        description:
          '<p onclick="x()">Oi <a href="javascript:alert(1)">a</a><script>alert(1)</script><b>!</b></p>',
      },
    });
    expect((await getNotification(company.companyId, 'n-html'))?.notification.description).toBe(
      '<p>Oi <a>a</a><b>!</b></p>',
    );
  });

  it('answers 422 listing the logins that are not in master data, and writes nothing', async () => {
    const answer = await send({
      key: company.key,
      notification: { ...single, notification_id: 'n-unknown' },
      employees: ['ana', 'ghost', 'nobody'],
    });
    expect(answer.status).toBe(422);
    expect(answer.body).toEqual({
      err: true,
      code: 'INVALID_FIELD',
      message: 'Logins não encontrados no cadastro de funcionários: ghost, nobody',
    });
    expect(await getNotification(company.companyId, 'n-unknown')).toBeUndefined();
  });

  it.each([
    [{ notification: { ...single, title: null } }, 'Campos obrigatórios ausentes: title'],
    [{}, 'Campos obrigatórios ausentes: notification'],
    [{ notification: single, employees: 'ana' }, 'Parametro employees deve ser um array'],
    [{ notification: { ...single, recurrency: 'no' } }, 'Campo recurrency deve ser boolean'],
    [{ notification: { ...single, one_time: '' } }, 'Campo obrigatório ausente: one_time'],
    [{ notification: { ...single, recurrency: true } }, 'Campo obrigatório ausente: recurrency_type'],
    [
      { notification: { ...single, recurrency: true, recurrency_type: 'hourly' } },
      'Campo recurrency_type deve ser daily, weekly ou monthly',
    ],
    [
      { notification: { ...single, one_time: '2026-02-30 09:00:00' } },
      'Campo one_time deve ser uma data real no formato YYYY-MM-DD HH:mm:ss',
    ],
    [
      { notification: { ...single, image: 'javascript:alert(1)' } },
      'Campo image deve ser uma URL http ou https',
    ],
    [{ notification: { ...single, buttons: [{ icon: 'x' }] } }, 'Campo obrigatório ausente: buttons[0].text'],
    [
      { notification: { ...single, buttons: [{ text: 'a', iconColor: 'blue' }] } },
      'Campo buttons[0].iconColor deve ser uma cor no formato #rrggbb',
    ],
    [
      { notification: { ...single, buttons: [{ text: 'a', embedURL: 'ponto' }] } },
      'Campo buttons[0].embedURL deve ser uma URL ou um deep link (esquema://...)',
    ],
    // An optional field with a documented format is checked when sent, even blank.
    [
      { notification: { ...single, buttons: [{ text: 'a', iconColor: '' }] } },
      'Campo buttons[0].iconColor deve ser uma cor no formato #rrggbb',
    ],
    [
      { notification: { ...single, buttons: [{ text: 'a', embedURL: ' ' }] } },
      'Campo buttons[0].embedURL deve ser uma URL ou um deep link (esquema://...)',
    ],
    [{ notification: { ...single, image: '' } }, 'Campo image deve ser uma URL http ou https'],
    [
      { notification: { ...single, recurrency_type: '' } },
      'Campo recurrency_type deve ser daily, weekly ou monthly',
    ],
  ])('answers 422 for %j with its Portuguese message', async (fields, message) => {
    const answer = await send({ key: company.key, ...fields });
    expect(answer.status).toBe(422);
    expect(answer.body.err).toBe(true);
    expect(answer.body.message).toBe(message);
  });

  describe('key errors: 400 Parametro key não informado ou inválido for all three', () => {
    it.each([
      ['absent', () => ({})],
      ['empty', () => ({ key: '' })],
      ['not decryptable', () => ({ key: company.key.slice(0, -4) })],
      // Padded and URL-encoded: always differs from the key (an alphabet swap would not when the key
      // happens to hold no '-' or '_').
      ['re-encoded', () => ({ key: encodeURIComponent(`${company.key}=`) })],
    ])('key %s', async (_label, keyOf) => {
      const answer = await send({ ...keyOf(), notification: single });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ err: true, message: 'Parametro key não informado ou inválido' });
    });

    it('key revoked (decrypts, names no active key)', async () => {
      const other = await newCompany();
      await revokeKey(other.companyId, other.keyId);
      const answer = await send({ key: other.key, notification: single });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        err: true,
        code: 'INVALID_KEY',
        message: 'Parametro key não informado ou inválido',
      });
    });

    it('answers the key error before any field error', async () => {
      const answer = await send({ notification: {} });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('MISSING_KEY');
    });
  });
});
