/**
 * Company keys: `ck1.` + base64url(nonce ‖ ciphertext ‖ tag), AES-256-GCM over
 * `{"c": companyId, "k": keyId}` with the version as authenticated data. Pure functions: the
 * 32-byte secret is passed in.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'ck1';
const PREFIX = `${VERSION}.`;
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

export interface CompanyKeyClaims {
  companyId: string;
  keyId: string;
}

export function encryptCompanyKey(claims: CompanyKeyClaims, secret: Buffer): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(VERSION));
  const plaintext = Buffer.from(JSON.stringify({ c: claims.companyId, k: claims.keyId }));
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, ciphertext, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The claims of a key, or undefined when it does not decrypt: wrong prefix, any text that is not
 * canonical base64url (padding, `+/`, whitespace), a short tag, a tampered byte or another secret.
 */
export function decryptCompanyKey(key: string, secret: Buffer): CompanyKeyClaims | undefined {
  if (!key.startsWith(PREFIX)) return undefined;
  const text = key.slice(PREFIX.length);
  const raw = Buffer.from(text, 'base64url');
  if (raw.toString('base64url') !== text) return undefined;
  if (raw.length < NONCE_BYTES + TAG_BYTES + 1) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', secret, raw.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(Buffer.from(VERSION));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const plaintext = Buffer.concat([
      decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]);
    const parsed: unknown = JSON.parse(plaintext.toString('utf8'));
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
