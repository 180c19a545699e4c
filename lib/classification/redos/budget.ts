/**
 * A bound on the analysis's work, counted in steps (states, edges and product nodes visited), so
 * that its time is bounded whatever the pattern, and the same pattern gets the same answer on any
 * machine under any load.
 */
export class BudgetExceeded extends Error {
  constructor() {
    super('the ReDoS analysis ran out of its step budget');
  }
}

export class Budget {
  private used = 0;

  constructor(readonly limit: number) {}

  spend(steps: number): void {
    this.used += steps;
    if (this.used > this.limit) throw new BudgetExceeded();
  }

  get spent(): number {
    return this.used;
  }
}
