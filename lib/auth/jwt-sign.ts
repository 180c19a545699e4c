/** RS256 signing of compact JWTs with node:crypto (aws-jwt-verify only verifies). */
import { createPrivateKey, type KeyObject, sign } from 'node:crypto';
import type { SigningKey } from './signing-keys.js';
import { SIGNING_ALGORITHM } from './token-claims.js';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs `header.payload` with RSASSA-PKCS1-v1_5 SHA-256; the header is taken as given. */
export function signCompactJwt(
  header: Record<string, unknown>,
  payload: Record<string, unknown>,
  privateKey: KeyObject,
): string {
  const input = `${encode(header)}.${encode(payload)}`;
  return `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
}

const privateKeys = new Map<string, KeyObject>();

/** The parsed private key of a signing key, parsed once per key (PEM parsing costs about a ms). */
export function privateKeyOf(key: Pick<SigningKey, 'privateKeyPem'>): KeyObject {
  let parsed = privateKeys.get(key.privateKeyPem);
  if (!parsed) {
    parsed = createPrivateKey(key.privateKeyPem);
    privateKeys.set(key.privateKeyPem, parsed);
  }
  return parsed;
}

export function signWithKey(key: SigningKey, payload: Record<string, unknown>): string {
  return signCompactJwt({ alg: SIGNING_ALGORITHM, typ: 'JWT', kid: key.kid }, payload, privateKeyOf(key));
}
