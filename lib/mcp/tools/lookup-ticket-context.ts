import { getEmployee } from '../../dynamo/employee-store.js';
import { likelyCause } from '../../logs/error-causes.js';
import { recentTransmissions } from '../../logs/transmissions.js';
import * as z from '../../shared/zod.js';
import { ticketOfCompany } from '../../tickets/manage-tickets.js';
import { defineTool } from '../tool.js';
import { count } from './words.js';

const MAX_FAILURES = 50;
const MAX_EMPLOYEES = 20;
/** Failures from a day before the ticket was opened, but never more than two weeks back. */
const BEFORE_TICKET_MS = 86_400_000;
const MAX_LOOKBACK_MS = 14 * 86_400_000;

export const lookupTicketContext = defineTool({
  name: 'lookupTicketContext',
  description:
    "A support ticket with its context: the company's failed transmissions from a day before the ticket until now (newest 50, each with its likely cause) and the employees those failures were about, as master data knows them.",
  need: { kind: 'family', family: 'read:tickets' },
  annotations: {
    title: 'Ticket context',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () =>
    z.object({
      ticketId: z.string().check(z.minLength(1), z.maxLength(100), z.describe('e.g. tkt_…')),
    }),
  async run({ tenant }, { ticketId }) {
    const companyId = tenant ?? '';
    const ticket = await ticketOfCompany(companyId, ticketId);
    const now = Date.now();
    const from = Math.max(Date.parse(ticket.createdAt) - BEFORE_TICKET_MS, now - MAX_LOOKBACK_MS);
    const recent = await recentTransmissions(
      {
        companyId,
        fromIso: new Date(from).toISOString(),
        toIso: new Date(now).toISOString(),
        filter: { failedOnly: true },
      },
      MAX_FAILURES,
    );
    const failures = recent.transmissions.map((t) => ({
      ...t,
      ...likelyCause(t.endpoint, t.status, t.errorCode),
    }));
    const logins = [...new Set(recent.transmissions.flatMap((t) => t.logins ?? []))].slice(0, MAX_EMPLOYEES);
    const affectedEmployees = await Promise.all(
      logins.map(async (login) => {
        const stored = await getEmployee(companyId, login);
        return stored
          ? {
              login,
              inMasterData: true,
              name: stored.profile.name,
              department: stored.profile.department,
              active: stored.profile.active,
            }
          : { login, inMasterData: false };
      }),
    );
    const warnings = recent.complete ? [] : [`only the newest ${MAX_FAILURES} failures are listed`];
    const missing = affectedEmployees.filter((e) => !e.inMasterData).length;
    return {
      data: { ticket, failedTransmissions: failures, affectedEmployees },
      humanSummary:
        `Ticket ${ticket.ticketId} (${ticket.status}): ${ticket.subject}. ` +
        (failures.length === 0
          ? 'No failed transmissions since a day before it was opened.'
          : `${count(failures.length, 'failed transmission')}${recent.complete ? '' : ' or more'} since a day before it, about ${count(affectedEmployees.length, 'employee')}${missing ? ` (${missing} not in master data)` : ''}.`),
      warnings,
    };
  },
});
