import { createHmac, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../lib/auth/issue-access-token.js';
import { publicJwkOf, type SigningKey } from '../../../lib/auth/signing-keys.js';
import { EXCHANGE_ISSUER, SERVICE_ISSUER } from '../../../lib/auth/token-claims.js';
import {
  createAccessTokenVerifier,
  TOKEN_ERRORS,
  TokenError,
  verifyAccessToken,
} from '../../../lib/auth/verify-access-token.js';
import { craftToken, currentSigningKey, tokenClaims } from '../../support/tokens.js';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** The tokenError a refused token gets, or 'accepted'. */
async function outcome(token: string | undefined): Promise<string> {
  try {
    await verifyAccessToken(token);
    return 'accepted';
  } catch (error) {
    if (error instanceof TokenError) return error.tokenError;
    throw error;
  }
}

const attackerKey = (bits: number, kid: string): SigningKey => ({
  kid,
  privateKeyPem: generateKeyPairSync('rsa', { modulusLength: bits })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
  createdAt: new Date().toISOString(),
});

describe('verifyAccessToken: tokens the service issues', () => {
  it('accepts a service token and reads its claims', async () => {
    const issued = await issueAccessToken({
      sub: 'etl-bot',
      scopes: ['read:logs:co_a', 'read:tickets:*'],
      mode: 'service',
    });
    const verified = await verifyAccessToken(`Bearer ${issued.accessToken}`);
    expect(verified).toMatchObject({
      sub: 'etl-bot',
      iss: SERVICE_ISSUER,
      mode: 'service',
      scopes: ['read:logs:co_a', 'read:tickets:*'],
      exp: issued.claims.exp,
      jti: issued.claims.jti,
    });
    expect(verified.tenant).toBeUndefined();
    expect(verified.exp - verified.iat).toBe(3600);
  });

  it('accepts a chatbot token with its tenant', async () => {
    const issued = await issueAccessToken({
      sub: 'usr_1',
      scopes: ['read:analytics:co_a'],
      mode: 'chatbot',
      tenant: 'co_a',
    });
    const verified = await verifyAccessToken(issued.accessToken);
    expect(verified).toMatchObject({
      iss: EXCHANGE_ISSUER,
      mode: 'chatbot',
      tenant: 'co_a',
      scopes: ['read:analytics:co_a'],
    });
  });

  it('refuses to mint a chatbot token with a scope of another tenant or a wildcard', async () => {
    await expect(
      issueAccessToken({ sub: 'u', scopes: ['read:logs:co_b'], mode: 'chatbot', tenant: 'co_a' }),
    ).rejects.toThrow(/tenant co_a/);
    await expect(
      issueAccessToken({ sub: 'u', scopes: ['read:tickets:*'], mode: 'chatbot', tenant: 'co_a' }),
    ).rejects.toThrow(/tenant co_a/);
  });

  it('accepts "bearer" in any case and surrounding spaces', async () => {
    const token = await craftToken();
    expect(await outcome(`bearer   ${token}  `)).toBe('accepted');
    expect(await outcome(`BEARER ${token}`)).toBe('accepted');
  });
});

describe('verifyAccessToken: the JWT attack suite', () => {
  let real: SigningKey;
  let realToken: string;
  beforeAll(async () => {
    real = await currentSigningKey(SERVICE_ISSUER);
    realToken = await craftToken();
  });

  it.each([
    ['no header at all', undefined],
    ['an empty header', ''],
    ['"Bearer" alone', 'Bearer'],
    ['"Bearer" and spaces', 'Bearer    '],
    ['another scheme', 'Basic dXNlcjpwYXNz'],
  ])('says jwt must be provided for %s', async (_label, header) => {
    expect(await outcome(header)).toBe(TOKEN_ERRORS.missing);
  });

  it.each(['none', 'None', 'NONE', 'nOnE'])('refuses alg %s, signed or not', async (alg) => {
    const [, payload, signature] = realToken.split('.');
    const header = b64({ alg, typ: 'JWT', kid: real.kid });
    expect(await outcome(`${header}.${payload}.`)).toBe(TOKEN_ERRORS.malformed);
    expect(await outcome(`${header}.${payload}.${signature}`)).toBe(TOKEN_ERRORS.invalidSignature);
  });

  it('refuses HS256 signed with the public key as the HMAC secret', async () => {
    const publicPem = createPublicKey(real.privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
    const input = `${b64({ alg: 'HS256', typ: 'JWT', kid: real.kid })}.${b64(tokenClaims())}`;
    const forged = `${input}.${createHmac('sha256', publicPem).update(input).digest('base64url')}`;
    expect(await outcome(forged)).toBe(TOKEN_ERRORS.invalidSignature);
  });

  it('refuses RS512, even signed with the real key', async () => {
    const input = `${b64({ alg: 'RS512', typ: 'JWT', kid: real.kid })}.${b64(tokenClaims())}`;
    const token = `${input}.${sign('sha512', Buffer.from(input), real.privateKeyPem).toString('base64url')}`;
    expect(await outcome(token)).toBe(TOKEN_ERRORS.invalidSignature);
  });

  it('refuses a key that is not published, under its own kid or under the real kid', async () => {
    const stranger = attackerKey(2048, 'stranger-1');
    expect(await outcome(await craftToken({ key: stranger }))).toBe(TOKEN_ERRORS.invalidSignature);
    expect(await outcome(await craftToken({ key: { ...stranger, kid: real.kid } }))).toBe(
      TOKEN_ERRORS.invalidSignature,
    );
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = realToken.split('.');
    const widened = b64(tokenClaims({ scopes: 'admin:*' }));
    expect(await outcome(`${header}.${widened}.${signature}`)).toBe(TOKEN_ERRORS.invalidSignature);
  });

  it('refuses an expired token, allowing 60 s of clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await outcome(await craftToken({ claims: { iat: now - 3661, exp: now - 61 } }))).toBe(
      TOKEN_ERRORS.expired,
    );
    expect(await outcome(await craftToken({ claims: { iat: now - 3630, exp: now - 30 } }))).toBe('accepted');
  });

  it('refuses a token not yet valid (nbf or iat ahead), allowing 60 s of skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await outcome(await craftToken({ claims: { nbf: now + 120 } }))).toBe(TOKEN_ERRORS.notActive);
    expect(await outcome(await craftToken({ claims: { iat: now + 120, exp: now + 3720 } }))).toBe(
      TOKEN_ERRORS.notActive,
    );
    expect(await outcome(await craftToken({ claims: { nbf: now + 30 } }))).toBe('accepted');
  });

  it.each([
    ['the REST API audience', 'svc-api'],
    ['no audience', undefined],
    ['svc-mcp among others', ['svc-mcp', 'svc-api']],
    ['a near miss', 'svc-mcp '],
  ])('refuses %s', async (_label, aud) => {
    expect(await outcome(await craftToken({ claims: { aud } }))).toBe(TOKEN_ERRORS.audience);
  });

  it.each([
    ['an unknown issuer', 'https://evil.example'],
    ['no issuer', undefined],
  ])('refuses %s', async (_label, iss) => {
    expect(await outcome(await craftToken({ key: real, claims: { iss } }))).toBe(TOKEN_ERRORS.issuer);
  });

  it("refuses a kid of the other issuer's key (each kid belongs to one issuer)", async () => {
    const exchangeKey = await currentSigningKey(EXCHANGE_ISSUER);
    const token = await craftToken({ key: exchangeKey, claims: { iss: SERVICE_ISSUER } });
    expect(await outcome(token)).toBe(TOKEN_ERRORS.issuer);
  });

  it.each(['sub', 'exp', 'iat'])('refuses a token without %s', async (claim) => {
    expect(await outcome(await craftToken({ claims: { [claim]: undefined } }))).toBe(TOKEN_ERRORS.malformed);
  });

  it('refuses claims of the wrong type', async () => {
    expect(await outcome(await craftToken({ claims: { exp: String(Date.now()) } }))).toBe(
      TOKEN_ERRORS.malformed,
    );
    expect(await outcome(await craftToken({ claims: { scopes: 42 } }))).toBe(TOKEN_ERRORS.malformed);
  });

  it('refuses a 10-year lifetime, and anything over an hour', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await outcome(await craftToken({ claims: { iat: now, exp: now + 10 * 365 * 86_400 } }))).toBe(
      TOKEN_ERRORS.malformed,
    );
    expect(await outcome(await craftToken({ claims: { iat: now, exp: now + 3601 } }))).toBe(
      TOKEN_ERRORS.malformed,
    );
  });

  it('refuses a token signed by a 1024-bit key, even one the key source publishes', async () => {
    const weak = attackerKey(1024, 'weak-1');
    expect(await outcome(await craftToken({ key: weak }))).toBe(TOKEN_ERRORS.invalidSignature);
    const verifier = createAccessTokenVerifier({
      loadKeys: async () => [
        { kid: weak.kid, jwksUri: `secret:signingKeys#${SERVICE_ISSUER}`, jwk: publicJwkOf(weak) },
      ],
    });
    await expect(verifier.verify(await craftToken({ key: weak }))).rejects.toMatchObject({
      tokenError: TOKEN_ERRORS.invalidSignature,
    });
  });

  it.each([
    ['padding', (t: string) => t.replace('.', '=.')],
    ['padding on the signature', (t: string) => `${t}==`],
    ['a space inside', (t: string) => `${t.slice(0, 20)} ${t.slice(20)}`],
    ['a newline inside', (t: string) => `${t.slice(0, 20)}\n${t.slice(20)}`],
    ['the standard base64 alphabet', (t: string) => t.replaceAll('-', '+').replaceAll('_', '/')],
    ['a fourth part', (t: string) => `${t}.AAAA`],
    ['two parts', (t: string) => t.split('.').slice(0, 2).join('.')],
    ['9 KiB of claims', () => 'x'.repeat(9 * 1024)],
  ])('says jwt malformed for %s', async (_label, mangle) => {
    const mangled = mangle(realToken);
    expect(mangled).not.toBe(realToken);
    expect(await outcome(`Bearer ${mangled}`)).toBe(TOKEN_ERRORS.malformed);
  });

  it('refuses a non-canonical base64url encoding of the same bytes', async () => {
    // The last character of a part can carry unused bits; flipping them keeps the decoded bytes.
    const [header = '', payload = '', signature = ''] = realToken.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = signature.at(-1) ?? 'A';
    const twin = alphabet[alphabet.indexOf(last) ^ 1] ?? 'A';
    const variant = `${header}.${payload}.${signature.slice(0, -1)}${twin}`;
    expect(Buffer.from(variant.split('.')[2] ?? '', 'base64url')).toEqual(
      Buffer.from(signature, 'base64url'),
    );
    expect(await outcome(variant)).toBe(TOKEN_ERRORS.malformed);
  });

  it('refuses a payload spelt non-canonically (same bytes, other last character)', async () => {
    let claims = tokenClaims();
    // Lengths of 3n + 1 bytes leave 4 unused bits in the last base64url character.
    for (let pad = ''; Buffer.byteLength(JSON.stringify(claims)) % 3 !== 1; pad += 'x')
      claims = tokenClaims({ pad });
    const token = await craftToken({ claims });
    const [header = '', payload = '', signature = ''] = token.split('.');
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = `${payload.slice(0, -1)}${alphabet[alphabet.indexOf(payload.at(-1) ?? 'A') ^ 1]}`;
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(payload, 'base64url'));
    expect(await outcome(token)).toBe('accepted');
    expect(await outcome(`${header}.${twin}.${signature}`)).toBe(TOKEN_ERRORS.malformed);
  });

  it('refuses a crit header', async () => {
    const token = await craftToken({ header: { alg: 'RS256', kid: real.kid, crit: ['exp'] } });
    expect(await outcome(token)).toBe(TOKEN_ERRORS.invalidSignature);
  });
});

