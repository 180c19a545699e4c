import { UsersFilterSchema } from '../../punch/field-schemas.js';
import { listPunchesOfDay } from '../../punch/list-punches.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { dayOf, TimeArgument } from './arguments.js';
import { count } from './words.js';

export const listPunchesByDay = defineTool({
  name: 'listPunchesByDay',
  description:
    'The punch records of one day, one per employee who punched, in login order: the same data as /listPunchClockByDay (four times, hostname, locationType, source, action_id, approvedExtensionMinutes, workedMinutes).',
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly('Punches of a day'),
  input: () =>
    z.object({
      date: TimeArgument.check(
        z.describe('the local date YYYY-MM-DD (a date-time counts as the date it is written in)'),
      ),
      users: z.optional(UsersFilterSchema).check(z.describe('only these logins; omitted = everyone')),
      ...PageArguments.shape,
    }),
  async run({ tenant }, args) {
    const date = dayOf(args.date);
    const users = args.users ?? [];
    const page = await listPunchesOfDay(tenant ?? '', { ...args, date, users });
    const complete = page.punches.filter((p) => p.workedMinutes !== null).length;
    const more = page.nextCursor ? '; more follow (pass data.nextCursor)' : '';
    return {
      data: { date, ...page },
      humanSummary:
        page.punches.length === 0 && !page.nextCursor
          ? `Nobody${users.length ? ' of those users' : ''} punched on ${date}.`
          : `${count(page.punches.length, 'employee')} punched on ${date} on this page, ${complete} with a complete day${more}.`,
    };
  },
});
