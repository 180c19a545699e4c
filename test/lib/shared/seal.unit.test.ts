import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { seal, unseal } from '../../../lib/shared/seal.js';

const key = randomBytes(32);

describe('seal and unseal', () => {
  it('opens what it sealed, for the same version and bound parts only', () => {
    const sealed = seal('x', key, 'v1', 'company', 'hook');
    expect(unseal(sealed, key, 'v1', 'company', 'hook')).toBe('x');
    expect(unseal(sealed, key, 'v1', 'company', 'other')).toBeUndefined();
    expect(unseal(sealed, key, 'v2', 'company', 'hook')).toBeUndefined();
  });

  it('does not open a value no longer than a nonce and a tag: a sealed empty text', () => {
    const sealed = seal('', key, 'v1');
    expect(Buffer.from(sealed.slice('v1.'.length), 'base64url')).toHaveLength(28);
    expect(unseal(sealed, key, 'v1')).toBeUndefined();
  });
});
