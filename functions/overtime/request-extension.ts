// POST /requestExtension: a new overtime extension request. GET /requestExtension: health check.
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { httpEndpoint } from '../../lib/http/http-endpoint.js';
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { type HttpResult, header, ok, text } from '../../lib/http/responses.js';
import { parseIdempotencyKey } from '../../lib/idempotency/idempotent.js';
import { requestExtension } from '../../lib/overtime/request-extension.js';
import { RequestExtensionSchema } from '../../lib/overtime/schemas.js';
import { parseInput } from '../../lib/shared/validation.js';

const post = keyedEndpoint('requestExtension', { logins: (body) => body.user }).handler(
  async ({ body, event, company, requestId, count }) => {
    const input = parseInput(RequestExtensionSchema, body);
    const idempotencyKey = parseIdempotencyKey(header(event, 'idempotency-key'));
    const { replayed, ...answer } = await requestExtension(company, input, idempotencyKey, requestId);
    count(replayed ? 'replayed' : 'requested', 1);
    const response = ok(answer);
    if (replayed) response.headers['idempotent-replayed'] = 'true';
    return response;
  },
);

const health = httpEndpoint(async () => text(200, 'RequestExtension service is running.'));

export async function handler(event: APIGatewayProxyEventV2, context: Context): Promise<HttpResult> {
  return event.requestContext.http.method === 'GET' ? health(event, context) : post(event, context);
}
