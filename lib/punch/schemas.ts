/**
 * Request schemas of the punch-clock endpoints; the fields other requests share are in
 * field-schemas.ts. Unknown fields are dropped; every string has a length limit so 100 KB values
 * are refused.
 */

import { LoginSchema } from '../masterdata/employee.js';
import { UTC_INSTANT_FORMAT } from '../shared/date-formats.js';
import { isUtcInstant } from '../shared/dates.js';
import * as z from '../shared/zod.js';
import { DateSchema, UsersFilterSchema } from './field-schemas.js';
import { ACTION_TYPES, DEFAULT_SOURCE, LOCATION_TYPES, PUNCH_FIELDS } from './punch-day.js';

const InstantSchema = z
  .string()
  .check(
    z.maxLength(20, { error: 'must be a UTC instant YYYY-MM-DDTHH:mm:ssZ', abort: true }),
    z.refine(isUtcInstant, 'must be a real UTC instant YYYY-MM-DDTHH:mm:ssZ'),
  )
  .register(z.globalRegistry, {
    description: 'a UTC instant, exactly YYYY-MM-DDTHH:mm:ssZ',
    ...UTC_INSTANT_FORMAT,
    examples: ['2026-03-10T11:58:00Z'],
  });

const punchContext = {
  username: LoginSchema,
  hostname: z
    .string()
    .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(255, 'at most 255 characters')),
  locationType: z.enum(LOCATION_TYPES),
  source: z.pipe(
    z.nullish(
      z
        .string()
        .check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(100, 'at most 100 characters')),
    ),
    z.transform((source: string | null | undefined) => source ?? DEFAULT_SOURCE),
  ),
};

export const RecordPunchSchema = z.object({
  ...punchContext,
  actionType: z.enum(ACTION_TYPES),
  actionDatetimeSent: InstantSchema,
});
export type RecordPunchInput = z.output<typeof RecordPunchSchema>;

const noTimeSent = (value: Record<string, unknown>) => PUNCH_FIELDS.every((field) => value[field] == null);

export const SendPunchClockSchema = z
  .object({
    ...punchContext,
    date: DateSchema,
    beginDay: z.nullish(InstantSchema),
    beginLunch: z.nullish(InstantSchema),
    endLunch: z.nullish(InstantSchema),
    endDay: z.nullish(InstantSchema),
  })
  .check(
    // Reported as absent fields (MISSING_REQUIRED_FIELDS), even when other fields are wrong too.
    z.superRefine(
      (value, ctx) => {
        if (!noTimeSent(value)) return;
        for (const field of PUNCH_FIELDS) {
          ctx.addIssue({
            code: 'invalid_type',
            expected: 'string',
            input: undefined,
            path: [field],
            message: `at least one of ${PUNCH_FIELDS.join(', ')} is required`,
          });
        }
      },
      { when: ({ value }) => typeof value === 'object' && value !== null },
    ),
  );
export type SendPunchClockInput = z.output<typeof SendPunchClockSchema>;

export const ListPunchClockByDaySchema = z.object({ date: DateSchema, users: UsersFilterSchema });
export type ListPunchClockByDayInput = z.output<typeof ListPunchClockByDaySchema>;
