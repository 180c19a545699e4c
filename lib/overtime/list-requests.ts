/**
 * Listing extension requests: the pending ones, oldest first, of one approver (POST
 * /listExtensionRequests, and the MCP tool listPendingExtensions with managerEmail) or of the whole
 * company (the MCP tool without it), a page at a time; and every request of one employee's day.
 */
import type { Company } from '../companies/company.js';
import { getRequestedSeconds, listRequestsOfDay, pagePendingRequests } from '../dynamo/extension-store.js';
import * as z from '../shared/zod.js';
import {
  type ExtensionRequest,
  ExtensionRequestViewSchema,
  MAX_LIST_LIMIT,
  requestView,
} from './extension-request.js';
import type { ListExtensionRequestsInput } from './schemas.js';

/** A page of pending requests (/listExtensionRequests' `result`); nextCursor only when more follow. */
export const PendingListingSchema = z.object({
  requests: z.array(ExtensionRequestViewSchema),
  nextCursor: z.optional(z.string()),
});
export type PendingListing = z.output<typeof PendingListingSchema>;

export async function listPendingRequests(
  companyId: string,
  request: { approver?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<PendingListing> {
  const { records, ...next } = await pagePendingRequests(companyId, request, request.approver);
  return {
    // The indexes are eventually consistent: a request decided a moment ago may still be in them.
    requests: records.filter((pending) => pending.status === 'pending').map(requestView),
    ...next,
  };
}

/** POST /listExtensionRequests: the pending requests whose approver is `email`. */
export async function listExtensionRequests(
  company: Company,
  input: ListExtensionRequestsInput,
): Promise<PendingListing> {
  return listPendingRequests(company.companyId, {
    approver: input.email,
    limit: input.limit ?? MAX_LIST_LIMIT,
    cursor: input.cursor,
  });
}

export interface RequestsOfDay {
  /** Every request of the day, whatever its status. */
  requests: ExtensionRequest[];
  /** The seconds the employee has requested that day, as counted when each request was made. */
  requestedSeconds: number;
}

/** The employee's requests of one local day (the MCP tool getEmployeeDay). */
export async function requestsOfDay(companyId: string, login: string, day: string): Promise<RequestsOfDay> {
  const [requests, requestedSeconds] = await Promise.all([
    listRequestsOfDay(companyId, login, day),
    getRequestedSeconds(companyId, login, day),
  ]);
  return { requests, requestedSeconds };
}
