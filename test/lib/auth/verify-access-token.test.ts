import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { issueAccessToken } from '../../../lib/auth/issue-access-token.js';
import { isCanonicalBase64url } from '../../../lib/auth/jwt-compact.js';
import { publicJwkOf } from '../../../lib/auth/signing-keys.js';
import { EXCHANGE_ISSUER, SERVICE_ISSUER } from '../../../lib/auth/token-claims.js';
import {
  bearerTokenOf,
  createAccessTokenVerifier,
  TOKEN_ERRORS,
  TokenError,
  verifyAccessToken,
} from '../../../lib/auth/verify-access-token.js';
import { buildTokenAttacks, strangerKey } from '../../support/token-attacks.js';
import { craftToken, currentSigningKey, tokenClaims } from '../../support/tokens.js';

const attacks = await buildTokenAttacks();

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

  it('gives tenant and jti only when the token has them, first sight and seen again alike', async () => {
    const verifier = createAccessTokenVerifier();
    const keysOf = async (token: string) => [
      Object.keys(await verifier.verify(token)).sort(),
      Object.keys(await verifier.verify(token)).sort(),
    ];
    const base = ['sub', 'iss', 'mode', 'scopes'];
    const chatbot = { iss: EXCHANGE_ISSUER, tenant: 'co_a', scopes: 'read:logs:co_a' };
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{}, [...base, 'exp', 'iat', 'jti', 'claims']],
      [{ jti: undefined }, [...base, 'exp', 'iat', 'claims']],
      [chatbot, [...base, 'tenant', 'exp', 'iat', 'jti', 'claims']],
      [{ ...chatbot, jti: undefined }, [...base, 'tenant', 'exp', 'iat', 'claims']],
      // A service token's tenant claim is not its tenant.
      [{ tenant: 'co_a' }, [...base, 'exp', 'iat', 'jti', 'claims']],
    ];
    for (const [claims, keys] of cases) {
      expect(await keysOf(await craftToken({ claims }))).toEqual([keys.sort(), keys.sort()]);
    }
  });

  it('accepts "bearer" in any case and surrounding spaces', async () => {
    const token = await craftToken();
    expect(await outcome(`bearer   ${token}  `)).toBe('accepted');
    expect(await outcome(`BEARER ${token}`)).toBe('accepted');
  });
});

