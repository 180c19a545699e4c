/**
 * The body of /insertNotification, declared once: the endpoint validates with it
 * (readNotificationRequest, notification.ts) and the OpenAPI document publishes it. Keys arrive
 * lower-cased (lower-case-keys.ts); the schema names their canonical spelling. Each check names
 * the contract's refusal (errors.ts) it answers: a required field absent, null or blank is missing,
 * while an optional field with a format (one_time, recurrency_type, image, embedURL, iconColor) must
 * match it whenever it is sent, blank or not.
 */
import { LOCAL_DATE_TIME_FORMAT } from '../shared/date-formats.js';
import { isLocalDateTime } from '../shared/dates.js';
import { utf8Bytes } from '../shared/validation.js';
import * as z from '../shared/zod.js';
import type { Refusal } from './errors.js';
import { isHttpUrl, isUrlOrDeepLink } from './field-formats.js';

export const RECURRENCY_TYPES = ['daily', 'weekly', 'monthly'] as const;

/** By the name of the field each limits: a refusal's message names the limit of the field it is about. */
export const LIMITS = {
  /** Bytes of UTF-8, not characters: the id is part of the notification's keys. */
  notification_id: 200,
  title: 500,
  description: 50_000,
  /** image, and a button's embedURL. */
  url: 2048,
  buttons: 10,
  /** A button's text. */
  text: 100,
  icon: 100,
  employees: 5000,
  login: 200,
} as const;

const refusing = (refusal: Refusal) => ({ error: refusal });
/** Absent, null or only spaces: a required field so sent is missing, an optional text not sent. */
export const isBlank = (value: unknown) =>
  value == null || (typeof value === 'string' && value.trim() === '');
/** A required field's refusal: `missing` when its value is absent, null or blank. */
const required = (missing: Refusal, refusal: Refusal) => ({
  error: (issue: { input?: unknown }) => (isBlank(issue.input) ? missing : refusal),
});
const described = (description: string) => z.meta({ description });

/** Text up to `max` characters; a required one must not be blank. */
const text = (max: number) =>
  z.string(refusing('textTooLong')).check(z.maxLength(max, refusing('textTooLong')));
const requiredText = (max: number, missing: Refusal = 'missingFields') =>
  z
    .string(required(missing, 'textTooLong'))
    .check(z.maxLength(max, refusing('textTooLong')), z.regex(/\S/, refusing(missing)));

/** A local date-time; where it is required, blank is missing. */
const localDateTime = (whenBlank: Refusal = 'oneTimeNotDate') =>
  z.string(required(whenBlank, 'oneTimeNotDate')).check(
    z.refine(isLocalDateTime, required(whenBlank, 'oneTimeNotDate')),
    z.meta({
      description: "the company's local time, YYYY-MM-DD HH:mm:ss",
      ...LOCAL_DATE_TIME_FORMAT,
      examples: ['2026-11-20 09:00:00'],
    }),
  );
const recurrencyType = (whenBlank: Refusal = 'recurrencyTypeUnknown') =>
  z.enum(RECURRENCY_TYPES, required(whenBlank, 'recurrencyTypeUnknown'));

export const NotificationButtonSchema = z.object(
  {
    text: requiredText(LIMITS.text, 'buttonTextMissing'),
    icon: z.nullish(text(LIMITS.icon)).check(described('icon name')),
    embedURL: z
      .nullish(
        z
          .string(refusing('buttonLinkInvalid'))
          .check(
            z.maxLength(LIMITS.url, refusing('buttonLinkInvalid')),
            z.refine(isUrlOrDeepLink, refusing('buttonLinkInvalid')),
          ),
      )
      .check(
        described(
          'opened on click: an http(s) URL or a deep link `scheme://...` (never javascript:, data:, file:)',
        ),
      ),
    iconColor: z.nullish(
      z
        .string(refusing('buttonColorInvalid'))
        .check(z.regex(/^#[0-9a-fA-F]{6}$/, refusing('buttonColorInvalid'))),
    ),
  },
  refusing('buttonNotObject'),
);

const common = {
  notification_id: requiredText(LIMITS.notification_id).check(
    z.refine((id) => !/\p{Cc}/u.test(id), refusing('idWithControlCharacters')),
    z.refine((id) => utf8Bytes(id) <= LIMITS.notification_id, refusing('idTooManyBytes')),
    described('unique per company: sending an id again updates that notification'),
  ),
  title: requiredText(LIMITS.title),
  description: z
    .nullish(text(LIMITS.description))
    .check(
      described(
        'simple HTML: b i u a br p ul ol li are kept (links: http(s) or mailto); every other tag, attribute and script is stripped',
      ),
    ),
  image: z.nullish(
    z
      .string(refusing('imageNotUrl'))
      .check(z.maxLength(LIMITS.url, refusing('imageNotUrl')), z.refine(isHttpUrl, refusing('imageNotUrl'))),
  ),
  buttons: z
    .nullish(
      z
        .array(NotificationButtonSchema, refusing('buttonsNotArray'))
        .check(z.maxLength(LIMITS.buttons, refusing('tooManyButtons'))),
    )
    .check(described("omitted or empty: one 'OK' button; sent: they replace it")),
};

/** One kind of notification: `recurrency` says which, and which field it requires. */
const kind = <const R extends boolean, Shape extends z.core.$ZodShape>(
  title: string,
  recurrency: R,
  own: Shape,
) =>
  z
    .object(
      {
        ...common,
        recurrency: z.literal(recurrency, required('missingFields', 'recurrencyNotBoolean')),
        ...own,
      },
      required('missingFields', 'notificationNotObject'),
    )
    .check(z.meta({ title }));

export const NotificationSchema = z.xor([
  kind('recurrent', true, {
    recurrency_type: recurrencyType('recurrencyTypeMissing'),
    one_time: z.nullish(localDateTime()),
  }),
  kind('single shot', false, {
    one_time: localDateTime('oneTimeMissing'),
    recurrency_type: z.nullish(recurrencyType()),
  }),
]);

export const InsertNotificationBodySchema = z.object({
  notification: NotificationSchema,
  employees: z
    .nullish(
      z
        .array(
          z
            .string(refusing('employeesNotLogins'))
            .check(
              z.minLength(1, refusing('employeesNotLogins')),
              z.maxLength(LIMITS.login, refusing('employeesNotLogins')),
            ),
          refusing('employeesNotArray'),
        )
        .check(
          z.minLength(1, refusing('employeesEmpty')),
          z.maxLength(LIMITS.employees, refusing('tooManyEmployees')),
        ),
    )
    .check(described('logins in master data; omitted: every active employee')),
});
export type InsertNotificationBody = z.output<typeof InsertNotificationBodySchema>;
