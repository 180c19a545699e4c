/**
 * Client secrets of the client-credentials grant: 256 random bits shown once, stored only as a
 * scrypt hash (`scrypt$N$r$p$salt$hash`) and compared in constant time.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const N = 16_384;
const R = 8;
const P = 1;
const KEY_BYTES = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

export function newClientSecret(): string {
  return `cs_${randomBytes(32).toString('base64url')}`;
}

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret, salt, KEY_BYTES, { N: n, r, p, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashClientSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(secret, salt, N, R, P);
  return ['scrypt', N, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyClientSecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(secret, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;

/** A hash no secret matches, checked for unknown clients so they take as long as known ones. */
export function unmatchableHash(): Promise<string> {
  dummy ??= hashClientSecret(randomBytes(32).toString('base64url'));
  return dummy;
}
