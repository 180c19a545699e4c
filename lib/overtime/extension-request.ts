/** The extension request record and the view of it the API returns. */
import { randomUUID } from 'node:crypto';
import { LOCAL_DATE_TIME_FORMAT } from '../shared/date-formats.js';
import * as z from '../shared/zod.js';
import type { ExtensionDecidedData } from '../webhooks/event-types.js';
import type { ApproverRule } from './approver.js';

const ExtensionStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type ExtensionStatus = z.output<typeof ExtensionStatusSchema>;

/** sending: stored, mail not yet confirmed; skipped: test (HOMOLOG) company, no mail by design. */
export const EmailStatusSchema = z.enum(['sending', 'sent', 'failed', 'skipped']);
export type EmailStatus = z.output<typeof EmailStatusSchema>;

/** How a request was decided: /approveRequest, the e-mailed link, or the approval card in a chat (MCP Apps). */
export type DecidedVia = 'approveRequest' | 'approvalLink' | 'chat';

export interface ExtensionRequest {
  requestId: string;
  companyId: string;
  companyName: string;
  /** The employee's login. */
  user: string;
  employeeName: string;
  reqMinutes: number;
  justification: string;
  /** Local date-time `YYYY-MM-DD HH:mm:ss` in the employee's time zone. */
  extraTime: string;
  /** The local day (`YYYY-MM-DD`) of extraTime: the day whose total this request adds to. */
  day: string;
  /** The employee's department when the request was made: an approval into a day no punch has
   * placed yet counts the minutes under it. */
  department: string;
  /** The approver's e-mail as resolved. */
  manager: string;
  approverRule: ApproverRule;
  status: ExtensionStatus;
  /** Seconds requested by the employee that day, this request included, when it was made. */
  requestTime: number;
  emailStatus: EmailStatus;
  createdAt: string;
  decidedAt?: string;
  decidedVia?: DecidedVia;
  /** Epoch seconds when it expires: the company's time-record retention after its day (its approved minutes' day too). */
  ttl: number;
  /** When the company erased the employee: an approved request is a time record it keeps, shown to no one. */
  erasedAt?: string;
}

/** Where a request is found from its id alone (its "by id" item), kept as long as the request (its ttl). */
export type ExtensionRequestRef = Pick<
  ExtensionRequest,
  'companyId' | 'requestId' | 'user' | 'createdAt' | 'ttl'
>;

/** What extension.decided says a decision came through (its schema's `via`). */
export type DecisionChannel = ExtensionDecidedData['via'];

export const CHANNEL_OF: Record<DecidedVia, DecisionChannel> = {
  approveRequest: 'api',
  approvalLink: 'link',
  chat: 'chat',
};

/** The most requests one page of a list holds, and the size of a page when none is asked for. */
export const MAX_LIST_LIMIT = 100;

export function newRequestId(): string {
  return `ext_${randomUUID()}`;
}

/** A request as /listExtensionRequests returns it. */
export const ExtensionRequestViewSchema = z.object({
  requestId: z.string(),
  user: z.string(),
  reqMinutes: z.int(),
  justification: z.string(),
  extraTime: z.string().check(z.meta(LOCAL_DATE_TIME_FORMAT)),
  manager: z.string(),
  status: ExtensionStatusSchema,
  requestTime: z.int(),
  createdAt: z.string().check(z.meta({ format: 'date-time' })),
  emailStatus: EmailStatusSchema,
});

export function requestView(request: ExtensionRequest): z.output<typeof ExtensionRequestViewSchema> {
  return {
    requestId: request.requestId,
    user: request.user,
    reqMinutes: request.reqMinutes,
    justification: request.justification,
    extraTime: request.extraTime,
    manager: request.manager,
    status: request.status,
    requestTime: request.requestTime,
    createdAt: request.createdAt,
    emailStatus: request.emailStatus,
  };
}

/** An approval link as stored: the request it decides, until when, and when it was used. */
export interface ApprovalLinkRecord {
  companyId: string;
  user: string;
  createdAt: string;
  requestId: string;
  expiresAt: number;
  /** Epoch seconds after which the item may be deleted: it outlives the link, to say it expired. */
  ttl: number;
  usedAt?: string;
}

/** What extension.decided says of requests decided together (one transaction). */
export function decidedData(
  requests: readonly ExtensionRequest[],
  { status, decidedAt, via }: { status: 'approved' | 'rejected'; decidedAt: string; via: DecidedVia },
): ExtensionDecidedData {
  return {
    employee: requests[0]?.user ?? '',
    status,
    minutes: requests.reduce((sum, request) => sum + request.reqMinutes, 0),
    requestIds: requests.map((request) => request.requestId),
    decidedBy: requests[0]?.manager ?? '',
    via: CHANNEL_OF[via],
    decidedAt,
  };
}
