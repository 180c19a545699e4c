/**
 * POST /requestExtension: store a pending request, count its seconds into the employee's day and
 * ask the approver by e-mail. Nothing is lost when the mail fails: the request is stored first and
 * stays pending and listed, marked `emailStatus: failed`.
 */
import { type Company, timeRecordYearsOf } from '../companies/company.js';
import {
  addRequestedSeconds,
  getRequestedSeconds,
  putPendingRequest,
  setEmailStatus,
  takeBackRequestedSeconds,
} from '../dynamo/extension-store.js';
import { ttlOfTimeRecord } from '../dynamo/keys.js';
import { sendEmail } from '../email/send-email.js';
import { idempotent } from '../idempotency/idempotent.js';
import { employeeOf } from '../masterdata/employee-of.js';
import { localDateTimeOf } from '../shared/dates.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { AppError, errorOf } from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import * as z from '../shared/zod.js';
import { eventsFor, subjects } from '../webhooks/events.js';
import { approvalEmail } from './approval-email.js';
import {
  approvalLinkKeyFor,
  approvalUrl,
  hashLinkKey,
  LINK_KEPT_AFTER_EXPIRY_DAYS,
  LINK_VALID_DAYS,
} from './approval-link.js';
import { resolveApprover } from './approver.js';
import {
  type EmailStatus,
  EmailStatusSchema,
  type ExtensionRequest,
  newRequestId,
} from './extension-request.js';
import type { RequestExtensionInput } from './schemas.js';

/** What is stored for an idempotent replay: no link key (it is derived again from requestId). */
export interface RequestOutcome {
  requestId: string;
  requestTime: number;
  manager: string;
  emailStatus: EmailStatus;
  hasLink: boolean;
}

/** What /requestExtension answers (beside `err`). */
export const RequestExtensionAnswerSchema = z.object({
  message: z.string(),
  requestId: z.string(),
  requestTime: z.int().check(z.describe('seconds requested that day, this request included')),
  manager: z.string().check(z.describe('the approver chosen')),
  emailStatus: EmailStatusSchema,
  approvalLinkKey: z.nullable(z.string()),
});
export type RequestExtensionAnswer = z.output<typeof RequestExtensionAnswerSchema> & { replayed: boolean };

const DAY_SECONDS = 86_400;

async function notifyApprover(
  request: ExtensionRequest,
  linkKey: string,
  httpRequestId: string | undefined,
): Promise<EmailStatus> {
  let status: EmailStatus;
  let messageId: string | undefined;
  try {
    messageId = await sendEmail(approvalEmail(request, approvalUrl(linkKey)));
    status = 'sent';
  } catch (error) {
    // The message is the one the EmailSendFailed alarm matches (infra/alarms.ts).
    logger.error('email send failed', {
      requestId: httpRequestId,
      reason: 'approval e-mail; the extension request stays pending and listed',
      extensionRequestId: request.requestId,
      companyId: request.companyId,
      error,
    });
    status = 'failed';
  }
  try {
    await setEmailStatus(request, status, messageId);
  } catch (error) {
    // The request is stored and pending either way; only the mark is missing.
    logger.error('e-mail status not recorded', { requestId: request.requestId, status, error });
  }
  return status;
}

/** What a request would be, read now: whose, for when, who approves, and what the day holds already. */
export interface ExtensionPreview {
  employeeName: string;
  approver: string;
  extraTime: string;
  day: string;
  /** The seconds the employee had asked for that day before this request. */
  requestedSeconds: number;
}

async function employeeAndApprover(company: Company, input: RequestExtensionInput, now: Date) {
  const { profile } = await employeeOf(company.companyId, input.user);
  const approver = resolveApprover(company, profile, input.manager ?? undefined);
  const extraTime = input.extraTime ?? localDateTimeOf(now.getTime(), profile.timezone ?? company.timezone);
  return { profile, approver, extraTime, day: extraTime.slice(0, 10) };
}

/** The request `input` would make, without making it (what a person is asked to confirm). */
export async function previewExtensionRequest(
  company: Company,
  input: RequestExtensionInput,
  now = new Date(),
): Promise<ExtensionPreview> {
  const { profile, approver, extraTime, day } = await employeeAndApprover(company, input, now);
  return {
    employeeName: profile.name,
    approver: approver.email,
    extraTime,
    day,
    requestedSeconds: await getRequestedSeconds(company.companyId, input.user, day),
  };
}

/**
 * `httpRequestId`: the HTTP request's id (x-request-id), for the log line of a failed e-mail.
 * `expect`, given the approver as resolved now, throws to make no request (a confirmed request
 * whose approver changed since the person was asked).
 */
