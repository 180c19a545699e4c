import { findEvents } from '../../events/get-events.js';
import { employeeOf } from '../../masterdata/employee-of.js';
import { requestView } from '../../overtime/extension-request.js';
import { requestsOfDay } from '../../overtime/list-requests.js';
import { getEmployeePunchDay } from '../../punch/list-punches.js';
import * as z from '../../shared/zod.js';
import { defineTool, readOnly } from '../tool.js';
import { dayOf, LoginArgument, TimeArgument } from './arguments.js';
import { count } from './words.js';

export const getEmployeeDay = defineTool({
  name: 'getEmployeeDay',
  description:
    "One employee's work day: the four punches (as /listPunchClockByDay), worked minutes, approved extension minutes, calendar events touching the day, and every overtime request of that day with its status.",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly("An employee's day"),
  input: () =>
    z.object({
      login: LoginArgument,
      date: TimeArgument.check(
        z.describe("the employee's local date YYYY-MM-DD (a date-time counts as the date it is written in)"),
      ),
    }),
  async run({ tenant }, args) {
    const { login } = args;
    const date = dayOf(args.date);
    const companyId = tenant ?? '';
    const stored = await employeeOf(companyId, login);
    const [punches, events, { requests, requestedSeconds }] = await Promise.all([
      getEmployeePunchDay(companyId, login, date),
      findEvents(companyId, { dateBegin: date, dateEnd: date, users: [login] }),
      requestsOfDay(companyId, login, date),
    ]);
    const warnings: string[] = [];
    if (punches && punches.workedMinutes === null && punches.beginDay)
      warnings.push(
        'the day is incomplete: workedMinutes is null until END_DAY (and both lunch punches) arrive',
      );
    const pending = requests.filter((r) => r.status === 'pending').length;
    const name = stored.profile.name;
    const worked =
      punches?.workedMinutes != null
        ? `worked ${Math.floor(punches.workedMinutes / 60)}h${String(punches.workedMinutes % 60).padStart(2, '0')}`
        : punches
          ? 'has an incomplete day'
          : 'has no punches';
    return {
      data: {
        login,
        name,
        date,
        punches,
        workedMinutes: punches?.workedMinutes ?? null,
        approvedExtensionMinutes: punches?.approvedExtensionMinutes ?? 0,
        requestedExtensionSeconds: requestedSeconds,
        events,
        extensionRequests: requests.map(requestView),
      },
      humanSummary: `On ${date} ${name} (${login}) ${worked}, with ${punches?.approvedExtensionMinutes ?? 0} approved extension minutes, ${count(events.length, 'calendar event')} and ${count(requests.length, 'overtime request')} (${pending} pending).`,
      warnings,
    };
  },
});
