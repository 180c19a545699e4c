/**
 * A company and its data written as an integration would write them: every record goes through
 * the service's own schema and use case (the one the endpoint's handler calls), so it passes the
 * same validation and writes the same items, events and executions. `npm start`'s demo companies
 * and the sandbox companies are built by it.
 */
import { insertRule } from '../classification/rules.js';
import { RuleFieldsSchema } from '../classification/schemas.js';
import type { Company } from '../companies/company.js';
import { createCompany } from '../companies/manage-companies.js';
import { SetEventSchema } from '../events/schemas.js';
import { setEvents } from '../events/set-events.js';
import type { Employee } from '../masterdata/employee.js';
import { submitMasterData } from '../masterdata/submit-master-data.js';
import { lowerCaseBody } from '../notifications/lower-case-keys.js';
import { readNotificationRequest } from '../notifications/notification.js';
import { sendNotification } from '../notifications/send-notification.js';
import { approveRequests } from '../overtime/decide-requests.js';
import { createExtensionRequest } from '../overtime/request-extension.js';
import { ApproveRequestSchema, RequestExtensionSchema } from '../overtime/schemas.js';
import { sendPunchClock } from '../punch/save-punches.js';
import { SendPunchClockSchema } from '../punch/schemas.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import { parseInput } from '../shared/validation.js';

export interface PlannedRequest {
  user: string;
  reqMinutes: number;
  justification: string;
  extraTime: string;
  /** What the approver did: `pending` leaves it to be decided. */
  decision: 'pending' | 'approved' | 'rejected';
  /** Who decides it (the employee's manager, or the company's overtime manager). */
  approver: string;
}

/** Everything as the body of the endpoint that takes it (without the key). */
export interface CompanyPlan {
  company: { name: string; timezone: string; overtimeManagers: string[]; test?: boolean };
  employees: readonly Employee[];
  punchDays?: readonly Record<string, unknown>[];
  events?: readonly Record<string, unknown>[];
  requests?: readonly PlannedRequest[];
  rules?: readonly Record<string, unknown>[];
  notifications?: readonly Record<string, unknown>[];
}

/** Punch days written at once: enough to keep DynamoDB busy, few enough for a small table. */
const PUNCH_PARALLELISM = 8;

/** Writes the plan's data into an existing company, through the service's use cases. */
export async function writePlan(company: Company, plan: CompanyPlan, now = new Date()): Promise<void> {
  await submitMasterData(company.companyId, { data: { employees: plan.employees } }, now);
  await forEachInParallel(plan.punchDays ?? [], PUNCH_PARALLELISM, async (day) => {
    await sendPunchClock(company, parseInput(SendPunchClockSchema, day), now);
  });
  if (plan.events?.length) {
    await setEvents(company, parseInput(SetEventSchema, { events: plan.events, updatedBy: 'sandbox' }), now);
  }
  for (const request of plan.requests ?? []) {
    const { decision, approver, ...body } = request;
    await createExtensionRequest(company, parseInput(RequestExtensionSchema, body), now);
    if (decision === 'pending') continue;
    const decide = { employee: request.user, managerEmail: approver, approved: decision === 'approved' };
    await approveRequests(company, parseInput(ApproveRequestSchema, decide));
  }
  for (const rule of plan.rules ?? [])
    await insertRule(company.companyId, parseInput(RuleFieldsSchema, rule), now);
  for (const body of plan.notifications ?? []) {
    await sendNotification(company.companyId, readNotificationRequest(lowerCaseBody(body)), now);
  }
}

/** A new company holding the plan's data, and its first key. */
export async function buildCompany(
  plan: CompanyPlan,
  options: { companyId?: string; sandbox?: Company['sandbox'] } = {},
): Promise<{ company: Company; key: string; keyId: string }> {
  const created = await createCompany({
    ...plan.company,
    ...(options.companyId ? { companyId: options.companyId } : {}),
    ...(options.sandbox ? { sandbox: options.sandbox } : {}),
  });
  await writePlan(created.company, plan);
  return created;
}
