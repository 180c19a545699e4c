/**
 * What insertNotification stores in `image` and a button's `embedURL` is rendered by whoever shows
 * the notification: over HTTP, only an absolute http(s) URL is an image, and a button never links
 * to a scheme that runs script or reads files, however it is spelled. Refusals are 422 in the
 * endpoint's envelope and store nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getNotification } from '../../../lib/dynamo/notification-store.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

describe('insertNotification links', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let sequence = 0;
  const send = async (notification: Record<string, unknown>) => {
    sequence += 1;
    const id = `link-${sequence}`;
    const answer = await http(`${gateway.baseUrl}/insertNotification`, {
      body: {
        key: company.key,
        notification: {
          notification_id: id,
          title: 'Aviso',
          recurrency: false,
          one_time: '2026-03-10 09:00:00',
          ...notification,
        },
        employees: ['ana'],
      },
    });
    return { id, answer };
  };

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('ana')] });
  });
  afterAll(() => gateway.close());

  it.each([
    'https://x.example/"onerror="alert(1)',
    "https://x.example/'onerror='alert(1)",
    'https://x.example/a.png"><script>alert(1)</script>',
    'https://x.example/`x`.png',
    'https://x.example/a b.png',
    ' https://x.example/a.png',
    'https://x.example/a.png\n',
    '//x.example/a.png',
    '/img/a.png',
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'ftp://x.example/a.png',
    'https://',
    'https:\\\\evil.example\\a.png',
  ])('refuses image %j: 422 in the envelope, nothing stored', async (image) => {
    const { id, answer } = await send({ image });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      err: true,
      code: 'INVALID_FIELD',
      message: 'Campo image deve ser uma URL http ou https',
    });
    expect(await getNotification(company.companyId, id)).toBeUndefined();
  });

  it.each([
    'javascript:alert(1)',
    'javascript://%0Aalert(1)',
    'JaVaScRiPt://%0Aalert(1)',
    ' javascript://%0Aalert(1)',
    '\tjavascript://%0Aalert(1)',
    'java\tscript://%0Aalert(1)',
    'java\nscript://%0Aalert(1)',
    '\u0000javascript://%0Aalert(1)',
    '\u00a0javascript://%0Aalert(1)',
    'javascript&colon;alert(1)',
    'vbscript://msgbox(1)',
    'VBScript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data://text/html;base64,PHNjcmlwdD4=',
    'file:///etc/passwd',
    'FILE://C:/Windows/win.ini',
    'https://x.example/"onclick="alert(1)',
    'https://x.example/a b',
    'myapp://open"onclick="alert(1)',
    "myapp://open'><img src=x onerror=alert(1)>",
  ])('refuses button embedURL %j: 422 in the envelope, nothing stored', async (embedURL) => {
    const { id, answer } = await send({ buttons: [{ text: 'Abrir', embedURL }] });
    expect(answer.status).toBe(422);
    expect(answer.json).toEqual({
      err: true,
      code: 'INVALID_FIELD',
      message: 'Campo buttons[0].embedURL deve ser uma URL ou um deep link (esquema://...)',
    });
    expect(await getNotification(company.companyId, id)).toBeUndefined();
  });

  it('stores an http(s) image and URL or deep-link buttons as sent', async () => {
    const image = 'https://cdn.x.example/img/logo.png?v=1&w=2';
    const buttons = [
      { text: 'Site', embedURL: 'https://intranet.x.example/aviso?id=7#topo' },
      { text: 'App', embedURL: 'myapp://open/settings?tab=2' },
      { text: 'Teams', embedURL: 'msteams://l/chat/0/0?users=ana@x.example' },
    ];
    const { id, answer } = await send({ image, buttons });
    expect(answer.status).toBe(200);
    const stored = await getNotification(company.companyId, id);
    expect(stored?.notification).toMatchObject({ image, buttons });
  });
});