describe('verifyAccessToken: mode, tenant and scopes', () => {
  it('treats a service-issuer token claiming chatbot mode as a service token', async () => {
    const token = await craftToken({ claims: { mode: 'chatbot', tenant: 'co_a' } });
    const verified = await verifyAccessToken(token);
    expect(verified.mode).toBe('service');
    expect(verified.tenant).toBeUndefined();
    expect(verified.claims.mode).toBe('chatbot');
  });

  it('treats an exchange-issuer token claiming service mode as a chatbot token', async () => {
    const token = await craftToken({
      claims: { iss: EXCHANGE_ISSUER, mode: 'service', tenant: 'co_a', scopes: 'read:logs:co_a' },
    });
    expect((await verifyAccessToken(token)).mode).toBe('chatbot');
  });

  it('refuses a chatbot token without a tenant', async () => {
    const token = await craftToken({ claims: { iss: EXCHANGE_ISSUER, tenant: undefined } });
    expect(await outcome(token)).toBe(TOKEN_ERRORS.malformed);
  });

  it('keeps only the tenant scopes of a chatbot token (no wildcard, no other tenant)', async () => {
    const token = await craftToken({
      claims: {
        iss: EXCHANGE_ISSUER,
        tenant: 'co_a',
        scopes: 'read:logs:co_a read:logs:co_b read:tickets:* admin:*',
      },
    });
    expect((await verifyAccessToken(token)).scopes).toEqual(['read:logs:co_a']);
  });

  it.each([
    [
      'scopes as a string',
      { scopes: 'read:logs:co_a  read:tickets:*' },
      ['read:logs:co_a', 'read:tickets:*'],
    ],
    ['scopes as an array', { scopes: ['read:logs:co_a', 'read:logs:co_a'] }, ['read:logs:co_a']],
    ['scope as a string', { scopes: undefined, scope: 'read:logs:co_a' }, ['read:logs:co_a']],
    ['scope as an array', { scopes: undefined, scope: ['read:logs:co_a'] }, ['read:logs:co_a']],
    ['scopes absent', { scopes: undefined }, []],
  ])('reads %s', async (_label, claims, expected) => {
    expect((await verifyAccessToken(await craftToken({ claims }))).scopes).toEqual(expected);
  });

  it('signs RS256 with the kid of the active key', async () => {
    const token = await craftToken();
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString());
    expect(header).toEqual({ alg: 'RS256', typ: 'JWT', kid: (await currentSigningKey()).kid });
  });
});
