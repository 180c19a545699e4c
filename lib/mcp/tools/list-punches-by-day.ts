import { UsersFilterSchema } from '../../punch/field-schemas.js';
import { listPunchesOfDay } from '../../punch/list-punches.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments } from '../tool.js';
import { DateArgument } from './arguments.js';
import { count } from './words.js';

export const listPunchesByDay = defineTool({
  name: 'listPunchesByDay',
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
      date: DateArgument.check(z.describe('the local date YYYY-MM-DD')),
      users: z.optional(UsersFilterSchema).check(z.describe('only these logins; omitted = everyone')),
      ...PageArguments.shape,
    }),
  async run({ tenant }, args) {
    const users = args.users ?? [];
    const page = await listPunchesOfDay(tenant ?? '', { ...args, users });
    const complete = page.punches.filter((p) => p.workedMinutes !== null).length;
    const more = page.nextCursor ? '; more follow (pass data.nextCursor)' : '';
    return {
      data: { date: args.date, ...page },
      humanSummary:
        page.punches.length === 0 && !page.nextCursor
          ? `Nobody${users.length ? ' of those users' : ''} punched on ${args.date}.`
          : `${count(page.punches.length, 'employee')} punched on ${args.date} on this page, ${complete} with a complete day${more}.`,
    };
  },
});
