// POST /listPunchClockByDay: every employee's record of a day, or only those of `users`.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { listPunchClockByDay } from '../../lib/punch/list-punches.js';
import { ListPunchClockByDaySchema } from '../../lib/punch/schemas.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('listPunchClockByDay', { logins: (body) => body.users }).handler(
  async ({ body, company, count }) => {
    const input = parseInput(ListPunchClockByDaySchema, body);
    const result = await listPunchClockByDay(company.companyId, input);
    count('returned', result.punches.length);
    return ok({ result });
  },
);
