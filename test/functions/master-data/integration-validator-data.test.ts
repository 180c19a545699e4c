import { beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/master-data/integration-validator-data.js';
import { revokeKey } from '../../../lib/companies/manage-companies.js';
import { newCompany, sampleEvent, type TestCompany, uniqueId } from '../../support/fixtures.js';

// Each test uses its own source IP so the per-IP limit of one test never touches another.
let ipCounter = 1;
const nextIp = () => `198.51.100.${ipCounter++}`;

async function call(body: unknown, ip = nextIp()) {
  const event = sampleEvent('integrationValidatorData.json', body);
  event.requestContext.http.sourceIp = ip;
  const result = await handler(event, {} as never);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}'), headers: result.headers };
}

describe('POST /integrationValidatorData', () => {
  let company: TestCompany;
  let homolog: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
    homolog = await newCompany({ name: `Cliente HOMOLOG ${uniqueId()}` });
  });

  it('accepts a valid key', async () => {
    const answer = await call({ key: company.key });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      err: false,
      result: { valid: true, company: company.name, companyId: company.companyId, isTest: false },
    });
  });

  it('tells a HOMOLOG company is a test company', async () => {
    expect((await call({ key: homolog.key })).body.result.isTest).toBe(true);
  });

  it.each([
    ['no key', {}],
    ['an empty key', { key: '' }],
    ['a key that is not a string', { key: 42 }],
  ])('answers 400 MISSING_KEY for %s', async (_label, body) => {
    const answer = await call(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'MISSING_KEY' });
  });

  it('answers 401 INVALID_KEY for a truncated key', async () => {
    const answer = await call({ key: company.key.slice(0, -3) });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_KEY' });
  });

  it('answers 401 INVALID_KEY for a re-encoded key', async () => {
    // A sender that pads and URL-encodes the key (`=` → `%3D`); the alphabet swap is unit-tested.
    const answer = await call({ key: encodeURIComponent(`${company.key}=`) });
    expect(answer.status).toBe(401);
  });

  it('answers 400 INVALID_KEY for a revoked key, and the new key still works', async () => {
    const other = await newCompany();
    await revokeKey(other.companyId, other.keyId);
    const answer = await call({ key: other.key });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_KEY' });
  });

  it('lets exactly 10 of 20 concurrent calls from one IP through, the rest 429 with Retry-After', async () => {
    const ip = nextIp();
    const answers = await Promise.all(Array.from({ length: 20 }, () => call({ key: company.key }, ip)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    const limited = answers.filter((a) => a.status === 429);
    expect(limited).toHaveLength(10);
    expect(limited[0]?.body).toMatchObject({ err: true, code: 'RATE_LIMITED' });
    // The ten admitted calls leave the minute 60 s after they were made.
    for (const answer of limited) {
      expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(59);
      expect(Number(answer.headers['retry-after'])).toBeLessThanOrEqual(60);
    }
    // Another IP is not affected.
    expect((await call({ key: company.key })).status).toBe(200);
  });

  it('tells what is left of the minute on every answer, counting down to a 429 that agrees', async () => {
    const ip = nextIp();
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await call(i === 3 ? {} : { key: company.key }, ip));
    // Every call counts, a refused key too (keys cannot be probed faster), and says so.
    expect(answers[3]?.status).toBe(400);
    for (const answer of answers) expect(answer.headers['ratelimit-policy']).toBe('"validator";q=10;w=60');
    expect(answers.map((answer) => /;r=(\d+);/.exec(answer.headers.ratelimit ?? '')?.[1])).toEqual([
      '9',
      '8',
      '7',
      '6',
      '5',
      '4',
      '3',
      '2',
      '1',
      '0',
    ]);
    const refused = await call({ key: company.key }, ip);
    expect(refused.status).toBe(429);
    const t = /^"validator";r=0;t=(\d+)$/.exec(refused.headers.ratelimit ?? '')?.[1];
    expect(t).toBe(refused.headers['retry-after']);
    expect(refused.body.message).toContain(`retry after ${t} s`);
  });
});
