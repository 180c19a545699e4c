/**
 * A support ticket with what support needs beside it (the MCP tool lookupTicketContext): the
 * company's failed transmissions from a day before the ticket until now, each with its likely
 * cause, and the employees those failures were about, as master data knows them.
 */
import { getEmployee } from '../dynamo/employee-store.js';
import { likelyCause } from '../logs/error-causes.js';
import { recentTransmissions } from '../logs/transmissions.js';
import { ticketOfCompany } from './manage-tickets.js';

/** Failures listed at most, the newest. */
export const MAX_FAILURES_LISTED = 50;
const MAX_EMPLOYEES = 20;
/** Failures from a day before the ticket was opened, but never more than two weeks back. */
const BEFORE_TICKET_MS = 86_400_000;
const MAX_LOOKBACK_MS = 14 * 86_400_000;

export async function ticketContext(companyId: string, ticketId: string, now = Date.now()) {
  const ticket = await ticketOfCompany(companyId, ticketId);
  const from = Math.max(Date.parse(ticket.createdAt) - BEFORE_TICKET_MS, now - MAX_LOOKBACK_MS);
  const recent = await recentTransmissions(
    {
      companyId,
      fromIso: new Date(from).toISOString(),
      toIso: new Date(now).toISOString(),
      filter: { failedOnly: true },
    },
    MAX_FAILURES_LISTED,
  );
  const failedTransmissions = recent.transmissions.map((t) => ({
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
  // complete: false when there were more failures than are listed.
  return { ticket, failedTransmissions, affectedEmployees, complete: recent.complete };
}
