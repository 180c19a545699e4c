/**
 * A notification as stored and listed, and the reading of insertNotification's body into it: the
 * body is validated by the schema the document publishes (schemas.ts), and a body it refuses gets
 * the contract's refusal that comes first in REFUSAL_ORDER (errors.ts).
 */
import { errorOf } from '../shared/errors.js';
import { fieldPath, valueAt } from '../shared/validation.js';
import type * as z from '../shared/zod.js';
import { NOTIFICATION_ERRORS, type Refusal } from './errors.js';
import { sanitizeDescription } from './sanitize-description.js';
import {
  type InsertNotificationBody,
  InsertNotificationBodySchema,
  isBlank,
  LIMITS,
  type RECURRENCY_TYPES,
} from './schemas.js';

export type RecurrencyType = (typeof RECURRENCY_TYPES)[number];

export interface NotificationButton {
  text: string;
  icon?: string;
  embedURL?: string;
  iconColor?: string;
}

export interface Notification {
  notification_id: string;
  title: string;
  description: string | null;
  recurrency: boolean;
  one_time: string | null;
  recurrency_type: RecurrencyType | null;
  image: string | null;
  buttons: NotificationButton[];
}

export interface NotificationRequest {
  notification: Notification;
  /** The logins asked for, without repeats; null means every active employee. */
  employees: string[] | null;
}

export const DEFAULT_BUTTONS: readonly NotificationButton[] = [{ text: 'OK' }];

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The body arrives lower-cased; the schema spells two button fields in camelCase. */
const CAMEL_CASE: Record<string, string> = { embedurl: 'embedURL', iconcolor: 'iconColor' };
function canonical(body: Record<string, unknown>): Record<string, unknown> {
  const { notification } = body;
  if (!isObject(notification) || !Array.isArray(notification.buttons)) return body;
  const buttons = notification.buttons.map((button) =>
    isObject(button)
      ? Object.fromEntries(Object.entries(button).map(([key, value]) => [CAMEL_CASE[key] ?? key, value]))
      : button,
  );
  return { ...body, notification: { ...notification, buttons } };
}

interface Found {
  refusal: Refusal;
  path: readonly PropertyKey[];
}

/** Every refusal of the issues; of the union, those of the kind `recurrency` says. */
function refusalsOf(issues: readonly z.core.$ZodIssue[], body: unknown, prefix: PropertyKey[] = []): Found[] {
  return issues.flatMap((issue): Found[] => {
    const path = [...prefix, ...issue.path];
    if (issue.code !== 'invalid_union') return [{ refusal: issue.message as Refusal, path }];
    const branch = valueAt(body, [...path, 'recurrency']) === false ? 1 : 0;
    return refusalsOf(issue.errors[branch] ?? [], body, path);
  });
}

const ORDER = Object.keys(NOTIFICATION_ERRORS);
/** A field's name in messages: its path under `notification` (`notification` itself at the top). */
const nameOf = (path: readonly PropertyKey[]) => fieldPath(path.slice(1)) || String(path[0]);

/** The refusal that comes first in the contract's order; missing fields are named together. */
function firstRefusal(found: readonly Found[]) {
  const [first] = [...found].sort((a, b) => ORDER.indexOf(a.refusal) - ORDER.indexOf(b.refusal));
  if (!first || !(first.refusal in NOTIFICATION_ERRORS))
    throw new Error(`no refusal in ${JSON.stringify(found)}`);
  const missing = found.filter(({ refusal }) => refusal === 'missingFields').map(({ path }) => nameOf(path));
  return errorOf(NOTIFICATION_ERRORS[first.refusal], {
    fields: missing.join(', '),
    field: nameOf(first.path),
    i: first.path.find((part) => typeof part === 'number') ?? 0,
    max: (LIMITS as Record<string, number>)[String(first.path.at(-1))] ?? 0,
  } as never);
}

/** Reads a body whose keys are already lower-cased; a refused one throws the contract's refusal. */
export function readNotificationRequest(body: Record<string, unknown>): NotificationRequest {
  const input = canonical(body);
  const parsed = InsertNotificationBodySchema.safeParse(input);
  if (!parsed.success) throw firstRefusal(refusalsOf(parsed.error.issues, input));
  return toRequest(parsed.data);
}

function toRequest({ notification, employees }: InsertNotificationBody): NotificationRequest {
  const buttons = (notification.buttons ?? []).map(
    ({ text, icon, embedURL, iconColor }): NotificationButton => ({
      text,
      ...(isBlank(icon) ? {} : { icon: icon as string }),
      ...(embedURL == null ? {} : { embedURL }),
      ...(iconColor == null ? {} : { iconColor }),
    }),
  );
  const { description } = notification;
  return {
    notification: {
      notification_id: notification.notification_id,
      title: notification.title,
      description: isBlank(description) ? null : sanitizeDescription(description as string),
      recurrency: notification.recurrency,
      one_time: notification.one_time ?? null,
      recurrency_type: notification.recurrency_type ?? null,
      image: notification.image ?? null,
      // An empty list sends no custom button: the notification keeps its OK button to be dismissed.
      buttons: buttons.length > 0 ? buttons : [...DEFAULT_BUTTONS],
    },
    employees: employees ? [...new Set(employees)] : null,
  };
}

export interface StoredNotification {
  companyId: string;
  /** The notification as written: sanitised description, buttons (the default OK included). */
  notification: Notification;
  /** 'all': every active employee when it was written; 'listed': the logins sent. */
  audience: 'all' | 'listed';
  recipientCount: number;
  /** The execution that last wrote it; also the version of its recipients. */
  executionId: string;
  createdAt: string;
  updatedAt: string;
}
