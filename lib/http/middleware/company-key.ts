/**
 * Resolves the body's company key to its company (400 MISSING_KEY, 401 or 400 INVALID_KEY) and
 * hands the use case its request. Runs after the JSON parser: the key is a field of the body.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { resolveCompanyKey } from '../../companies/resolve-company.js';
import { ERRORS } from '../../shared/error-catalogue.js';
import { errorOf } from '../../shared/errors.js';
import { logger } from '../../shared/logger.js';
import {
  isJsonBody,
  type JsonBody,
  type KeyedContext,
  type KeyedEvent,
  type KeyedInternal,
} from '../keyed-request.js';
import { type HttpResult, requestIdOf } from '../responses.js';

export interface CompanyKeyOptions {
  /**
   * Runs after the body is parsed and before the key is resolved (e.g. a per-IP rate limit); the
   * headers it answers go on the answer, whatever it is (answer-headers.ts).
   */
  beforeKey?: (event: APIGatewayProxyEventV2) => Promise<Record<string, string> | undefined>;
  /** Rewrites the parsed body before the key is read from it (insertNotification lower-cases every key). */
  transformBody?: (body: JsonBody) => JsonBody;
}

export function companyKey(
  options: CompanyKeyOptions = {},
): middy.MiddlewareObj<KeyedEvent, HttpResult, Error, KeyedContext, KeyedInternal> {
  return {
    name: 'companyKey',
    before: async (request) => {
      const event = request.event as APIGatewayProxyEventV2;
      const parsed = request.event.body;
      if (!isJsonBody(parsed)) throw errorOf(ERRORS.notObject, {});
      const { internal } = request;
      Object.assign(internal.answerHeaders, await options.beforeKey?.(event));
      const body = options.transformBody?.(parsed) ?? parsed;
      const { company } = await resolveCompanyKey(body.key);
      internal.companyId = company.companyId;
      logger.appendKeys({ companyId: company.companyId });
      // The request id is handed to the use case, not kept in an AsyncLocalStorage: the first
      // run() of one turns on Node's promise hooks for the rest of the process, and every SDK
      // call pays for them afterwards.
      request.context.keyedRequest = {
        body,
        event,
        company,
        requestId: requestIdOf(event),
        count: (name, amount) => {
          internal.counts[name] = (internal.counts[name] ?? 0) + amount;
        },
      };
    },
  };
}
