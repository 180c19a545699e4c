import type { Actor } from '../shared/actor.js';

/** An employee's screen block as stored, apart from the employee (a /masterData import replaces that whole). */
export interface ScreenBlock {
  companyId: string;
  login: string;
  blocked: boolean;
  reason: string;
  /** When the screen became blocked; null while unblocked. */
  blockedSince: string | null;
  changedBy: Actor;
  changedAt: string;
  /** Increases with every write. */
  version: number;
}
