import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deriveLinkKey, hashLinkKey, isWellFormedLinkKey } from '../../../lib/overtime/approval-link.js';

describe('approval link keys', () => {
  const secret = randomBytes(32);

  it('are 256-bit base64url strings the page accepts', () => {
    const key = deriveLinkKey(secret, 'ext_1');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isWellFormedLinkKey(key)).toBe(true);
  });

  it('are the same for the same request (an idempotent replay gives the first key again)', () => {
    expect(deriveLinkKey(secret, 'ext_1')).toBe(deriveLinkKey(secret, 'ext_1'));
  });

  it('differ per request and per secret', () => {
    expect(deriveLinkKey(secret, 'ext_1')).not.toBe(deriveLinkKey(secret, 'ext_2'));
    expect(deriveLinkKey(secret, 'ext_1')).not.toBe(deriveLinkKey(randomBytes(32), 'ext_1'));
  });

  it('are stored only as a SHA-256 that does not contain them', () => {
    const key = deriveLinkKey(secret, 'ext_1');
    expect(hashLinkKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashLinkKey(key)).not.toContain(key);
  });

  it.each(['', 'short', `${'a'.repeat(43)}=`, `${'a'.repeat(42)}+`, '../../etc/passwd'])(
    'refuse the malformed key %j',
    (key) => {
      expect(isWellFormedLinkKey(key)).toBe(false);
    },
  );
});
