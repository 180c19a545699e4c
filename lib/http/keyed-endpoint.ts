/**
 * The one middleware stack of the key-based endpoints, and the one place its order is decided:
 * on the way in, the shared observability (lambda context, API request id, tracing, metrics,
 * access line) → body size limit → JSON body parser (415 / 400) → company key → the endpoint's use
 * case; on the way out, for successes and failures alike, the error envelope, the headers decided
 * before the use case (answer-headers.ts), the request id, the transmission record and the access
 * line, in that order.
 */
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { dropPrototypeKeys } from '../shared/prototype-keys.js';
import type { KeyedContext, KeyedEvent, KeyedInternal, KeyedRequest } from './keyed-request.js';
import { answerHeaders } from './middleware/answer-headers.js';
import { bodySizeLimit } from './middleware/body-size-limit.js';
import { type CompanyKeyOptions, companyKey } from './middleware/company-key.js';
import { type ErrorEnvelopeOptions, errorEnvelope } from './middleware/error-envelope.js';
import { httpObservability } from './middleware/observability.js';
import { requestIdHeader } from './middleware/request-id-header.js';
import { type TransmissionRecordOptions, transmissionRecord } from './middleware/transmission-record.js';
import type { HttpResult } from './responses.js';

export type { JsonBody, KeyedRequest } from './keyed-request.js';

export interface KeyedEndpointOptions
  extends CompanyKeyOptions,
    ErrorEnvelopeOptions,
    Pick<TransmissionRecordOptions, 'logins'> {
  maxBodyBytes?: number;
}

export function keyedEndpoint(endpoint: string, options: KeyedEndpointOptions = {}) {
  return {
    handler(useCase: (request: KeyedRequest) => Promise<HttpResult>) {
      return middy<KeyedEvent, HttpResult, Error, KeyedContext, KeyedInternal>({ timeoutEarlyInMillis: 0 })
        .use(httpObservability())
        .use(transmissionRecord({ endpoint, logins: options.logins }))
        .use(requestIdHeader())
        .use(answerHeaders())
        .use(errorEnvelope(options))
        .use(bodySizeLimit(options.maxBodyBytes))
        .use(httpJsonBodyParser({ reviver: dropPrototypeKeys }))
        .use(companyKey(options))
        .handler(async (_event, context) => {
          if (!context.keyedRequest) throw new Error('the company-key middleware did not run');
          return useCase(context.keyedRequest);
        });
    },
  };
}
