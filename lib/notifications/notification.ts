/** A notification as stored and listed, and the reading of insertNotification's body into it. */

import { isLocalDateTime } from '../shared/dates.js';
import { errorOf } from '../shared/errors.js';
import { utf8Bytes } from '../shared/validation.js';
import { NOTIFICATION_ERRORS as REFUSED } from './errors.js';
import { isHttpUrl, isUrlOrDeepLink } from './field-formats.js';
import { sanitizeDescription } from './sanitize-description.js';

export const RECURRENCY_TYPES = ['daily', 'weekly', 'monthly'] as const;
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

export const LIMITS = {
  /** Bytes of UTF-8, not characters: the id is part of the notification's keys. */
  id: 200,
  title: 500,
  description: 50_000,
  url: 2048,
  buttons: 10,
  buttonText: 100,
  icon: 100,
  employees: 5000,
  login: 200,
} as const;

const missingOne = (field: string) => errorOf(REFUSED.missingField, { field });

/** A required field left blank is missing; an optional one with a format must match it, blank or not. */
const isAbsent = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const isOmitted = (value: unknown) => value === undefined || value === null;
const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function text(value: unknown, field: string, max: number): string {
  if (typeof value !== 'string' || value.length > max) {
    throw errorOf(REFUSED.textTooLong, { field, max });
  }
  return value;
}

function optionalText(value: unknown, field: string, max: number): string | undefined {
  return isAbsent(value) ? undefined : text(value, field, max);
}

function readButton(value: unknown, index: number): NotificationButton {
  const at = `buttons[${index}]`;
  if (!isObject(value)) throw errorOf(REFUSED.buttonNotObject, { i: index });
  if (isAbsent(value.text)) throw missingOne(`${at}.text`);
  const button: NotificationButton = { text: text(value.text, `${at}.text`, LIMITS.buttonText) };
  const icon = optionalText(value.icon, `${at}.icon`, LIMITS.icon);
  if (icon !== undefined) button.icon = icon;
  if (!isOmitted(value.embedurl)) {
    if (
      typeof value.embedurl !== 'string' ||
      value.embedurl.length > LIMITS.url ||
      !isUrlOrDeepLink(value.embedurl)
    ) {
      throw errorOf(REFUSED.buttonLinkInvalid, { i: index });
    }
    button.embedURL = value.embedurl;
  }
  if (!isOmitted(value.iconcolor)) {
    if (typeof value.iconcolor !== 'string' || !/^#[0-9a-f]{6}$/i.test(value.iconcolor)) {
      throw errorOf(REFUSED.buttonColorInvalid, { i: index });
    }
    button.iconColor = value.iconcolor;
  }
  return button;
}

function readButtons(value: unknown): NotificationButton[] {
  if (value === undefined || value === null) return [...DEFAULT_BUTTONS];
  if (!Array.isArray(value)) throw errorOf(REFUSED.buttonsNotArray, {});
  if (value.length > LIMITS.buttons) throw errorOf(REFUSED.tooManyButtons, { max: LIMITS.buttons });
  // An empty list sends no custom button: the notification keeps its OK button to be dismissed.
  return value.length === 0 ? [...DEFAULT_BUTTONS] : value.map(readButton);
}

function readEmployees(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) throw errorOf(REFUSED.employeesNotArray, {});
  if (value.length === 0) {
    throw errorOf(REFUSED.employeesEmpty, {});
  }
  if (value.length > LIMITS.employees) {
    throw errorOf(REFUSED.tooManyEmployees, { max: LIMITS.employees });
  }
  if (
    !value.every((login) => typeof login === 'string' && login.length > 0 && login.length <= LIMITS.login)
  ) {
    throw errorOf(REFUSED.employeesNotLogins, {});
  }
  return [...new Set(value as string[])];
}

/**
 * Reads a body whose keys are already lower-cased. Checks run in the order of the contract's
 * error table (missing fields, employees, recurrency, one_time, recurrency_type), then formats;
 * the first failure is the answer.
 */
export function readNotificationRequest(body: Record<string, unknown>): NotificationRequest {
  const input = body.notification;
  if (input === undefined || input === null) {
    throw errorOf(REFUSED.missingFields, { fields: 'notification' });
  }
  if (!isObject(input)) throw errorOf(REFUSED.notificationNotObject, {});
  const missing = ['notification_id', 'title', 'recurrency'].filter((field) => isAbsent(input[field]));
  if (missing.length > 0) {
    throw errorOf(REFUSED.missingFields, { fields: missing.join(', ') });
  }
  const employees = readEmployees(body.employees);
  if (typeof input.recurrency !== 'boolean') throw errorOf(REFUSED.recurrencyNotBoolean, {});
  if (!input.recurrency && isAbsent(input.one_time)) throw missingOne('one_time');
  if (input.recurrency && isAbsent(input.recurrency_type)) throw missingOne('recurrency_type');

  const notificationId = text(input.notification_id, 'notification_id', LIMITS.id);
  if (/\p{Cc}/u.test(notificationId)) throw errorOf(REFUSED.idWithControlCharacters, {});
  if (utf8Bytes(notificationId) > LIMITS.id) throw errorOf(REFUSED.idTooManyBytes, { max: LIMITS.id });
  let oneTime: string | null = null;
  if (!isOmitted(input.one_time)) {
    if (typeof input.one_time !== 'string' || !isLocalDateTime(input.one_time)) {
      throw errorOf(REFUSED.oneTimeNotDate, {});
    }
    oneTime = input.one_time;
  }
  let recurrencyType: RecurrencyType | null = null;
  if (!isOmitted(input.recurrency_type)) {
    if (!RECURRENCY_TYPES.includes(input.recurrency_type as RecurrencyType)) {
      throw errorOf(REFUSED.recurrencyTypeUnknown, {});
    }
    recurrencyType = input.recurrency_type as RecurrencyType;
  }
  let image: string | null = null;
  if (!isOmitted(input.image)) {
    if (typeof input.image !== 'string' || input.image.length > LIMITS.url || !isHttpUrl(input.image)) {
      throw errorOf(REFUSED.imageNotUrl, {});
    }
    image = input.image;
  }
  const description = optionalText(input.description, 'description', LIMITS.description);
  return {
    notification: {
      notification_id: notificationId,
      title: text(input.title, 'title', LIMITS.title),
      description: description === undefined ? null : sanitizeDescription(description),
      recurrency: input.recurrency,
      one_time: oneTime,
      recurrency_type: recurrencyType,
      image,
      buttons: readButtons(input.buttons),
    },
    employees,
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
