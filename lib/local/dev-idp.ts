/**
 * The development identity provider of the local runtime: its own RSA key (kept in the local
 * secrets file as `localIdpKey`, never a cloud secret), a JWKS served only by the local gateway, and
 * ID tokens minted for any e-mail (`npm run admin -- idp:token --email E`). /exchangeIdpToken
 * verifies them exactly as it verifies a real provider's tokens: issuer, audience, JWKS URI.
 */
import { createPrivateKey, generateKeyPairSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { signCompactJwt } from '../auth/jwt-sign.js';
import { publicJwkOf, type RsaPublicJwk } from '../auth/signing-keys.js';
import { config } from '../shared/config.js';
import * as z from '../shared/zod.js';

/** Name of the dev IdP's key in the local secrets file (not a SecretName: it has no cloud twin). */
export const DEV_IDP_SECRET = 'localIdpKey';
export const DEV_IDP_PATH = '/local-idp';
export const DEV_IDP_JWKS_PATH = `${DEV_IDP_PATH}/jwks.json`;
export const DEV_IDP_AUDIENCE = 'workforce-ops-local';

const DevIdpKeySchema = z.object({
  kid: z.string().check(z.minLength(1)),
  privateKeyPem: z.string().check(z.minLength(1)),
});
type DevIdpKey = z.infer<typeof DevIdpKeySchema>;

export function generateDevIdpKey(): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key: DevIdpKey = {
    kid: `dev-idp-${randomBytes(6).toString('hex')}`,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  return JSON.stringify(key);
}

function devIdpKey(): DevIdpKey {
  const file = config().LOCAL_SECRETS_FILE;
  if (!file) throw new Error('the development identity provider exists only in the local runtime');
  const secrets = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  const value = secrets[DEV_IDP_SECRET];
  if (typeof value !== 'string') throw new Error(`${DEV_IDP_SECRET} missing from the local secrets file`);
  return DevIdpKeySchema.parse(JSON.parse(value));
}

/** The identity-provider settings that make /exchangeIdpToken trust the dev IdP at `baseUrl`. */
export function devIdpSettings(baseUrl: string): { issuer: string; audience: string; jwksUri: string } {
  const origin = baseUrl.replace(/\/$/, '');
  return {
    issuer: `${origin}${DEV_IDP_PATH}`,
    audience: DEV_IDP_AUDIENCE,
    // 127.0.0.1, not localhost: Node may resolve localhost to ::1, where the gateway does not listen.
    jwksUri: `${origin.replace('//localhost:', '//127.0.0.1:')}${DEV_IDP_JWKS_PATH}`,
  };
}

export function devIdpJwks(): { keys: RsaPublicJwk[] } {
  const key = devIdpKey();
  return { keys: [publicJwkOf({ ...key, createdAt: new Date(0).toISOString() })] };
}

export interface DevIdTokenRequest {
  email: string;
  issuer: string;
  audience?: string;
  name?: string;
  lifetimeSeconds?: number;
  /** Claims to add or override (tests: an unverified e-mail, another audience). */
  claims?: Record<string, unknown>;
}

/** An ID token as an OpenID Connect provider issues it, signed by the dev IdP's key. */
export function mintDevIdToken(request: DevIdTokenRequest, now = Date.now()): string {
  const key = devIdpKey();
  const iat = Math.floor(now / 1000);
  const payload = {
    iss: request.issuer,
    aud: request.audience ?? DEV_IDP_AUDIENCE,
    sub: `dev|${request.email.toLowerCase()}`,
    email: request.email,
    email_verified: true,
    ...(request.name ? { name: request.name } : {}),
    iat,
    exp: iat + (request.lifetimeSeconds ?? 3600),
    jti: randomUUID(),
    ...request.claims,
  };
  return signCompactJwt(
    { alg: 'RS256', typ: 'JWT', kid: key.kid },
    payload,
    createPrivateKey(key.privateKeyPem),
  );
}
