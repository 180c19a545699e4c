import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptCompanyKey, encryptCompanyKey } from '../../../lib/companies/company-key.js';

const secret = randomBytes(32);
const claims = { companyId: 'co_1', keyId: 'k_1' };

describe('company key codec', () => {
  it('round-trips the claims', () => {
    const key = encryptCompanyKey(claims, secret);
    expect(key).toMatch(/^ck1\.[A-Za-z0-9_-]+$/);
    expect(decryptCompanyKey(key, secret)).toEqual(claims);
  });

  it('gives different keys for the same claims (random nonce)', () => {
    expect(encryptCompanyKey(claims, secret)).not.toBe(encryptCompanyKey(claims, secret));
  });

  it.each([
    ['truncated by one character', (k: string) => k.slice(0, -1)],
    ['truncated by half', (k: string) => k.slice(0, k.length / 2)],
    ['padded with =', (k: string) => `${k}=`],
    [
      're-encoded in the standard base64 alphabet',
      (k: string) => `ck1.${Buffer.from(k.slice(4), 'base64url').toString('base64')}`,
    ],
    ['with whitespace', (k: string) => `${k.slice(0, 10)} ${k.slice(10)}`],
    ['URL-encoded', (k: string) => encodeURIComponent(`${k}+`)],
    ['without its prefix', (k: string) => k.slice(4)],
    ['with another version', (k: string) => `ck2.${k.slice(4)}`],
    [
      'with a flipped byte',
      (k: string) => {
        const raw = Buffer.from(k.slice(4), 'base64url');
        raw[20] = (raw[20] ?? 0) ^ 1;
        return `ck1.${raw.toString('base64url')}`;
      },
    ],
  ])('refuses a key %s', (_label, mangle) => {
    const key = encryptCompanyKey(claims, secret);
    expect(decryptCompanyKey(mangle(key), secret)).toBeUndefined();
  });

  it('refuses a key made with another secret', () => {
    expect(decryptCompanyKey(encryptCompanyKey(claims, randomBytes(32)), secret)).toBeUndefined();
  });
});
