/**
 * A bound on the analysis's work in CPU time, so that no pattern holds a request's CPU for longer
 * than that, whatever its shape. Steps (a state, edge or product node looked at) are counted as the
 * analysis goes, and every CHECK_EVERY of them the process's CPU time is read; past the limit the
 * analysis stops. Counting steps alone did not bound the time: their cost varies tenfold between
 * patterns.
 */
export class BudgetExceeded extends Error {
  constructor() {
    super('the ReDoS analysis ran out of its budget');
  }
}

/** Steps between two readings of the CPU clock (a reading costs about a microsecond). */
const CHECK_EVERY = 512;

export interface BudgetLimits {
  /** CPU time the analysis may use, in milliseconds. */
  cpuMs: number;
}

function cpuMicros(): number {
  const { user, system } = process.cpuUsage();
  return user + system;
}

export class Budget {
  private used = 0;
  private untilCheck = CHECK_EVERY;
  private readonly startedAt = cpuMicros();

  constructor(readonly limits: BudgetLimits) {}

  spend(steps: number): void {
    this.used += steps;
    this.untilCheck -= steps;
    if (this.untilCheck > 0) return;
    this.untilCheck = CHECK_EVERY;
    if (this.cpuMs > this.limits.cpuMs) throw new BudgetExceeded();
  }

  get spent(): number {
    return this.used;
  }

  /** CPU time used since the budget was made, in milliseconds. */
  get cpuMs(): number {
    return (cpuMicros() - this.startedAt) / 1000;
  }
}
