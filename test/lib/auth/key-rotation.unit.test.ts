import { randomBytes } from 'node:crypto';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { signWithKey } from '../../../lib/auth/jwt-sign.js';
import { verificationKeysOf } from '../../../lib/auth/signing-key-source.js';
import {
  activeSigningKey,
  newSigningKeySet,
  PREVIOUS_KEY_RETENTION_SECONDS,
  publishedSigningKeys,
  rotateSigningKeySet,
  type SigningKeySet,
} from '../../../lib/auth/signing-keys.js';
import { EXCHANGE_ISSUER, SERVICE_ISSUER } from '../../../lib/auth/token-claims.js';
import { createAccessTokenVerifier, TOKEN_ERRORS } from '../../../lib/auth/verify-access-token.js';
import { ConflictError } from '../../../lib/shared/errors.js';
import { tokenClaims } from '../../support/tokens.js';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const MIN = 60_000;
const at = (offsetMs: number) => new Date(T0 + offsetMs);

/** A verifier whose key source is `source.set` as seen at the (fake) current time. */
function verifierOver(source: { set: SigningKeySet }) {
  return createAccessTokenVerifier({ loadKeys: async () => verificationKeysOf(source.set, new Date()) });
}

async function outcome(verify: Promise<unknown>): Promise<string> {
  return verify.then(
    () => 'accepted',
    (error: { tokenError?: string }) => error.tokenError ?? String(error),
  );
}

