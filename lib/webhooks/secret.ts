/**
 * Signing secrets of subscriptions: `whsec_` + base64 of 32 random bytes, the Standard Webhooks
 * form every official library reads. Stored only sealed: AES-256-GCM under a key derived (HKDF)
 * from the company-key secret, with the company and subscription as authenticated data, so a
 * sealed secret copied onto another subscription does not open. Pure functions: the root secret is
 * passed in.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'ws1';
const PREFIX = `${VERSION}.`;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
export const SECRET_PREFIX = 'whsec_';

export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function sealingKey(root: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', root, Buffer.alloc(0), 'webhook-secret-v1', 32));
}

const boundTo = (companyId: string, webhookId: string) => Buffer.from(`${VERSION}|${companyId}|${webhookId}`);

export function sealSecret(secret: string, root: Buffer, companyId: string, webhookId: string): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', sealingKey(root), nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(boundTo(companyId, webhookId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url');
}

/** The secret a sealed value holds; throws when it does not open (another root, subscription or a bad value). */
export function openSecret(sealed: string, root: Buffer, companyId: string, webhookId: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed webhook secret');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealingKey(root), raw.subarray(0, NONCE_BYTES), {
    authTagLength: TAG_BYTES,
  });
  decipher.setAAD(boundTo(companyId, webhookId));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}
