// POST /recordPunch: one punch sets one time of the employee's day.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { recordPunch } from '../../lib/punch/save-punches.js';
import { RecordPunchSchema } from '../../lib/punch/schemas.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('recordPunch', { logins: (body) => body.username }).handler(
  async ({ body, company, count }) => {
    const input = parseInput(RecordPunchSchema, body);
    const result = await recordPunch(company, input);
    count('punches', 1);
    return ok({ result });
  },
);
