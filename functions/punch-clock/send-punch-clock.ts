// POST /sendPunchClock: a whole or partial day; the times sent overwrite, the others are kept.
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { sendPunchClock } from '../../lib/punch/save-punches.js';
import { SendPunchClockSchema } from '../../lib/punch/schemas.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('sendPunchClock', { logins: (body) => body.username }).handler(
  async ({ body, company, count }) => {
    const input = parseInput(SendPunchClockSchema, body);
    const result = await sendPunchClock(company, input);
    count('punches', 1);
    return ok({ result });
  },
);
