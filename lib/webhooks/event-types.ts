/**
 * The events a subscription can take, and what each one's `data` holds. Every event is about one
 * subject (an employee, a rule, a notification, an import): the events of one subject are sent to
 * a subscription in the order they happened (see lanes in deliver.ts). No event carries personal
 * data beyond logins and the approver's e-mail the integration itself sent or configured. Each
 * type's `data` is declared here once, in zod: the code that builds an event takes its type from it
 * (EventDataOf) and the OpenAPI document publishes it.
 */
import { PunchRecordSchema } from '../punch/punch-day.js';
import { isoInstant } from '../shared/date-formats.js';
import * as z from '../shared/zod.js';

export const EVENT_TYPES = [
  'extension.requested',
  'extension.decided',
  'masterdata.imported',
  'employee.changed',
  'punchday.changed',
  'rule.changed',
  'notification.upserted',
  'employee.erased',
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

/** Who made the change an event reports: a key-based endpoint, an MCP caller, an approval link or the provider's admin. */
const ChangedBySchema = z
  .union([
    z.object({ via: z.literal('api'), endpoint: z.string() }),
    z.object({ via: z.literal('mcp'), sub: z.string(), mode: z.string() }),
    z.object({ via: z.literal('link') }),
    z.object({ via: z.literal('admin'), sub: z.string() }),
  ])
  .check(z.describe('who made the change'));
export type ChangedBy = z.output<typeof ChangedBySchema>;

const { username: _login, workedMinutes: _derived, ...punchDay } = PunchRecordSchema.shape;

/** Each event type's `data`, beside the `company` every payload adds (events.ts eventBody). */
export const EVENT_DATA = {
  'extension.requested': z.object({
    requestId: z.string(),
    employee: z.string().check(z.describe("the employee's login")),
    minutes: z.int(),
    extraTime: z.string().check(z.describe('YYYY-MM-DD HH:mm:ss, local time')),
    day: z.string(),
    manager: z.string().check(z.describe("the approver's e-mail")),
    requestTime: z.int().check(z.describe('seconds requested that day, this request included')),
    createdAt: isoInstant(),
  }),
  'extension.decided': z.object({
    employee: z.string(),
    status: z.enum(['approved', 'rejected']),
    minutes: z.int().check(z.describe('the minutes of the requests decided')),
    requestIds: z.array(z.string()),
    decidedBy: z.string().check(z.describe("the approver's e-mail")),
    via: z
      .enum(['link', 'api', 'chat'])
      .check(z.describe('the e-mailed link, /approveRequest, or the approval card in a chat')),
    decidedAt: isoInstant(),
  }),
  'masterdata.imported': z.object({
    executionId: z.string(),
    status: z.enum(['succeeded', 'failed']),
    received: z.int(),
    created: z.int(),
    updated: z.int(),
    failures: z.array(z.string()).check(z.describe('why the import failed; empty when it succeeded')),
  }),
  'employee.changed': z.object({
    login: z.string(),
    change: z.enum(['created', 'updated']),
    fields: z.array(z.string()).check(z.describe('names of the fields whose value changed')),
    active: z
      .optional(z.boolean())
      .check(z.describe('whether the employee is active now (master data changes)')),
    screenBlocked: z.optional(z.boolean()).check(z.describe("whether the employee's screen is blocked now")),
    by: ChangedBySchema,
  }),
  // The day as listPunchClockByDay returns it, the login under its event name, without the derived minutes.
  'punchday.changed': z.object({ login: z.string(), ...punchDay, by: ChangedBySchema }),
  'rule.changed': z.object({
    app_name_pt: z.string(),
    change: z.enum(['created', 'updated', 'reactivated', 'deactivated']),
    active: z.boolean(),
    regex_rule: z.string(),
    app_class: z.nullable(z.string()),
    app_regex: z.nullable(z.string()),
    rnk: z.nullable(z.int()),
    by: ChangedBySchema,
  }),
  'notification.upserted': z.object({
    notification_id: z.string(),
    created: z.boolean(),
    title: z.string(),
    recurrency: z.boolean(),
    recipients: z.int(),
    executionId: z.string(),
  }),
  // Whom an erasure erased and how many items of each kind; nothing else about the person.
  'employee.erased': z.object({
    login: z.string().check(z.describe('the login erased')),
    counts: z
      .record(z.string(), z.int())
      .check(z.describe('items by kind and what was done to them (deleted, kept, pseudonymised, changed)')),
  }),
} satisfies Record<EventType, z.ZodMiniObject>;

export type EventDataOf = { [T in EventType]: z.output<(typeof EVENT_DATA)[T]> };
export type EmployeeChangedData = EventDataOf['employee.changed'];
export type ExtensionDecidedData = EventDataOf['extension.decided'];
export type PunchDayChangedData = EventDataOf['punchday.changed'];
