/**
 * The service never fetches what a caller points it at (no SSRF): a notification's `image` and
 * buttons' `embedURL` are stored and returned as text for the apps that show them. Both point at
 * a local server that counts every hit; the whole round trip, and the MCP tool that lists
 * notifications when the registry has it, must leave the count at zero.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findTool } from '../../lib/mcp/registry.js';
import { listNotifications } from '../../lib/notifications/list-notifications.js';
import { employee, newCompany, type TestCompany } from '../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../support/gateway.js';
import { serviceToken } from '../support/tokens.js';

describe('no server-side fetch', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let target: Server;
  let base: string;
  const hits: string[] = [];

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('ana')] });
    target = createServer((req, res) => {
      hits.push(`${req.method} ${req.url}`);
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end('');
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => target.close(resolve));
    await gateway.close();
  });

  it('stores and returns image and embedURL without requesting either', async () => {
    const notification = {
      notification_id: 'ssrf-probe',
      title: 'Aviso',
      recurrency: false,
      one_time: '2026-05-01 10:00:00',
      image: `${base}/image.png`,
      buttons: [
        { text: 'Abrir', embedURL: `${base}/embed?x=1` },
        { text: 'App', embedURL: `${base.replace('http', 'workforce')}/deep` },
      ],
    };
    const sent = await http(`${gateway.baseUrl}/insertNotification`, {
      body: { key: company.key, notification, employees: ['ana'] },
    });
    expect(sent.status).toBe(200);
    // Again, as an update: a changed image is not fetched either.
    const updated = await http(`${gateway.baseUrl}/insertNotification`, {
      body: { key: company.key, notification: { ...notification, image: `${base}/other.png` } },
    });
    expect(updated.json.result.created).toBe(false);

    const { notifications } = await listNotifications(company.companyId, { limit: 10 });
    expect(notifications).toEqual([
      expect.objectContaining({ image: `${base}/other.png`, buttons: notification.buttons }),
    ]);
    if (findTool('listNotifications')) {
      const token = await serviceToken([`read:masterdata:${company.companyId}`]);
      const listed = await http(`${gateway.baseUrl}/mcp/tools/listNotifications`, {
        body: {},
        headers: { authorization: `Bearer ${token}` },
      });
      expect(listed.status).toBe(200);
      expect(listed.text).toContain(`${base}/other.png`);
    }
    // Give any background fetch time to arrive before counting.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(hits).toEqual([]);
  });
});
