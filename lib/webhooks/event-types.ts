/**
 * The events a subscription can take, and what each one's `data` holds. Every event is about one
 * subject (an employee, a rule, a notification, an import): the events of one subject are sent to
 * a subscription in the order they happened (see lanes in deliver.ts). No event carries personal
 * data beyond logins and the approver's e-mail the integration itself sent or configured.
 */
import type { Company } from '../companies/company.js';
import type { PunchRecord } from '../punch/punch-day.js';

export const EVENT_TYPES = [
  'extension.requested',
  'extension.decided',
  'masterdata.imported',
  'employee.changed',
  'punchday.changed',
  'rule.changed',
  'notification.upserted',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];

/** A subscription's `events`: some of EVENT_TYPES, or every type. */
export const ALL_EVENTS = '*';

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as readonly string[]).includes(value);
}

/** Whether a subscription's (or the company's) list of event types takes this type. */
export function takesEvent(events: readonly string[] | undefined, type: EventType): boolean {
  return events !== undefined && (events.includes(ALL_EVENTS) || events.includes(type));
}

/** Whether any active subscription of the company takes this type (company.webhookEvents, kept by subscriptions.ts). */
export function companyTakes(company: Pick<Company, 'webhookEvents'>, type: EventType): boolean {
  return takesEvent(company.webhookEvents, type);
}

/** Who made the change an event reports. */
export type ChangedBy =
  | { via: 'api'; endpoint: string }
  | { via: 'mcp'; sub: string; mode: string }
  | { via: 'link' }
  | { via: 'admin'; sub: string };

export interface ExtensionRequestedData {
  requestId: string;
  employee: string;
  minutes: number;
  /** The request's local date-time (YYYY-MM-DD HH:mm:ss) and day. */
  extraTime: string;
  day: string;
  /** The approver's e-mail. */
  manager: string;
  /** Seconds the employee has requested that day, this request included. */
  requestTime: number;
  createdAt: string;
}

export interface ExtensionDecidedData {
  employee: string;
  status: 'approved' | 'rejected';
  /** The minutes of the requests this decision decided. */
  minutes: number;
  requestIds: string[];
  /** The approver who decided. */
  decidedBy: string;
  /** The e-mailed link, /approveRequest, or the approval card in a chat. */
  via: 'link' | 'api' | 'chat';
  decidedAt: string;
}

export interface MasterdataImportedData {
  executionId: string;
  status: 'succeeded' | 'failed';
  received: number;
  created: number;
  updated: number;
  /** Why the import failed (empty when it succeeded). */
  failures: string[];
}

export interface EmployeeChangedData {
  login: string;
  change: 'created' | 'updated';
  /** Names of the fields whose value changed (their values are not sent). */
  fields: string[];
  /** Whether the employee is active after the change (sent when master data changed). */
  active?: boolean;
  /** Whether the employee's screen is blocked after the change (sent when that changed). */
  screenBlocked?: boolean;
  by: ChangedBy;
}

/** The day as listPunchClockByDay returns it, with the login under its event name and without the derived minutes. */
export type PunchDayChangedData = Omit<PunchRecord, 'username' | 'workedMinutes'> & {
  login: string;
  by: ChangedBy;
};

export interface RuleChangedData {
  app_name_pt: string;
  change: 'created' | 'updated' | 'reactivated' | 'deactivated';
  active: boolean;
  regex_rule: string;
  app_class: string | null;
  app_regex: string | null;
  rnk: number | null;
  by: ChangedBy;
}

export interface NotificationUpsertedData {
  notification_id: string;
  created: boolean;
  title: string;
  recurrency: boolean;
  recipients: number;
  executionId: string;
}

export interface EventDataOf {
  'extension.requested': ExtensionRequestedData;
  'extension.decided': ExtensionDecidedData;
  'masterdata.imported': MasterdataImportedData;
  'employee.changed': EmployeeChangedData;
  'punchday.changed': PunchDayChangedData;
  'rule.changed': RuleChangedData;
  'notification.upserted': NotificationUpsertedData;
}
