/** The record of one person's erasure (keys.ts erasureEntity), as the erasure keeps it. */

export interface ErasureRecord {
  companyId: string;
  /** The person's keyed pseudonym (person.ts): the record's key. */
  pseudonym: string;
  executionId: string;
  status: 'running' | 'finished';
  /** While running only: whom it erases, for a run that finishes a stopped one. */
  login?: string;
  email?: string;
  /** How many of the erasure's steps are done, in order. */
  stepsDone: number;
  /** Items erased, kept and changed, by kind (added to as each step finishes). */
  counts: Record<string, number>;
  startedAt: string;
  finishedAt?: string;
  /** Epoch seconds of the last expiry among the time records kept. */
  keptUntil?: number;
}
