import { verifyJwtSync } from 'aws-jwt-verify/jwt-verifier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/auth/auth-routes.js';
import { loadSigningKeys } from '../../../lib/auth/signing-key-source.js';
import { EXCHANGE_ISSUER, SERVICE_ISSUER } from '../../../lib/auth/token-claims.js';
import { sampleEvent } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startGateway();
});

afterAll(async () => {
  await gateway.close();
});

describe('GET /.well-known/jwks.json', () => {
  it("publishes each issuer's current public key, and nothing private", async () => {
    const answer = await http(`${gateway.baseUrl}/.well-known/jwks.json`);
    expect(answer.status).toBe(200);
    const set = await loadSigningKeys(0);
    const kids = [set.issuers[SERVICE_ISSUER].current.kid, set.issuers[EXCHANGE_ISSUER].current.kid];
    expect(answer.json.keys.map((key: { kid: string }) => key.kid).sort()).toEqual(kids.sort());
    for (const key of answer.json.keys) {
      expect(Object.keys(key).sort()).toEqual(['alg', 'e', 'kid', 'kty', 'n', 'use']);
      expect(key).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig', e: 'AQAB' });
      expect(Buffer.from(key.n, 'base64url')).toHaveLength(256);
    }
  });

  it('lets caches keep it for at most 10 minutes', async () => {
    const answer = await http(`${gateway.baseUrl}/.well-known/jwks.json`);
    const maxAge = Number(/max-age=(\d+)/.exec(String(answer.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(0);
    expect(maxAge).toBeLessThanOrEqual(600);
  });

  it('verifies the tokens the service issues, for a verifier outside the deployment', async () => {
    const jwks = (await http(`${gateway.baseUrl}/.well-known/jwks.json`)).json;
    const token = await serviceToken(['read:tickets:*']);
    const payload = verifyJwtSync(token, jwks, { issuer: SERVICE_ISSUER, audience: 'svc-mcp' });
    expect(payload.sub).toBe('test-service');
  });

  it('answers the sample event of events/auth.json', async () => {
    const result = (await handler(sampleEvent('auth.json'), {} as never)) as { statusCode: number };
    expect(result.statusCode).toBe(200);
  });
});
