/**
 * The RateLimit-Policy and RateLimit header fields (draft-ietf-httpapi-ratelimit-headers-11) on the
 * MCP routes, over real HTTP: the caller's policy on every answer, and on every answer to counted
 * calls what is left of the sliding minute, counting down to the 429, which agrees with them.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { type HttpAnswer, http, startGateway, type TestGateway } from '../../support/gateway.js';
import { chatbotToken, serviceToken } from '../../support/tokens.js';

/** The r and t of a RateLimit field, and the policy it names. */
function rateOf(answer: HttpAnswer): { policy: string; r: number; t: number } | undefined {
  const match = /^"([\w-]+)";r=(\d+);t=(\d+)$/.exec(String(answer.headers.ratelimit ?? ''));
  if (!match) return undefined;
  return { policy: match[1] ?? '', r: Number(match[2]), t: Number(match[3]) };
}

describe('RateLimit header fields on the MCP routes', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('zed')] });
  });
  afterAll(() => gateway.close());

  const rpc = (token: string | undefined, body: object, localAddress?: string) =>
    http(`${gateway.baseUrl}/mcp`, {
      body,
      headers: { accept: 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(localAddress ? { localAddress } : {}),
    });
  const call = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'searchEmployee', arguments: { dataset: 'employees', query: 'zed' } },
  });

  it("counts a service caller's tools/call down from its 120 a minute, on POST /mcp and the direct route", async () => {
    const token = await serviceToken([`read:masterdata:${company.companyId}`], uniqueId('svc'));
    const first = await rpc(token, call(1));
    const second = await rpc(token, call(2));
    const direct = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, {
      body: { dataset: 'employees', query: 'zed' },
      headers: { authorization: `Bearer ${token}` },
    });
    for (const answer of [first, second, direct]) {
      expect(answer.status).toBe(200);
      expect(answer.headers['ratelimit-policy']).toBe('"mcp-service";q=120;w=60');
    }
    expect([first, second, direct].map((answer) => rateOf(answer)?.r)).toEqual([119, 118, 117]);
    expect(rateOf(first)?.policy).toBe('mcp-service');
    // Until the first call leaves the minute: at most 60 s, less as time passes.
    expect(rateOf(first)?.t).toBe(60);
    expect(rateOf(direct)?.t).toBeGreaterThan(0);
    expect(rateOf(direct)?.t).toBeLessThanOrEqual(60);
  });

  it('counts a batch by its requests, reaches 0, and the 429 agrees with the fields and Retry-After', async () => {
    const token = await chatbotToken(
      company.companyId,
      [`read:masterdata:${company.companyId}`],
      uniqueId('usr'),
    );
    const batch = Array.from({ length: 20 }, (_, i) => ({ jsonrpc: '2.0', id: i, method: 'ping' }));
    const first = await rpc(token, batch);
    expect(first.status).toBe(200);
    expect(first.headers['ratelimit-policy']).toBe('"mcp-chatbot";q=30;w=60');
    expect(rateOf(first)?.r).toBe(10);
    const left: number[] = [];
    for (let i = 0; i < 10; i++) left.push(rateOf(await rpc(token, call(i)))?.r ?? -1);
    expect(left).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 0]);
    const refused = await http(`${gateway.baseUrl}/mcp/tools/searchEmployee`, {
      body: { dataset: 'employees', query: 'zed' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ escalationReason: 'rate_limited' });
    const rate = rateOf(refused);
    expect(rate).toMatchObject({ policy: 'mcp-chatbot', r: 0 });
    expect(String(rate?.t)).toBe(refused.headers['retry-after']);
    expect(rate?.t).toBeGreaterThan(0);
    const refusedRpc = await rpc(token, call(99));
    expect(refusedRpc.status).toBe(429);
    expect(rateOf(refusedRpc)?.r).toBe(0);
    expect(refusedRpc.headers['retry-after']).toBe(String(rateOf(refusedRpc)?.t));
    expect(refusedRpc.json.error.data.retryAfterSeconds).toBe(rateOf(refusedRpc)?.t);
  });

  it('names the per-IP policy without a token, with RateLimit only where the request counted', async () => {
    const localAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;
    const catalog = await http(`${gateway.baseUrl}/mcp/tools`, { localAddress });
    expect(catalog.status).toBe(200);
    expect(catalog.headers['ratelimit-policy']).toBe('"mcp-ip";q=120;w=60');
    expect(catalog.headers.ratelimit).toBeUndefined();
    const list = await rpc(undefined, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, localAddress);
    expect(list.status).toBe(200);
    expect(rateOf(list)).toMatchObject({ policy: 'mcp-ip', r: 119 });
    const badToken = await rpc('not-a-jwt', call(1), localAddress);
    expect(badToken.status).toBe(401);
    expect(badToken.headers['ratelimit-policy']).toBe('"mcp-ip";q=120;w=60');
  });
});