describe('verifyAccessToken: the JWT attack suite', () => {
  it.each(attacks.map((attack) => [attack.name, attack] as const))('refuses %s', async (_name, attack) => {
    expect(await outcome(attack.authorization)).toBe(attack.tokenError);
  });

  it('meets every tokenError string of the contract', () => {
    expect(new Set(attacks.map((attack) => attack.tokenError))).toEqual(new Set(Object.values(TOKEN_ERRORS)));
  });

  it('allows 60 s of clock skew on exp and nbf', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await outcome(await craftToken({ claims: { iat: now - 3630, exp: now - 30 } }))).toBe('accepted');
    expect(await outcome(await craftToken({ claims: { nbf: now + 30 } }))).toBe('accepted');
    expect(await outcome(await craftToken({ claims: { iat: now, exp: now + 3600 } }))).toBe('accepted');
  });

  it('refuses claims of the wrong type', async () => {
    expect(await outcome(await craftToken({ claims: { exp: String(Date.now()) } }))).toBe(
      TOKEN_ERRORS.malformed,
    );
    expect(await outcome(await craftToken({ claims: { scopes: 42 } }))).toBe(TOKEN_ERRORS.malformed);
    expect(await outcome(await craftToken({ claims: { aud: 'svc-mcp ' } }))).toBe(TOKEN_ERRORS.audience);
  });

  it('refuses a 1024-bit key even when the key source publishes it', async () => {
    const weak = strangerKey(1024, 'weak-published');
    const verifier = createAccessTokenVerifier({
      loadKeys: async () => [
        { kid: weak.kid, jwksUri: `secret:signingKeys#${SERVICE_ISSUER}`, jwk: publicJwkOf(weak) },
      ],
    });
    await expect(verifier.verify(await craftToken({ key: weak }))).rejects.toMatchObject({
      tokenError: TOKEN_ERRORS.invalidSignature,
    });
    expect(verifier.cache.loads).toBeGreaterThan(0);
  });

  /** A part whose last character has unused bits, spelt with them flipped: same bytes, other text. */
  const twinOf = (part: string) => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const twin = `${part.slice(0, -1)}${alphabet[alphabet.indexOf(part.at(-1) ?? 'A') ^ 1]}`;
    expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(part, 'base64url'));
    return twin;
  };

  it('refuses a signature spelt non-canonically', async () => {
    const [header, payload, signature = ''] = (await craftToken()).split('.');
    expect(await outcome(`${header}.${payload}.${twinOf(signature)}`)).toBe(TOKEN_ERRORS.malformed);
  });

  it('refuses a payload spelt non-canonically', async () => {
    let claims = tokenClaims();
    // Lengths of 3n + 1 bytes leave 4 unused bits in the last base64url character.
    for (let pad = ''; Buffer.byteLength(JSON.stringify(claims)) % 3 !== 1; pad += 'x')
      claims = tokenClaims({ pad });
    const token = await craftToken({ claims });
    const [header, payload = '', signature] = token.split('.');
    expect(await outcome(token)).toBe('accepted');
    expect(await outcome(`${header}.${twinOf(payload)}.${signature}`)).toBe(TOKEN_ERRORS.malformed);
  });

  it('refuses a header spelt non-canonically', async () => {
    const key = await currentSigningKey();
    // A header of 3n + 2 bytes leaves 2 unused bits in its last base64url character.
    let head: Record<string, unknown> = { alg: 'RS256', typ: 'JWT', kid: key.kid };
    for (let pad = ''; Buffer.byteLength(JSON.stringify(head)) % 3 !== 2; pad += 'x')
      head = { alg: 'RS256', typ: 'JWT', kid: key.kid, pad };
    const token = await craftToken({ header: head });
    const [header = '', payload, signature] = token.split('.');
    expect(header.length % 4).toBe(3);
    expect(await outcome(token)).toBe('accepted');
    expect(await outcome(`${twinOf(header)}.${payload}.${signature}`)).toBe(TOKEN_ERRORS.malformed);
  });

  it('refuses a part with a lone last character (4n + 1 of them: no whole byte)', async () => {
    const [header = '', payload = '', signature = ''] = (await craftToken()).split('.');
    const lone = (part: string) => `${part}${'AAAA'.slice(0, (5 - (part.length % 4)) % 4 || 4)}`;
    for (const token of [
      `${lone(header)}.${payload}.${signature}`,
      `${header}.${lone(payload)}.${signature}`,
      `${header}.${payload}.${lone(signature)}`,
    ]) {
      expect(token.split('.').some((part) => part.length % 4 === 1)).toBe(true);
      expect(await outcome(token)).toBe(TOKEN_ERRORS.malformed);
    }
  });

  it('calls a part canonical exactly when decoding and encoding it again gives it back', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const roundTrips = (part: string) => Buffer.from(part, 'base64url').toString('base64url') === part;
    const parts = [...alphabet].flatMap((a) => [a, ...[...alphabet].map((b) => `${a}${b}`)]);
    for (const a of 'AQgw') for (const b of alphabet) for (const c of alphabet) parts.push(`${a}${b}${c}`);
    for (let length = 1; length <= 400; length += 1)
      parts.push(randomBytes(length).toString('base64url'), `${randomBytes(length).toString('base64url')}B`);
    for (const part of parts) expect([part, isCanonicalBase64url(part)]).toEqual([part, roundTrips(part)]);
  });
});

describe('bearerTokenOf', () => {
  it.each([
    ['Bearer a.b.c', 'a.b.c'],
    ['bearer\ta.b.c ', 'a.b.c'],
    [' BEARER \n a.b.c', 'a.b.c'],
    ['a.b.c', 'a.b.c'],
    ['  a.b.c\n', 'a.b.c'],
    ['bearerx.b.c', 'bearerx.b.c'],
    ['Bearerx a.b.c', undefined],
    ['Basic dXNlcjpwYXNz', undefined],
    ['DPoP\ta.b.c', undefined],
    ['a.b c', undefined],
    ['1a.b c', '1a.b c'],
    ['a/b c', 'a/b c'],
    ['Bearer', undefined],
    ['Bearer \t ', undefined],
    ['', undefined],
  ])('reads %j as %j (undefined: no token)', (header, token) => {
    const read = () => bearerTokenOf(header);
    if (token === undefined) expect(read).toThrow(TOKEN_ERRORS.missing);
    else expect(read()).toBe(token);
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
