/**
 * One overtime request's state as an agent reads it (the MCP tool getExtensionRequest, the task of
 * requestExtension, the approval card): pending, or decided with the decision's minutes, approver,
 * time and channel. Pure.
 */
import { CHANNEL_OF, type DecisionChannel, type ExtensionRequest } from './extension-request.js';

export interface RequestState {
  requestId: string;
  employee: string;
  employeeName: string;
  minutes: number;
  day: string;
  extraTime: string;
  justification: string;
  /** The approver, who decides (and so decided, once decided). */
  manager: string;
  status: ExtensionRequest['status'];
  /** Seconds the employee had asked for that day, this request included, when it was made. */
  requestTime: number;
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  /** How it was decided: `link` (the e-mailed link), `api` (/approveRequest) or `chat` (the approval card). */
  via: DecisionChannel | null;
}

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
