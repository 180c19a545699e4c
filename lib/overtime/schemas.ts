/** Inputs of the overtime-extension endpoints (REST today, MCP tools later). */
import * as z from 'zod';
import { isLocalDateTime } from '../shared/dates.js';

export const MAX_REQ_MINUTES = 1440;
export const MAX_LIST_LIMIT = 100;

const email = z.email({ message: 'must be an e-mail address' }).max(254);
const login = z.string().trim().min(1, 'must not be empty').max(200);

export const RequestExtensionSchema = z.object({
  user: login,
  reqMinutes: z
    .number({ message: 'must be a whole number of minutes' })
    .int('must be a whole number of minutes')
    .min(1, 'must be at least 1 minute')
    .max(MAX_REQ_MINUTES, `must be at most ${MAX_REQ_MINUTES} minutes (one day)`),
  justification: z.string().trim().min(1, 'must not be empty').max(2000),
  // null reads as omitted: integrations often send every field, empty ones as null.
  extraTime: z
    .string()
    .refine(isLocalDateTime, 'must be a real local date-time YYYY-MM-DD HH:mm:ss')
    // Metadata only: the OpenAPI document shows the format the refinement checks.
    .meta({
      description: "the employee's local time, YYYY-MM-DD HH:mm:ss; default: now",
      pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$',
    })
    .nullish(),
  manager: email.nullish(),
});

export type RequestExtensionInput = z.output<typeof RequestExtensionSchema>;

export const ListExtensionRequestsSchema = z.object({
  email,
  limit: z.number().int().min(1).max(MAX_LIST_LIMIT, `must be at most ${MAX_LIST_LIMIT}`).optional(),
  cursor: z.string().min(1).max(2048).optional(),
});

export type ListExtensionRequestsInput = z.output<typeof ListExtensionRequestsSchema>;

export const ApproveRequestSchema = z.object({
  employee: login,
  managerEmail: email,
  approved: z.boolean({ message: 'must be true (approve) or false (reject)' }),
});

export type ApproveRequestInput = z.output<typeof ApproveRequestSchema>;

/** What the approval page's buttons post. */
export const ApprovalDecisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });
