/** Inputs of the overtime-extension endpoints (REST today, MCP tools later). */

import { EmailSchema, LoginSchema } from '../masterdata/employee.js';
import { LOCAL_DATE_TIME_FORMAT } from '../shared/date-formats.js';
import { isLocalDateTime } from '../shared/dates.js';
import * as z from '../shared/zod.js';
import { MAX_LIST_LIMIT } from './extension-request.js';

export const MAX_REQ_MINUTES = 1440;

/** A non-number and a fraction get the same answer: both are not a count of minutes. */
const NOT_WHOLE_MINUTES = 'must be a whole number of minutes';

export const RequestExtensionSchema = z.object({
  user: LoginSchema,
  reqMinutes: z
    .number({ message: NOT_WHOLE_MINUTES })
    .check(
      z.int(NOT_WHOLE_MINUTES),
      z.gte(1, 'must be at least 1 minute'),
      z.lte(MAX_REQ_MINUTES, `must be at most ${MAX_REQ_MINUTES} minutes (one day)`),
    ),
  justification: z.string().check(z.trim(), z.minLength(1, 'must not be empty'), z.maxLength(2000)),
  // null reads as omitted: integrations often send every field, empty ones as null.
  extraTime: z.nullish(
    z
      .string()
      .check(z.refine(isLocalDateTime, 'must be a real local date-time YYYY-MM-DD HH:mm:ss'))
      .register(z.globalRegistry, {
        description: "the employee's local time, YYYY-MM-DD HH:mm:ss; default: now",
        ...LOCAL_DATE_TIME_FORMAT,
      }),
  ),
  manager: z.nullish(EmailSchema),
});

export type RequestExtensionInput = z.output<typeof RequestExtensionSchema>;

export const ListExtensionRequestsSchema = z.object({
  email: EmailSchema,
  limit: z.optional(
    z.number().check(z.int(), z.gte(1), z.lte(MAX_LIST_LIMIT, `must be at most ${MAX_LIST_LIMIT}`)),
  ),
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(2048))),
});

export type ListExtensionRequestsInput = z.output<typeof ListExtensionRequestsSchema>;

export const ApproveRequestSchema = z.object({
  employee: LoginSchema,
  managerEmail: EmailSchema,
  approved: z.boolean({ message: 'must be true (approve) or false (reject)' }),
});

export type ApproveRequestInput = z.output<typeof ApproveRequestSchema>;

/** What the approval page's buttons post. */
export const ApprovalDecisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });
