// POST /integrationValidatorData: checks a company key; 10 calls per minute per source IP.
import { describeValidKey, limitValidatorCalls } from '../../lib/companies/validate-integration.js';
import { keyedEndpoint } from '../../lib/http/keyed-endpoint.js';
import { ok } from '../../lib/http/responses.js';

export const handler = keyedEndpoint('integrationValidatorData', {
  beforeKey: (event) => limitValidatorCalls(event.requestContext.http.sourceIp),
}).handler(async ({ company }) => ok({ result: describeValidKey(company) }));
