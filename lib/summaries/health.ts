/** What an answer built from summaries must say when they may not hold every change yet. Pure. */
import type { SummaryHealth } from '../dynamo/summary-store.js';

/** Stands for "employee counts" among a stale marker's days. */
export const STAFF_DAY = 'staff';

export interface HealthScope {
  /** Days the answer covers (`YYYY-MM-DD`, inclusive). */
  days?: { from: string; to: string };
  /** The answer counts employees. */
  staff?: boolean;
}

const listed = (days: readonly string[]) =>
  days.length <= 3 ? days.join(', ') : `${days.slice(0, 3).join(', ')} and ${days.length - 3} more`;

export function healthWarnings(health: SummaryHealth, scope: HealthScope, now = new Date()): string[] {
  const warnings: string[] = [];
  if (health.lag && health.lag.until > now.toISOString()) {
    warnings.push(
      `the summaries were ${health.lag.behindSeconds} s behind the latest changes at ${health.lag.at}: the newest changes may not be counted yet`,
    );
  }
  for (const marker of health.stale) {
    const days = marker.days.filter(
      (day) =>
        (day === STAFF_DAY && scope.staff) ||
        (scope.days !== undefined && day >= scope.days.from && day <= scope.days.to),
    );
    if (days.length === 0) continue;
    const what = days.includes(STAFF_DAY) ? 'the employee counts' : `the summaries of ${listed(days)}`;
    warnings.push(
      `${what} may miss changes that could not be applied since ${marker.since}; they are being retried`,
    );
  }
  return warnings;
}
