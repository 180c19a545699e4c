/** Admin commands for the summaries the dashboards and analytics read. */
import { readLag, readSettleState } from '../dynamo/summary-store.js';
import { isRealDate } from '../shared/dates.js';
import { ValidationError } from '../shared/errors.js';
import { rebuildSummaries, settleAll } from '../summaries/settle.js';
import type { AdminCommand } from './command.js';

export const summaryCommands: Record<string, AdminCommand> = {
  'summaries:health': {
    summary:
      "a company's summing: the days summed through, days changed since, failures; and the change stream's last lag",
    options: { company: { required: true, description: 'company id' } },
    run: async (o) => ({ ...(await readSettleState(o.company ?? '', true)), lag: await readLag() }),
  },
  'summaries:settle': {
    summary: "sum every company's days that are due now (what the schedule runs)",
    options: {},
    run: () => settleAll(),
  },
  'summaries:rebuild': {
    summary: "sum a company's days again from its raw items (after a failure; safe while the service runs)",
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
