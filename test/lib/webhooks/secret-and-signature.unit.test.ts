import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { newSigningSecret, openSecret, sealSecret } from '../../../lib/webhooks/secret.js';
import { signedHeaders } from '../../../lib/webhooks/sign.js';

describe('signing secrets', () => {
  const root = randomBytes(32);

  it('are whsec_ secrets of 32 random bytes', () => {
    const secret = newSigningSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(newSigningSecret()).not.toBe(secret);
  });

  it('are stored sealed, and open only for their company and subscription under the same root', () => {
    const secret = newSigningSecret();
    const sealed = sealSecret(secret, root, 'co1', 'wh_a');
    expect(sealed).toMatch(/^ws1\./);
    expect(sealed).not.toContain(secret.slice(6, 20));
    expect(openSecret(sealed, root, 'co1', 'wh_a')).toBe(secret);
    expect(() => openSecret(sealed, root, 'co1', 'wh_b')).toThrow();
    expect(() => openSecret(sealed, root, 'co2', 'wh_a')).toThrow();
    expect(() => openSecret(sealed, randomBytes(32), 'co1', 'wh_a')).toThrow();
  });
});

describe('signedHeaders', () => {
  it('signs as Standard Webhooks verifies, with one signature per secret', () => {
    const [current, previous] = [newSigningSecret(), newSigningSecret()];
    const body = JSON.stringify({ type: 'rule.changed', timestamp: '2026-03-10T12:00:00.000Z', data: {} });
    const headers = signedHeaders('evt_01abc', new Date(), body, [current, previous]);
    expect(headers['webhook-id']).toBe('evt_01abc');
    expect(headers['webhook-signature']?.split(' ')).toHaveLength(2);
    expect(new Webhook(current).verify(body, headers)).toEqual(JSON.parse(body));
    expect(new Webhook(previous).verify(body, headers)).toEqual(JSON.parse(body));
    expect(() => new Webhook(newSigningSecret()).verify(body, headers)).toThrow(/No matching signature/);
    expect(() => new Webhook(current).verify(`${body} `, headers)).toThrow(/No matching signature/);
  });
});