export async function createExtensionRequest(
  company: Company,
  input: RequestExtensionInput,
  now = new Date(),
  httpRequestId?: string,
  expect?: (approver: string) => void,
): Promise<RequestOutcome> {
  const { profile, approver, extraTime, day } = await employeeAndApprover(company, input, now);
  expect?.(approver.email);
  const seconds = input.reqMinutes * 60;

  const requestId = newRequestId();
  const ttl = ttlOfTimeRecord(day, timeRecordYearsOf(company));
  const requestTime = await addRequestedSeconds(company.companyId, input.user, day, seconds, requestId, ttl);
  const request: ExtensionRequest = {
    requestId,
    companyId: company.companyId,
    companyName: company.name,
    user: input.user,
    employeeName: profile.name,
    reqMinutes: input.reqMinutes,
    justification: input.justification,
    extraTime,
    day,
    department: profile.department,
    manager: approver.email,
    approverRule: approver.rule,
    status: 'pending',
    requestTime,
    emailStatus: company.isTest ? 'skipped' : 'sending',
    createdAt: now.toISOString(),
    ttl,
  };
  const linkKey = company.isTest ? undefined : await approvalLinkKeyFor(request.requestId);
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const expiresAt = nowSeconds + LINK_VALID_DAYS * DAY_SECONDS;
  const events = await eventsFor(
    company.companyId,
    'extension.requested',
    subjects.employee(request.user),
    () => ({
      requestId: request.requestId,
      employee: request.user,
      minutes: request.reqMinutes,
      extraTime: request.extraTime,
      day: request.day,
      manager: request.manager,
      requestTime: request.requestTime,
      createdAt: request.createdAt,
    }),
    now,
  );
  try {
    await putPendingRequest(
      request,
      linkKey
        ? {
            hash: hashLinkKey(linkKey),
            expiresAt,
            ttl: expiresAt + LINK_KEPT_AFTER_EXPIRY_DAYS * DAY_SECONDS,
          }
        : undefined,
      events,
    );
  } catch (error) {
    // The day's total counts stored requests only: take these seconds back.
    await takeBackRequestedSeconds(company.companyId, input.user, day, seconds, requestId).catch(
      (undoError: unknown) =>
        logger.error('requested seconds not taken back', { requestId: request.requestId, error: undoError }),
    );
    throw error;
  }
  const emailStatus = linkKey ? await notifyApprover(request, linkKey, httpRequestId) : 'skipped';
  return {
    requestId: request.requestId,
    requestTime,
    manager: approver.email,
    emailStatus,
    hasLink: !!linkKey,
  };
}

function messageFor(outcome: RequestOutcome): string {
  switch (outcome.emailStatus) {
    case 'skipped':
      return 'extension request stored; test company (HOMOLOG): no approval e-mail sent';
    case 'failed':
      return `extension request stored and pending, but the approval e-mail to ${outcome.manager} could not be sent; the request is listed for the approver`;
    default:
      return `extension request stored; approval e-mail sent to ${outcome.manager}`;
  }
}

/** Who asks: the REST endpoint (the default), or the MCP tool, whose keys are its own. */
export interface RequestChannel {
  /** The idempotency scope: the same key sent to two channels means two things. */
  idempotencyScope: string;
  expect?: (approver: string) => void;
}

const REST: RequestChannel = { idempotencyScope: 'requestExtension' };

/**
 * The endpoint's use case (and the MCP tool's): runs once per Idempotency-Key when one is given. A
 * throttled or unreachable dependency stays a 503 (an AppError); any other failure that is not the
 * caller's is the contract's 500 PROCESSING_ERROR.
 */
export async function requestExtension(
  company: Company,
  input: RequestExtensionInput,
  idempotencyKey?: string,
  httpRequestId?: string,
  channel: RequestChannel = REST,
): Promise<RequestExtensionAnswer> {
  let result: { value: RequestOutcome; replayed: boolean };
  const create = () => createExtensionRequest(company, input, new Date(), httpRequestId, channel.expect);
  try {
    result = idempotencyKey
      ? await idempotent(
          {
            companyId: company.companyId,
            scope: channel.idempotencyScope,
            key: idempotencyKey,
            payload: input,
          },
          create,
        )
      : { value: await create(), replayed: false };
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw errorOf(ERRORS.extensionNotProcessed, {}, { cause: error });
  }
  const { value: outcome, replayed } = result;
  // Named one by one: a replayed outcome comes back from DynamoDB with its keys in another order,
  // and a replay must answer the first answer's bytes.
  return {
    message: messageFor(outcome),
    requestId: outcome.requestId,
    requestTime: outcome.requestTime,
    manager: outcome.manager,
    emailStatus: outcome.emailStatus,
    approvalLinkKey: outcome.hasLink ? await approvalLinkKeyFor(outcome.requestId) : null,
    replayed,
  };
}