describe('signing keys: rotation', () => {
  let initial: SigningKeySet;
  let rotated: SigningKeySet;
  beforeAll(() => {
    initial = newSigningKeySet(at(0));
    rotated = rotateSigningKeySet(initial, at(20 * MIN));
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('gives each issuer its own key, and keeps the old current one as previous', () => {
    expect(initial.issuers[SERVICE_ISSUER].current.kid).not.toBe(
      initial.issuers[EXCHANGE_ISSUER].current.kid,
    );
    expect(rotated.issuers[SERVICE_ISSUER].previous).toMatchObject({
      kid: initial.issuers[SERVICE_ISSUER].current.kid,
      retiredAt: at(20 * MIN).toISOString(),
    });
    expect(rotated.issuers[SERVICE_ISSUER].current.kid).not.toBe(initial.issuers[SERVICE_ISSUER].current.kid);
  });

  it('signs with the new key only once it has been published for 60 s', () => {
    const old = initial.issuers[SERVICE_ISSUER].current.kid;
    const fresh = rotated.issuers[SERVICE_ISSUER].current.kid;
    expect(activeSigningKey(rotated, SERVICE_ISSUER, at(20 * MIN + 59_000)).kid).toBe(old);
    expect(activeSigningKey(rotated, SERVICE_ISSUER, at(21 * MIN)).kid).toBe(fresh);
  });

  it('publishes both keys during the retention, then only the new one', () => {
    const kids = (now: Date) => publishedSigningKeys(rotated, now).map(({ key }) => key.kid);
    const old = initial.issuers[SERVICE_ISSUER].current.kid;
    expect(kids(at(20 * MIN + PREVIOUS_KEY_RETENTION_SECONDS * 1000 - 1000))).toContain(old);
    expect(kids(at(20 * MIN + PREVIOUS_KEY_RETENTION_SECONDS * 1000))).not.toContain(old);
    expect(kids(at(20 * MIN + PREVIOUS_KEY_RETENTION_SECONDS * 1000))).toHaveLength(2);
  });

  it('refuses to rotate again while the previous key may verify live tokens, unless forced', () => {
    expect(() => rotateSigningKeySet(rotated, at(30 * MIN))).toThrow(ConflictError);
    const forced = rotateSigningKeySet(rotated, at(30 * MIN), true);
    expect(forced.issuers[SERVICE_ISSUER].previous?.kid).toBe(rotated.issuers[SERVICE_ISSUER].current.kid);
    const later = at(20 * MIN + PREVIOUS_KEY_RETENTION_SECONDS * 1000);
    expect(rotateSigningKeySet(rotated, later).issuers[SERVICE_ISSUER].previous?.kid).toBe(
      rotated.issuers[SERVICE_ISSUER].current.kid,
    );
  });

  it('keeps a token of the rotated key valid until it expires, and refuses it once the key is dropped', async () => {
    const source = { set: initial };
    const verifier = verifierOver(source);
    const oldKey = initial.issuers[SERVICE_ISSUER].current;
    vi.setSystemTime(at(0));
    const early = signWithKey(oldKey, tokenClaims({}, T0));
    expect(await outcome(verifier.verify(early))).toBe('accepted');

    source.set = rotated;
    vi.setSystemTime(at(50 * MIN));
    expect(await outcome(verifier.verify(early))).toBe('accepted');
    vi.setSystemTime(at(61 * MIN + 1000));
    expect(await outcome(verifier.verify(early))).toBe(TOKEN_ERRORS.expired);

    // A token the old key signed late (a signer with a stale cache): refused once the key is dropped,
    // even though the verifier's cache still holds the key.
    const dropAt = 20 * MIN + PREVIOUS_KEY_RETENTION_SECONDS * 1000;
    vi.setSystemTime(at(dropAt - 5 * MIN));
    const late = signWithKey(oldKey, tokenClaims({}, T0 + dropAt - 5 * MIN));
    expect(await outcome(verifier.verify(late))).toBe('accepted');
    vi.setSystemTime(at(dropAt + 1000));
    expect(await outcome(verifier.verify(late))).toBe(TOKEN_ERRORS.invalidSignature);
  });
});

describe('verifier key cache: at most 10 minutes, one reload per unknown kid', () => {
  let set: SigningKeySet;
  beforeAll(() => {
    set = newSigningKeySet();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('rereads the keys once they are 10 minutes old, not before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    const verifier = verifierOver({ set });
    const token = signWithKey(set.issuers[SERVICE_ISSUER].current, tokenClaims({}, T0));
    await verifier.verify(token);
    vi.setSystemTime(at(9 * MIN + 59_000));
    await verifier.verify(token);
    expect(verifier.cache.loads).toBe(1);
    vi.setSystemTime(at(10 * MIN));
    await verifier.verify(token);
    expect(verifier.cache.loads).toBe(2);
  });

  it('reloads once for an unknown kid, then refuses other unknown kids without reloading for 10 s', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
    const verifier = verifierOver({ set });
    const known = signWithKey(set.issuers[SERVICE_ISSUER].current, tokenClaims({}, T0));
    await verifier.verify(known);
    const forged = (kid: string) =>
      signWithKey({ ...set.issuers[SERVICE_ISSUER].current, kid }, tokenClaims({}, T0));

    expect(await outcome(verifier.verify(forged('random-1')))).toBe(TOKEN_ERRORS.invalidSignature);
    expect(verifier.cache.loads).toBe(2);
    const flood = await Promise.all(
      Array.from({ length: 50 }, () => outcome(verifier.verify(forged(randomBytes(8).toString('hex'))))),
    );
    expect(new Set(flood)).toEqual(new Set([TOKEN_ERRORS.invalidSignature]));
    expect(verifier.cache.loads).toBe(2);
    vi.setSystemTime(at(10_000));
    await outcome(verifier.verify(forged('random-2')));
    expect(verifier.cache.loads).toBe(3);
  });

  it('accepts a key added to the source at its first token, without waiting for the 10 minutes', async () => {
    const source = { set };
    const verifier = verifierOver(source);
    await verifier.verify(signWithKey(set.issuers[SERVICE_ISSUER].current, tokenClaims()));
    source.set = rotateSigningKeySet(set, new Date(Date.now() - 2 * MIN));
    const token = signWithKey(source.set.issuers[SERVICE_ISSUER].current, tokenClaims());
    expect(await outcome(verifier.verify(token))).toBe('accepted');
    expect(verifier.cache.loads).toBe(2);
  });
});

describe('verifier: a token sent again is judged again by every rule', () => {
  let set: SigningKeySet;
  beforeAll(() => {
    set = newSigningKeySet(at(0));
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const sign = (claims: Record<string, unknown> = {}) =>
    signWithKey(set.issuers[SERVICE_ISSUER].current, tokenClaims(claims, T0));
  const tamper = (token: string) => {
    const index = token.length - 20;
    return `${token.slice(0, index)}${token[index] === 'A' ? 'B' : 'A'}${token.slice(index + 1)}`;
  };

  it('gives a token sent again the same verdict: accepted, wrong signature, unknown kid, malformed', async () => {
    const verifier = verifierOver({ set });
    const good = sign();
    const unknownKid = signWithKey(
      { ...set.issuers[SERVICE_ISSUER].current, kid: 'unknown' },
      tokenClaims({}, T0),
    );
    for (let time = 0; time < 2; time += 1) {
      expect(await outcome(verifier.verify(good))).toBe('accepted');
      expect(await outcome(verifier.verify(tamper(good)))).toBe(TOKEN_ERRORS.invalidSignature);
      expect(await outcome(verifier.verify(unknownKid))).toBe(TOKEN_ERRORS.invalidSignature);
      expect(await outcome(verifier.verify('not.a.token'))).toBe(TOKEN_ERRORS.malformed);
    }
  });

  it('refuses an accepted token once it expires, with the 60 s of skew', async () => {
    const verifier = verifierOver({ set });
    const token = sign({ exp: Math.floor(T0 / 1000) + 5 * 60 });
    expect(await outcome(verifier.verify(token))).toBe('accepted');
    vi.setSystemTime(at(6 * MIN - 1000));
    expect(await outcome(verifier.verify(token))).toBe('accepted');
    vi.setSystemTime(at(6 * MIN + 1000));
    expect(await outcome(verifier.verify(token))).toBe(TOKEN_ERRORS.expired);
  });

  it('refuses an accepted token once its key has left the published set and the keys are reloaded', async () => {
    const source = { set };
    const verifier = verifierOver(source);
    const token = sign();
    expect(await outcome(verifier.verify(token))).toBe('accepted');
    source.set = newSigningKeySet(at(MIN));
    vi.setSystemTime(at(9 * MIN));
    expect(await outcome(verifier.verify(token))).toBe('accepted');
    vi.setSystemTime(at(10 * MIN));
    expect(await outcome(verifier.verify(token))).toBe(TOKEN_ERRORS.invalidSignature);
  });

  it('gives every caller its own copy of the claims and scopes', async () => {
    const verifier = verifierOver({ set });
    const token = sign();
    const first = await verifier.verify(token);
    first.scopes.push('write:everything');
    first.claims.sub = 'someone else';
    const second = await verifier.verify(token);
    expect(second.scopes).toEqual(['read:masterdata:co_test']);
    expect(second.claims.sub).toBe('test-service');
  });
});
