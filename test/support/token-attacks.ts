/**
 * The JWT attack suite as data: each case an `Authorization` header value and the exact tokenError
 * the verifier must answer. The verifier's unit tests run it; the MCP server's HTTP tests can run the
 * same table through /mcp (expect 401, `WWW-Authenticate: Bearer` and this `tokenError`).
 * Tokens are signed with the run's real keys unless the attack is about the key.
 */
import { createHmac, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { TOKEN_ERRORS, type TokenErrorString } from '../../lib/auth/errors.js';
import type { SigningKey } from '../../lib/auth/signing-keys.js';
import { EXCHANGE_ISSUER, SERVICE_ISSUER } from '../../lib/auth/token-claims.js';
import { craftToken, currentSigningKey, tokenClaims } from './tokens.js';

export interface TokenAttack {
  name: string;
  authorization: string | undefined;
  tokenError: TokenErrorString;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function strangerKey(bits: number, kid: string): SigningKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return {
    kid,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    createdAt: new Date().toISOString(),
  };
}

/** Builds every attack (a few RSA keys are generated: call it once per test file). */
export async function buildTokenAttacks(): Promise<TokenAttack[]> {
  const real = await currentSigningKey(SERVICE_ISSUER);
  const exchangeKey = await currentSigningKey(EXCHANGE_ISSUER);
  const valid = await craftToken();
  const [header = '', payload = '', signature = ''] = valid.split('.');
  const now = Math.floor(Date.now() / 1000);
  const signed = (claims: Record<string, unknown>, key?: SigningKey) =>
    craftToken({ claims, ...(key ? { key } : {}) });
  const bearer = (token: string) => `Bearer ${token}`;
  const attacks: TokenAttack[] = [];
  const add = (name: string, authorization: string | undefined, tokenError: TokenErrorString) =>
    attacks.push({ name, authorization, tokenError });
  const { missing, malformed, invalidSignature, expired, audience, issuer, notActive } = TOKEN_ERRORS;

  add('no Authorization header', undefined, missing);
  add('an empty header', '', missing);
  add('"Bearer" alone', 'Bearer ', missing);
  add('another scheme', 'Basic dXNlcjpwYXNz', missing);

  for (const alg of ['none', 'None', 'NONE', 'nOnE']) {
    const unsigned = b64({ alg, typ: 'JWT', kid: real.kid });
    add(`alg ${alg} without a signature`, bearer(`${unsigned}.${payload}.`), malformed);
    add(
      `alg ${alg} with the real signature`,
      bearer(`${unsigned}.${payload}.${signature}`),
      invalidSignature,
    );
  }
  const publicPem = createPublicKey(real.privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  const hsInput = `${b64({ alg: 'HS256', typ: 'JWT', kid: real.kid })}.${b64(tokenClaims())}`;
  const hs = createHmac('sha256', publicPem).update(hsInput).digest('base64url');
  add('HS256 signed with the public key', bearer(`${hsInput}.${hs}`), invalidSignature);
  const rsInput = `${b64({ alg: 'RS512', typ: 'JWT', kid: real.kid })}.${b64(tokenClaims())}`;
  const rs512 = sign('sha512', Buffer.from(rsInput), real.privateKeyPem).toString('base64url');
  add('RS512 signed with the real key', bearer(`${rsInput}.${rs512}`), invalidSignature);

  const stranger = strangerKey(2048, 'stranger-1');
  add('a key not in the JWKS', bearer(await signed({}, stranger)), invalidSignature);
  add(
    'a key not in the JWKS under a real kid',
    bearer(await signed({}, { ...stranger, kid: real.kid })),
    invalidSignature,
  );
  add('a 1024-bit key', bearer(await signed({}, strangerKey(1024, 'weak-1'))), invalidSignature);
  add(
    'a tampered payload',
    bearer(`${header}.${b64(tokenClaims({ scopes: 'admin:*' }))}.${signature}`),
    invalidSignature,
  );
  add(
    'a crit header',
    bearer(await craftToken({ header: { alg: 'RS256', kid: real.kid, crit: ['exp'] } })),
    invalidSignature,
  );

  add('expired beyond the skew', bearer(await signed({ iat: now - 3661, exp: now - 61 })), expired);
  add('not before in 2 minutes', bearer(await signed({ nbf: now + 120 })), notActive);
  add('issued in 2 minutes', bearer(await signed({ iat: now + 120, exp: now + 3720 })), notActive);
  add('the REST API audience', bearer(await signed({ aud: 'svc-api' })), audience);
  add('no audience', bearer(await signed({ aud: undefined })), audience);
  add('svc-mcp among other audiences', bearer(await signed({ aud: ['svc-mcp', 'svc-api'] })), audience);
  add('an unknown issuer', bearer(await signed({ iss: 'https://evil.example' }, real)), issuer);
  add('no issuer', bearer(await signed({ iss: undefined }, real)), issuer);
  add("the other issuer's kid", bearer(await signed({ iss: SERVICE_ISSUER }, exchangeKey)), issuer);
  for (const claim of ['sub', 'exp', 'iat'])
    add(`no ${claim}`, bearer(await signed({ [claim]: undefined })), malformed);
  add('a 10-year lifetime', bearer(await signed({ iat: now, exp: now + 10 * 365 * 86_400 })), malformed);
  add(
    'a chatbot token without tenant',
    bearer(await signed({ iss: EXCHANGE_ISSUER, tenant: undefined })),
    malformed,
  );

  add('padding', bearer(valid.replace('.', '=.')), malformed);
  add('padding on the signature', bearer(`${valid}==`), malformed);
  add('a space inside', bearer(`${valid.slice(0, 20)} ${valid.slice(20)}`), malformed);
  add('a newline inside', bearer(`${valid.slice(0, 20)}\n${valid.slice(20)}`), malformed);
  add('a character of the standard base64 alphabet', bearer(`${valid.slice(0, -1)}+`), malformed);
  add('a fourth part', bearer(`${valid}.AAAA`), malformed);
  add('two parts', bearer(`${header}.${payload}`), malformed);
  add('9 KiB', bearer('x'.repeat(9 * 1024)), malformed);
  return attacks;
}
