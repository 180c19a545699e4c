import { describe, expect, it } from 'vitest';
import { retryAfterSeconds, retryingFetch } from '../../../clients/typescript/src/retry.js';

/** A fetch answering the statuses given, in order, recording each request's body. */
function scripted(answers: Array<[number, Record<string, string>?]>) {
  const bodies: string[] = [];
  const fetchOnce = async (request: Request) => {
    bodies.push(await request.text());
    const [status, headers] = answers.shift() ?? [200];
    return new Response(JSON.stringify({ status }), { status, headers });
  };
  return { fetchOnce, bodies };
}

const request = () => new Request('http://service.test/masterData', { method: 'POST', body: '{"key":"k"}' });

describe('retryingFetch', () => {
  it('waits the Retry-After of a 429 and a 503, then answers, sending the body each time', async () => {
    const { fetchOnce, bodies } = scripted([
      [429, { 'retry-after': '7' }],
      [503, { 'retry-after': '2' }],
      [200],
    ]);
    const waits: number[] = [];
    const fetch = retryingFetch(fetchOnce, { retries: 2, sleep: async (ms) => void waits.push(ms) });
    expect((await fetch(request())).status).toBe(200);
    expect(waits).toEqual([7_000, 2_000]);
    expect(bodies).toEqual(['{"key":"k"}', '{"key":"k"}', '{"key":"k"}']);
  });

  it('answers the refusal when retries run out, when the wait is too long, or when no wait is said', async () => {
    const sleep = async () => undefined;
    const outOfRetries = retryingFetch(
      scripted([
        [429, { 'retry-after': '1' }],
        [429, { 'retry-after': '1' }],
      ]).fetchOnce,
      {
        retries: 1,
        sleep,
      },
    );
    expect((await outOfRetries(request())).status).toBe(429);
    const tooLong = retryingFetch(scripted([[429, { 'retry-after': '600' }], [200]]).fetchOnce, { sleep });
    expect((await tooLong(request())).status).toBe(429);
    const unsaid = retryingFetch(scripted([[503], [200]]).fetchOnce, { sleep });
    expect((await unsaid(request())).status).toBe(503);
    const notRetried = retryingFetch(scripted([[409, { 'retry-after': '1' }], [200]]).fetchOnce, { sleep });
    expect((await notRetried(request())).status).toBe(409);
  });
});

describe('retryAfterSeconds', () => {
  it('reads delay-seconds and HTTP dates', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    expect(retryAfterSeconds('42', now)).toBe(42);
    expect(retryAfterSeconds('Fri, 20 Nov 2026 12:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds(null, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });
});
