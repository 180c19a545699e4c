import { describe, expect, it } from 'vitest';
import { readNotificationRequest } from '../../../lib/notifications/notification.js';

const base = {
  notification_id: 'n-1',
  title: 'Lembrete',
  recurrency: false,
  one_time: '2026-03-10 09:00:00',
};

function failure(body: Record<string, unknown>) {
  try {
    readNotificationRequest(body);
  } catch (error) {
    return error as { status: number; code: string; message: string };
  }
  throw new Error('expected a failure');
}

describe('readNotificationRequest', () => {
  it('reads a single-shot notification, adding the OK button and sending to all when employees is omitted', () => {
    expect(readNotificationRequest({ notification: base })).toEqual({
      notification: {
        notification_id: 'n-1',
        title: 'Lembrete',
        description: null,
        recurrency: false,
        one_time: '2026-03-10 09:00:00',
        recurrency_type: null,
        image: null,
        buttons: [{ text: 'OK' }],
      },
      employees: null,
    });
  });

  it('reads a recurrent notification with buttons that replace OK, its description sanitised', () => {
    const request = readNotificationRequest({
      notification: {
        notification_id: 'n-2',
        title: 'Semanal',
        recurrency: true,
        recurrency_type: 'weekly',
        description: '<p onclick="x()">Oi<script>alert(1)</script></p>',
        image: 'https://cdn.example/i.png',
        buttons: [
          { text: 'Abrir', icon: 'clock', embedurl: 'workforce://punch', iconcolor: '#1A73e8' },
          { text: 'Site', embedurl: 'https://intranet.example' },
        ],
      },
      employees: ['ana', 'bruno', 'ana'],
    });
    expect(request.notification).toMatchObject({
      recurrency_type: 'weekly',
      one_time: null,
      description: '<p>Oi</p>',
      image: 'https://cdn.example/i.png',
      buttons: [
        { text: 'Abrir', icon: 'clock', embedURL: 'workforce://punch', iconColor: '#1A73e8' },
        { text: 'Site', embedURL: 'https://intranet.example' },
      ],
    });
    expect(request.employees).toEqual(['ana', 'bruno']);
  });

  it('treats an empty buttons array as no custom button: OK stays', () => {
    expect(readNotificationRequest({ notification: { ...base, buttons: [] } }).notification.buttons).toEqual([
      { text: 'OK' },
    ]);
  });

  it.each([
    [{}, 'Campos obrigatórios ausentes: notification'],
    [{ notification: null }, 'Campos obrigatórios ausentes: notification'],
    [{ notification: {} }, 'Campos obrigatórios ausentes: notification_id, title, recurrency'],
    [{ notification: { title: 'x', recurrency: true } }, 'Campos obrigatórios ausentes: notification_id'],
    [{ notification: { ...base, title: '  ' } }, 'Campos obrigatórios ausentes: title'],
    [
      { notification: { ...base, recurrency: false, one_time: undefined } },
      'Campo obrigatório ausente: one_time',
    ],
    [{ notification: { ...base, recurrency: true } }, 'Campo obrigatório ausente: recurrency_type'],
    [
      { notification: { ...base, buttons: [{ text: 'a' }, { icon: 'x' }] } },
      'Campo obrigatório ausente: buttons[1].text',
    ],
  ])('answers 422 MISSING_REQUIRED_FIELDS for %j', (body, message) => {
    expect(failure(body)).toMatchObject({ status: 422, code: 'MISSING_REQUIRED_FIELDS', message });
  });

  it.each([
    [{ notification: 'x' }, 'Parametro notification deve ser um objeto'],
    [{ notification: base, employees: 'ana' }, 'Parametro employees deve ser um array'],
    [{ notification: base, employees: { 0: 'ana' } }, 'Parametro employees deve ser um array'],
    [{ notification: { ...base, recurrency: 'false' } }, 'Campo recurrency deve ser boolean'],
    [{ notification: { ...base, recurrency: 0 } }, 'Campo recurrency deve ser boolean'],
    [
      { notification: { ...base, recurrency: true, recurrency_type: 'yearly' } },
      'Campo recurrency_type deve ser daily, weekly ou monthly',
    ],
    [
      { notification: { ...base, one_time: '2026-02-30 10:00:00' } },
      'Campo one_time deve ser uma data real no formato YYYY-MM-DD HH:mm:ss',
    ],
    [
      { notification: { ...base, one_time: '2026-03-10T09:00:00Z' } },
      'Campo one_time deve ser uma data real no formato YYYY-MM-DD HH:mm:ss',
    ],
    [
      { notification: { ...base, image: 'ftp://cdn.example/i.png' } },
      'Campo image deve ser uma URL http ou https',
    ],
    [{ notification: { ...base, image: 'not a url' } }, 'Campo image deve ser uma URL http ou https'],
    [
      { notification: { ...base, buttons: [{ text: 'a', iconcolor: 'red' }] } },
      'Campo buttons[0].iconColor deve ser uma cor no formato #rrggbb',
    ],
    [
      { notification: { ...base, buttons: [{ text: 'a', iconcolor: '#abc' }] } },
      'Campo buttons[0].iconColor deve ser uma cor no formato #rrggbb',
    ],
    [
      { notification: { ...base, buttons: [{ text: 'a', embedurl: 'intranet/ponto' }] } },
      'Campo buttons[0].embedURL deve ser uma URL ou um deep link (esquema://...)',
    ],
    [
      { notification: { ...base, buttons: [{ text: 'a', embedurl: 'javascript://%0aalert(1)' }] } },
      'Campo buttons[0].embedURL deve ser uma URL ou um deep link (esquema://...)',
    ],
    [{ notification: { ...base, buttons: 'OK' } }, 'Parametro buttons deve ser um array'],
    [{ notification: { ...base, buttons: ['OK'] } }, 'Campo buttons[0] deve ser um objeto'],
    [
      { notification: { ...base, buttons: Array(11).fill({ text: 'a' }) } },
      'Parametro buttons aceita no máximo 10 botões',
    ],
    [{ notification: { ...base, title: 7 } }, 'Campo title deve ser um texto de até 500 caracteres'],
    [
      { notification: { ...base, notification_id: 12 } },
      'Campo notification_id deve ser um texto de até 200 caracteres',
    ],
    [
      { notification: { ...base, description: 'x'.repeat(50_001) } },
      'Campo description deve ser um texto de até 50000 caracteres',
    ],
    [
      { notification: base, employees: [] },
      'Parametro employees não pode ser vazio; omita-o para enviar a todos os usuários ativos',
    ],
    [
      { notification: base, employees: ['ana', 3] },
      'Parametro employees deve conter apenas logins (textos não vazios)',
    ],
    [
      { notification: base, employees: Array(5001).fill('a') },
      'Parametro employees aceita no máximo 5000 logins',
    ],
  ])('answers 422 INVALID_FIELD for %j', (body, message) => {
    expect(failure(body as Record<string, unknown>)).toMatchObject({
      status: 422,
      code: 'INVALID_FIELD',
      message,
    });
  });

  it('checks in the order of the contract: missing fields before employees before recurrency', () => {
    expect(failure({ notification: { recurrency: 'x' }, employees: 'ana' }).message).toBe(
      'Campos obrigatórios ausentes: notification_id, title',
    );
    expect(failure({ notification: { ...base, recurrency: 'x' }, employees: 'ana' }).message).toBe(
      'Parametro employees deve ser um array',
    );
  });
});
