/**
 * The body of /insertNotification as a zod schema, for the OpenAPI document. The endpoint itself
 * reads the body with readNotificationRequest (notification.ts), because its contract fixes a
 * Portuguese message and an order for each failure; test/lib/notifications/schemas.unit.test.ts checks
 * that this schema and that reader accept the same bodies. Keys are case-insensitive on receipt;
 * the schema names their canonical spelling. A required field left blank counts as absent; an
 * optional field with a format (one_time, recurrency_type, image, embedURL, iconColor) must match it
 * when it is sent, blank or not.
 */
import * as z from 'zod';
import { LOCAL_DATE_TIME_FORMAT } from '../shared/date-formats.js';
import { isLocalDateTime } from '../shared/dates.js';
import { utf8Bytes } from '../shared/validation.js';
import { isHttpUrl, isUrlOrDeepLink } from './field-formats.js';
import { LIMITS, RECURRENCY_TYPES } from './notification.js';

const text = (max: number) => z.string().max(max).regex(/\S/, 'must not be blank');

const LocalDateTime = z
  .string()
  .refine(isLocalDateTime, 'must be a real date-time YYYY-MM-DD HH:mm:ss')
  .meta({
    description: "the company's local time, YYYY-MM-DD HH:mm:ss",
    ...LOCAL_DATE_TIME_FORMAT,
    examples: ['2026-11-20 09:00:00'],
  });

export const NotificationButtonSchema = z.object({
  text: text(LIMITS.buttonText),
  icon: z.string().max(LIMITS.icon).nullish().meta({ description: 'icon name' }),
  embedURL: z
    .string()
    .max(LIMITS.url)
    .refine(isUrlOrDeepLink, 'must be an http(s) URL or a deep link scheme://...')
    .nullish()
    .meta({
      description:
        'opened on click: an http(s) URL or a deep link `scheme://...` (never javascript:, data:, file:)',
    }),
  iconColor: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'must be #rrggbb')
    .nullish(),
});

const common = {
  notification_id: text(LIMITS.id)
    .refine((id) => !/\p{Cc}/u.test(id), 'must not hold control characters')
    .refine((id) => utf8Bytes(id) <= LIMITS.id, `must be at most ${LIMITS.id} bytes of UTF-8`)
    .meta({ description: 'unique per company: sending an id again updates that notification' }),
  title: text(LIMITS.title),
  description: z.string().max(LIMITS.description).nullish().meta({
    description:
      'simple HTML: b i u a br p ul ol li are kept (links: http(s) or mailto); every other tag, attribute and script is stripped',
  }),
  image: z.string().max(LIMITS.url).refine(isHttpUrl, 'must be an http(s) URL').nullish(),
  buttons: z
    .array(NotificationButtonSchema)
    .max(LIMITS.buttons)
    .nullish()
    .meta({ description: "omitted or empty: one 'OK' button; sent: they replace it" }),
};

export const NotificationSchema = z.discriminatedUnion('recurrency', [
  z
    .object({
      ...common,
      recurrency: z.literal(true),
      recurrency_type: z.enum(RECURRENCY_TYPES),
      one_time: LocalDateTime.nullish(),
    })
    .meta({ title: 'recurrent' }),
  z
    .object({
      ...common,
      recurrency: z.literal(false),
      one_time: LocalDateTime,
      recurrency_type: z.enum(RECURRENCY_TYPES).nullish(),
    })
    .meta({ title: 'single shot' }),
]);

export const InsertNotificationBodySchema = z.object({
  notification: NotificationSchema,
  employees: z
    .array(z.string().min(1).max(LIMITS.login))
    .min(1)
    .max(LIMITS.employees)
    .nullish()
    .meta({ description: 'logins in master data; omitted: every active employee' }),
});
