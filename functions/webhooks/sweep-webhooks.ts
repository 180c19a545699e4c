/**
 * Every minute (a schedule in the cloud, a timer under `npm start`): webhook deliveries whose retry
 * is due are tried again, within the function's time less a margin.
 */
import type { Context } from 'aws-lambda';
import { sweepDueDeliveries } from '../../lib/webhooks/sweep.js';

/** Left for the attempts in flight when the budget runs out, and for recording them. */
const MARGIN_MS = 15_000;

export const handler = async (_event: unknown, context: Context): Promise<void> => {
  await sweepDueDeliveries({ budgetMs: Math.max(0, context.getRemainingTimeInMillis() - MARGIN_MS) });
};
