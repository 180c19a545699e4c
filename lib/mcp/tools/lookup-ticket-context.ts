import * as z from '../../shared/zod.js';
import { MAX_FAILURES_LISTED, ticketContext } from '../../tickets/ticket-context.js';
import { defineTool, readOnly } from '../tool.js';
import { count } from './words.js';

export const lookupTicketContext = defineTool({
  name: 'lookupTicketContext',
  description:
    "A support ticket with its context: the company's failed transmissions from a day before the ticket until now (newest 50, each with its likely cause) and the employees those failures were about, as master data knows them.",
  need: { kind: 'family', family: 'read:tickets' },
  annotations: readOnly('Ticket context'),
  input: () =>
    z.object({
      ticketId: z.string().check(z.minLength(1), z.maxLength(100), z.describe('e.g. tkt_…')),
    }),
  async run({ tenant }, { ticketId }) {
    const { complete, ...data } = await ticketContext(tenant ?? '', ticketId);
    const { ticket, failedTransmissions: failures, affectedEmployees } = data;
    const warnings = complete ? [] : [`only the newest ${MAX_FAILURES_LISTED} failures are listed`];
    const missing = affectedEmployees.filter((e) => !e.inMasterData).length;
    return {
      data,
      humanSummary:
        `Ticket ${ticket.ticketId} (${ticket.status}): ${ticket.subject}. ` +
        (failures.length === 0
          ? 'No failed transmissions since a day before it was opened.'
          : `${count(failures.length, 'failed transmission')}${complete ? '' : ' or more'} since a day before it, about ${count(affectedEmployees.length, 'employee')}${missing ? ` (${missing} not in master data)` : ''}.`),
      warnings,
    };
  },
});
