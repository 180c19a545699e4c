/**
 * Every quarter of an hour: each company's days that are over, or changed and quiet since, summed
 * from their records, and its transmissions counted up to a few minutes ago (lib/summaries/settle.ts).
 */
import { settleAll } from '../../lib/summaries/settle.js';

export const handler = async (): Promise<{ companies: number; days: number; failed: number }> => {
  const reports = await settleAll();
  return {
    companies: reports.length,
    days: reports.reduce((n, r) => n + r.days.length, 0),
    failed: reports.reduce((n, r) => n + r.failed.length, 0),
  };
};
