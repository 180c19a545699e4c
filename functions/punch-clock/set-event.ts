// POST /setEvent: create or change up to 100 calendar events; `events` at the root or in `payload`.
import { rootOrPayload, SetEventSchema } from '../../lib/events/schemas.js';
import { savedMessage, setEvents } from '../../lib/events/set-events.js';
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';
import { parseInput } from '../../lib/shared/validation.js';

export const handler = keyedEndpoint('setEvent').handler(async ({ body, company, count }) => {
  const input = parseInput(SetEventSchema, rootOrPayload(body));
  const result = await setEvents(company, input);
  count('received', result.received);
  count('created', result.created);
  count('updated', result.updated);
  return ok({
    message: savedMessage(result),
    result,
  });
});
