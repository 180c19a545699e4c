/**
 * The punch fields other requests take too (the events endpoints, the MCP tools): a real date, a
 * filter of users (of master data's LoginSchema). Apart from the request bodies of schemas.ts, whose checks keep them in
 * every bundle that loads their module: the MCP server needs these fields, not those bodies.
 */

import { LoginSchema } from '../masterdata/employee.js';
import { DATE_FORMAT } from '../shared/date-formats.js';
import { isRealDate } from '../shared/dates.js';
import * as z from '../shared/zod.js';

export const MAX_USERS_FILTER = 5_000;

// The format for the OpenAPI document, registered rather than added as a z.meta() check: a check
// would run (doing nothing) on every parse of every punch.
export const DateSchema = z
  .string()
  .check(
    z.maxLength(10, { error: 'must be a date YYYY-MM-DD', abort: true }),
    z.refine(isRealDate, 'must be a real date YYYY-MM-DD'),
  )
  .register(z.globalRegistry, {
    description: 'a real date YYYY-MM-DD',
    ...DATE_FORMAT,
    examples: ['2026-03-10'],
  });

/** A list of logins, as the endpoints that take `users` check it. */
export const UserListSchema = z
  .array(LoginSchema)
  .check(z.maxLength(MAX_USERS_FILTER, `at most ${MAX_USERS_FILTER} users`));

export const UsersFilterSchema = z.pipe(
  z.nullish(UserListSchema),
  z.transform((users: string[] | null | undefined) => users ?? []),
);
