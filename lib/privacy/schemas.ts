/** The bodies of POST /exportEmployeeData and /eraseEmployeeData (beside `key`). */
import { MAX_CURSOR_LENGTH } from '../dynamo/cursor.js';
import { LoginSchema } from '../masterdata/employee.js';
import * as z from '../shared/zod.js';

/** Records per page of an export, at most (and by default). */
export const PAGE_RECORDS = 500;

export const ExportEmployeeDataSchema = z.object({
  login: LoginSchema,
  /** Records per page (default and most: PAGE_RECORDS). */
  limit: z.optional(
    z.number().check(z.int(), z.gte(1), z.lte(PAGE_RECORDS, `must be at most ${PAGE_RECORDS}`)),
  ),
  /** The previous page's nextCursor. */
  cursor: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_CURSOR_LENGTH))),
});

export const EraseEmployeeDataSchema = z.object({ login: LoginSchema });
