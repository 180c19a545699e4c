/**
 * Verdicts on whole access tokens, so a token seen again skips the RS256 check, by far the
 * costliest step of verifying: an agent sends the same bearer token with every call for up to an
 * hour, and a misconfigured client retries the very token that was refused.
 *
 * Keyed by the exact token text. A verdict holds only while the key set it was reached with is the
 * one loaded and fresh (any reload drops every verdict, and the keys are reloaded when 10 minutes
 * old, so a key taken out of the set stops its tokens as soon as without this cache), and a good
 * one only until the token expires (with the clock skew allowed) or its key's `notAfter`. Only verdicts
 * that depend on nothing but the token and the key set are kept: acceptance, and a signature found
 * wrong by a loaded key.
 * The later time checks (`nbf`, `iat` in the future) can only pass more easily later, so a token
 * once accepted stays acceptable until it expires. At most MAX_VERDICTS are kept, the oldest
 * dropped first.
 */
export const MAX_VERDICTS = 1_000;

interface Verdict<T> {
  keySet: number;
  validUntilMs: number;
  outcome: { accepted: T } | { refused: string };
}

export class VerdictCache<T> {
  private readonly verdicts = new Map<string, Verdict<T>>();

  /** The verdict on the token reached with this key set, if one is kept and still holds. */
  lookup(token: string, keySet: number, nowMs: number): Verdict<T>['outcome'] | undefined {
    const verdict = this.verdicts.get(token);
    if (!verdict) return undefined;
    if (verdict.keySet !== keySet || nowMs >= verdict.validUntilMs) {
      this.verdicts.delete(token);
      return undefined;
    }
    return verdict.outcome;
  }

  remember(token: string, keySet: number, validUntilMs: number, outcome: Verdict<T>['outcome']): void {
    if (this.verdicts.size >= MAX_VERDICTS && !this.verdicts.has(token)) {
      const oldest = this.verdicts.keys().next();
      if (!oldest.done) this.verdicts.delete(oldest.value);
    }
    this.verdicts.set(token, { keySet, validUntilMs, outcome });
  }

  get size(): number {
    return this.verdicts.size;
  }
}
