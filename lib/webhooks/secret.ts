/**
 * Signing secrets of subscriptions: `whsec_` + base64 of 32 random bytes, the Standard Webhooks
 * form every official library reads. Stored only sealed (lib/shared/seal.ts) under a key derived
 * (HKDF) from the company-key secret, bound to the company and subscription, so a sealed secret
 * copied onto another subscription does not open. Pure functions: the root secret is passed in.
 */
import { randomBytes } from 'node:crypto';
import { derivedKey, seal, unseal } from '../shared/seal.js';

const VERSION = 'ws1';
export const SECRET_PREFIX = 'whsec_';

export function newSigningSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

function sealingKey(root: Buffer): Buffer {
  return derivedKey(root, 'webhook-secret-v1');
}

export function sealSecret(secret: string, root: Buffer, companyId: string, webhookId: string): string {
  return seal(secret, sealingKey(root), VERSION, companyId, webhookId);
}

/** The secret a sealed value holds; throws when it does not open (another root, subscription or a bad value). */
export function openSecret(sealed: string, root: Buffer, companyId: string, webhookId: string): string {
  const secret = unseal(sealed, sealingKey(root), VERSION, companyId, webhookId);
  if (secret === undefined) throw new Error('the sealed webhook secret does not open');
  return secret;
}
