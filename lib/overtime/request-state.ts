/**
 * One overtime request's state as an agent reads it (the MCP tool getExtensionRequest, the task of
 * requestExtension, the approval card): pending, or decided with the decision's minutes, approver,
 * time and channel. Pure.
 */
import { DATE_FORMAT, LOCAL_DATE_TIME_FORMAT } from '../shared/date-formats.js';
import * as z from '../shared/zod.js';
import { EVENT_DATA } from '../webhooks/event-types.js';
import {
  CHANNEL_OF,
  type DecisionChannel,
  type ExtensionRequest,
  ExtensionRequestViewSchema,
} from './extension-request.js';

const view = ExtensionRequestViewSchema.shape;
const decided = EVENT_DATA['extension.decided'].shape;

/** One request's state, as the tools, the task and the card answer it. */
export const RequestStateSchema = z.object({
  requestId: view.requestId,
  employee: z.string().check(z.describe("the employee's login")),
  employeeName: z.string(),
  minutes: z.int(),
  day: z.string().check(z.meta(DATE_FORMAT)),
  extraTime: z.string().check(z.meta(LOCAL_DATE_TIME_FORMAT)),
  justification: view.justification,
  manager: z.string().check(z.describe("the approver's e-mail: who decides, and so decided once decided")),
  status: view.status,
  requestTime: z
    .int()
    .check(
      z.describe('seconds the employee had asked for that day, this request included, when it was made'),
    ),
  createdAt: view.createdAt,
  decidedAt: z.nullable(z.string().check(z.meta({ format: 'date-time' }))),
  decidedBy: z.nullable(decided.decidedBy),
  via: z.nullable(decided.via),
});
export type RequestState = z.output<typeof RequestStateSchema>;

/** The `data` of getExtensionRequest, of decideOvertimeRequest and of a completed task's result. */
export const RequestStateAnswerSchema = z.object({ request: RequestStateSchema });
export type RequestStateAnswer = z.output<typeof RequestStateAnswerSchema>;

export function requestStateOf(request: ExtensionRequest): RequestState {
  const decided = request.status !== 'pending';
  return {
    requestId: request.requestId,
    employee: request.user,
    employeeName: request.employeeName,
    minutes: request.reqMinutes,
    day: request.day,
    extraTime: request.extraTime,
    justification: request.justification,
    manager: request.manager,
    status: request.status,
    requestTime: request.requestTime,
    createdAt: request.createdAt,
    decidedAt: request.decidedAt ?? null,
    decidedBy: decided ? request.manager : null,
    via: decided && request.decidedVia ? CHANNEL_OF[request.decidedVia] : null,
  };
}

const VIA_WORDS: Record<DecisionChannel, string> = {
  link: 'through the e-mailed link',
  api: 'through /approveRequest',
  chat: 'in the chat, on the approval card',
};

/** One sentence a person reads: who waits on whom, or who decided what and how. */
export function stateSummary(state: RequestState): string {
  const what = `${state.minutes} minutes of overtime for ${state.employeeName} (${state.employee}) on ${state.day}`;
  if (state.status === 'pending') return `Waiting for ${state.manager} to decide ${what}.`;
  const how = state.via ? ` ${VIA_WORDS[state.via]}` : '';
  return `${state.decidedBy ?? state.manager} ${state.status} ${what}${how}.`;
}
