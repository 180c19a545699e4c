/**
 * Company keys: `ck1.` + base64url(nonce ‖ ciphertext ‖ tag), AES-256-GCM over
 * `{"c": companyId, "k": keyId}` with the version as authenticated data (lib/shared/seal.ts). Pure
 * functions: the 32-byte secret is passed in.
 */
import { randomBytes } from 'node:crypto';
import { seal, unseal } from '../shared/seal.js';

const VERSION = 'ck1';

export interface CompanyKeyClaims {
  companyId: string;
  keyId: string;
}

export function encryptCompanyKey(claims: CompanyKeyClaims, secret: Buffer): string {
  return seal(JSON.stringify({ c: claims.companyId, k: claims.keyId }), secret, VERSION);
}

/**
 * The claims of a key, or undefined when it does not decrypt: wrong prefix, any text that is not
 * canonical base64url (padding, `+/`, whitespace), a short tag, a tampered byte or another secret.
 */
export function decryptCompanyKey(key: string, secret: Buffer): CompanyKeyClaims | undefined {
  const plaintext = unseal(key, secret, VERSION);
  if (plaintext === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(plaintext);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { c, k } = parsed as Record<string, unknown>;
    if (typeof c !== 'string' || typeof k !== 'string' || !c || !k) return undefined;
    return { companyId: c, keyId: k };
  } catch {
    return undefined;
  }
}

/** A fresh random 256-bit secret, base64-encoded, for the local secrets file or Secrets Manager. */
export function generateCompanyKeySecret(): string {
  return randomBytes(32).toString('base64');
}
