// POST /getEvents: calendar events overlapping a date range; fields at the root or in `payload`.
import { findEvents } from '../../lib/events/get-events.js';
import { GetEventsSchema, rootOrPayload } from '../../lib/events/schemas.js';
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('getEvents', { logins: (body) => body.users }).handler(
  async ({ body, company, count }) => {
    const input = parseInput(GetEventsSchema, rootOrPayload(body));
    const events = await findEvents(company.companyId, input);
    count('returned', events.length);
    return ok({ result: { events } });
  },
);
