/**
 * How fresh an answer built from the summaries is, and what it must say. Pure.
 *
 * A day not summed yet, or changed since it was summed (pending), or whose summing or marking
 * failed, is counted from its records when the answer is asked; a summed day holds every change
 * made before it was summed, and a later change to it counts once the change stream has delivered
 * it (its day is then pending): normally within seconds. So an answer counts every change made up
 * to the moment it is asked, less the stream's delay when the summariser last saw it behind.
 */
import type { FailedSummary, Lag, SettleState } from './records.js';

/** How long after a late delivery the answers keep saying the stream was behind. */
const LAG_NOTICE_MS = 5 * 60_000;

export interface Freshness {
  /** Every change made before this instant is counted. */
  countedUpTo: string;
  warnings: string[];
}

const listed = (days: readonly string[]) =>
  days.length <= 3 ? days.join(', ') : `${days.slice(0, 3).join(', ')} and ${days.length - 3} more`;

function failureWarning(companyId: string, failure: FailedSummary, days: readonly string[]): string {
  return (
    `the summaries of ${listed(days)} could not be updated since ${failure.since} (${failure.reason}): ` +
    `those days are counted from their records; the next scheduled summing repairs them, or now ` +
    `\`npm run admin -- summaries:rebuild --company ${companyId} --from ${days[0]} --to ${days.at(-1)}\``
  );
}

/** `lag`: the stream's, when the answer reads summed days (a change to one of them comes through the stream). */
export function freshnessOf(
  companyId: string,
  state: Pick<SettleState, 'failed'>,
  lag: Lag | undefined,
  range: { from: string; to: string } | undefined,
  now = new Date(),
): Freshness {
  const warnings: string[] = [];
  let countedUpTo = now.getTime();
  if (lag && Date.parse(lag.at) > now.getTime() - LAG_NOTICE_MS) {
    countedUpTo -= lag.behindSeconds * 1000;
    warnings.push(
      `the change stream was ${lag.behindSeconds} s behind at ${lag.at}: a change made since ${new Date(countedUpTo).toISOString()} to a day summed already may not be counted yet`,
    );
  }
  for (const failure of state.failed) {
    const days = range ? failure.days.filter((day) => day >= range.from && day <= range.to) : [];
    if (days.length > 0) warnings.push(failureWarning(companyId, failure, days));
  }
  return { countedUpTo: new Date(countedUpTo).toISOString(), warnings };
}
