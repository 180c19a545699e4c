import { UsersFilterSchema } from '../../punch/field-schemas.js';
import { pagePunches } from '../../punch/list-punches.js';
import type { PunchRecord } from '../../punch/punch-day.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments } from '../tool.js';
import { dayOf, TimeArgument } from './arguments.js';
import { nextCursorField, positionOf } from './paging.js';
import { count } from './words.js';

const NAME = 'listPunchesByDay';
/** Records read per Query while a `users` filter skips others, and Queries per call. */
const FILTERED_READ = 1_000;
const MAX_QUERIES = 5;

export const listPunchesByDay = defineTool({
  name: NAME,
  description:
    'The punch records of one day, one per employee who punched, in login order: the same data as /listPunchClockByDay (four times, hostname, locationType, source, action_id, approvedExtensionMinutes, workedMinutes).',
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: {
    title: 'Punches of a day',
    readOnlyHint: true,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () =>
    z.object({
      date: TimeArgument.check(
        z.describe('the local date YYYY-MM-DD (a date-time counts as the date it is written in)'),
      ),
      users: z.optional(UsersFilterSchema).check(z.describe('only these logins; omitted = everyone')),
      ...PageArguments.shape,
    }),
  async run({ tenant }, args) {
    const companyId = tenant ?? '';
    const date = dayOf(args.date);
    const users = args.users ?? [];
    let after = await positionOf<string>(NAME, tenant, args);
    const punches: PunchRecord[] = [];
    let queries = 0;
    let next: string | undefined;
    // One record more than the page is read, so a cursor is given only when more may follow.
    do {
      const page = await pagePunches(companyId, {
        date,
        users,
        limit: users.length > 0 ? FILTERED_READ : args.limit + 1,
        ...(after !== undefined ? { after } : {}),
      });
      queries += 1;
      punches.push(...page.punches);
      next = page.next;
      after = page.next;
    } while (next !== undefined && punches.length <= args.limit && queries < MAX_QUERIES);
    const shown = punches.slice(0, args.limit);
    if (punches.length > args.limit) next = shown.at(-1)?.username;
    const complete = shown.filter((p) => p.workedMinutes !== null).length;
    const more = next !== undefined ? '; more follow (pass data.nextCursor)' : '';
    return {
      data: { date, punches: shown, ...(await nextCursorField(NAME, tenant, args, next)) },
      humanSummary:
        shown.length === 0 && next === undefined
          ? `Nobody${users.length ? ' of those users' : ''} punched on ${date}.`
          : `${count(shown.length, 'employee')} punched on ${date} on this page, ${complete} with a complete day${more}.`,
    };
  },
});
