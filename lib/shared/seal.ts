/**
 * Sealing a value the service stores or hands out and reads back (company keys, webhook signing
 * secrets, MCP request states): `<version>.` + base64url(nonce ‖ ciphertext ‖ tag), AES-256-GCM
 * under a 32-byte key, with the version and what the value is bound to as authenticated data, so a
 * changed byte, another key or a value sealed for something else does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * A 32-byte key for one use, derived from one of the service's secrets by HKDF-SHA-256: each use
 * names its own versioned `label`, so a key made for one use never opens or signs for another.
 */
export function derivedKey(secret: Buffer, label: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, Buffer.alloc(0), label, 32));
}

const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** The authenticated data: the version, then each part the value is bound to, `|`-separated. */
const aad = (version: string, bound: readonly string[]) => Buffer.from([version, ...bound].join('|'));

export function seal(text: string, key: Buffer, version: string, ...bound: string[]): string {
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(version, bound));
  const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return `${version}.${Buffer.concat([nonce, sealed, cipher.getAuthTag()]).toString('base64url')}`;
}

/**
 * The text a sealed value holds, or undefined when it does not open: another version, text that is
 * not canonical base64url (padding, `+/`, whitespace), no longer than a nonce and a tag (so a sealed
 * empty text, which no user seals, does not open either), a changed byte, another key or other
 * bound parts.
 */
export function unseal(sealed: string, key: Buffer, version: string, ...bound: string[]): string | undefined {
  const prefix = `${version}.`;
  if (!sealed.startsWith(prefix)) return undefined;
  const encoded = sealed.slice(prefix.length);
  const raw = Buffer.from(encoded, 'base64url');
  if (raw.toString('base64url') !== encoded || raw.length <= NONCE_BYTES + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(aad(version, bound));
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
    const text = decipher.update(raw.subarray(NONCE_BYTES, raw.length - TAG_BYTES));
    return Buffer.concat([text, decipher.final()]).toString('utf8');
  } catch {
    return undefined;
  }
}
