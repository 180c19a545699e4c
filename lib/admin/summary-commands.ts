/** Admin commands for the summaries the dashboards and analytics read. */
import { readSummaryHealth } from '../dynamo/summary-store.js';
import { isRealDate } from '../shared/dates.js';
import { ValidationError } from '../shared/errors.js';
import { rebuildSummaries } from '../summaries/rebuild.js';
import type { AdminCommand } from './command.js';

export const summaryCommands: Record<string, AdminCommand> = {
  'summaries:health': {
    summary:
      'whether the summaries are behind, and the failed deliveries they miss (one company with --company)',
    options: { company: { description: 'company id' } },
    run: (o) => readSummaryHealth(o.company || undefined),
  },
  'summaries:rebuild': {
    summary:
      "rebuild a company's summaries of some days from its raw items (after a failed delivery; safe while the service runs)",
    options: {
      company: { required: true, description: 'company id' },
      from: { required: true, description: 'first day YYYY-MM-DD' },
      to: { required: true, description: 'last day YYYY-MM-DD (inclusive)' },
    },
    run: async (o) => {
      const from = o.from ?? '';
      const to = o.to ?? '';
      if (!isRealDate(from) || !isRealDate(to) || to < from) {
        throw new ValidationError('--from and --to must be real dates YYYY-MM-DD, from not after to');
      }
      return rebuildSummaries(o.company ?? '', from, to);
    },
  },
};
