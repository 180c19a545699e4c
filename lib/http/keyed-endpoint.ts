/**
 * The one middleware stack of the key-based endpoints, in the order decisions.md needs:
 * body size limit → JSON body parser (415 / 400) → company key → the endpoint's use case; the
 * error mapper and the transmission record run last on the way out, for successes and failures.
 */
import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { Company } from '../companies/company.js';
import { resolveCompanyKey } from '../companies/resolve-company.js';
import { UNKNOWN_COMPANY } from '../dynamo/keys.js';
import { putTransmission } from '../dynamo/transmission-store.js';
import {
  AppError,
  InvalidJsonError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
} from '../shared/errors.js';
import { logger } from '../shared/logger.js';
import { dropPrototypeKeys } from '../shared/prototype-keys.js';
import { errorResponse } from './error-response.js';
import { type HttpResult, header, requestIdOf } from './responses.js';
import { companyNamedByKey, loginsOf } from './transmission-subjects.js';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;
/** Time kept to send the answer once the function must stop waiting for its transmission record. */
const ANSWER_MARGIN_MS = 500;
export type JsonBody = Record<string, unknown>;

export interface KeyedRequest {
  body: JsonBody;
  event: APIGatewayProxyEventV2;
  company: Company;
  requestId: string;
  /** Adds to the counts recorded in this request's transmission item. */
  count(name: string, amount: number): void;
}

export interface KeyedEndpointOptions {
  maxBodyBytes?: number;
  /** Rewrites key and body errors where the endpoint's contract fixes other statuses or messages. */
  mapError?: (error: AppError) => AppError;
  /** Runs after the body is parsed and before the key is resolved (e.g. a per-IP rate limit). */
  beforeKey?: (event: APIGatewayProxyEventV2) => Promise<void>;
  /** Rewrites the parsed body before the key is read from it (insertNotification lower-cases every key). */
  transformBody?: (body: JsonBody) => JsonBody;
  /** Message of the 500 for unexpected errors, where the contract fixes one (insertNotification). */
  internalErrorMessage?: string;
}

type KeyedEvent = Omit<APIGatewayProxyEventV2, 'body'> & { body: unknown; rawBody?: string };

interface RequestState {
  startedAt: number;
  companyId: string;
  counts: Record<string, number>;
}

const isJsonContentType = (value: string | undefined) => /^application\/(.+\+)?json($|;.+)/.test(value ?? '');

/** What the body parser throws, in the service's own terms. */
function toAppError(error: unknown, event: KeyedEvent): unknown {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (status === 415) {
    return isJsonContentType(header(event, 'content-type'))
      ? new InvalidJsonError('request body is not valid JSON', { cause: error })
      : new UnsupportedMediaTypeError('Content-Type must be application/json', { cause: error });
  }
  return error;
}

export function keyedEndpoint(endpoint: string, options: KeyedEndpointOptions = {}) {
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
  const states = new WeakMap<object, RequestState>();

  const stateOf = (event: KeyedEvent): RequestState => {
    let state = states.get(event);
    if (!state) {
      state = { startedAt: Date.now(), companyId: UNKNOWN_COMPANY, counts: {} };
      states.set(event, state);
    }
    return state;
  };

  const recordTransmission = async (event: KeyedEvent, response: HttpResult, errorCode: string | null) => {
    const state = stateOf(event);
    const requestId = requestIdOf(event);
    try {
      // A failure before the company was resolved (revoked key, rate-limited validation) is still
      // the company's when its key decrypts; only undecryptable keys stay unattributed.
      if (errorCode !== null && state.companyId === UNKNOWN_COMPANY) {
        state.companyId = (await companyNamedByKey(event.body)) ?? UNKNOWN_COMPANY;
      }
      const logins = errorCode === null ? [] : loginsOf(event.body);
      await putTransmission({
        companyId: state.companyId,
        endpoint,
        status: response.statusCode,
        errorCode,
        latencyMs: Date.now() - state.startedAt,
        counts: state.counts,
        requestId,
        at: new Date(state.startedAt).toISOString(),
        ...(logins.length > 0 ? { logins } : {}),
      });
    } catch (error) {
      // The answer stands; the lost record is logged as an error so the alarm on errors sees it.
      logger.error('transmission write failed', { requestId, endpoint, error });
    }
  };

  /**
   * Waits for the transmission record until shortly before the function's deadline, no longer:
   * when DynamoDB hangs, the answer (a 503) must still reach the caller before Lambda kills it.
   */
  const recordWithinDeadline = async (
    record: Promise<void>,
    context: Context | undefined,
    event: KeyedEvent,
  ) => {
    const remaining = context?.getRemainingTimeInMillis?.();
    if (remaining === undefined) return record;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), Math.max(0, remaining - ANSWER_MARGIN_MS));
    });
    const outcome = await Promise.race([record.then(() => 'written' as const), late]);
    clearTimeout(timer);
    if (outcome === 'late') {
      logger.error('transmission write failed', {
        requestId: requestIdOf(event),
        endpoint,
        error: 'not written when the function had to answer',
      });
    }
  };

  return {
    handler(useCase: (request: KeyedRequest) => Promise<HttpResult>) {
      const core = async (event: KeyedEvent, _context: Context): Promise<HttpResult> => {
        const body = event.body;
        if (body === null || typeof body !== 'object' || Array.isArray(body)) {
          throw new InvalidJsonError('request body must be a JSON object');
        }
        const state = stateOf(event);
        await options.beforeKey?.(event as APIGatewayProxyEventV2);
        const input = options.transformBody?.(body as JsonBody) ?? (body as JsonBody);
        const { company } = await resolveCompanyKey(input.key);
        state.companyId = company.companyId;
        // The request id is handed to the use case, not kept in an AsyncLocalStorage: the first
        // run() of one turns on Node's promise hooks for the rest of the process, which slowed
        // every SDK call after it (a cold masterData answered about 15% later; bench/README.md G3).
        return useCase({
          body: input,
          event: event as APIGatewayProxyEventV2,
          company,
          requestId: requestIdOf(event),
          count: (name, amount) => {
            state.counts[name] = (state.counts[name] ?? 0) + amount;
          },
        });
      };

      return middy<KeyedEvent, HttpResult>({ timeoutEarlyInMillis: 0 })
        .use({
          before: ({ event }) => {
            stateOf(event);
            const raw = typeof event.body === 'string' ? event.body : '';
            const size = event.isBase64Encoded ? Math.floor((raw.length * 3) / 4) : Buffer.byteLength(raw);
            if (size > maxBodyBytes) throw new PayloadTooLargeError(maxBodyBytes);
          },
        })
        .use(httpJsonBodyParser({ reviver: dropPrototypeKeys }))
        .use({
          after: async (request) => {
            const response = request.response as HttpResult;
            response.headers['x-request-id'] = requestIdOf(request.event);
            await recordWithinDeadline(
              recordTransmission(request.event, response, null),
              request.context,
              request.event,
            );
          },
          onError: async (request) => {
            let error = toAppError(request.error, request.event);
            if (!(error instanceof AppError) && options.internalErrorMessage) {
              error = new AppError('INTERNAL_ERROR', 500, options.internalErrorMessage, { cause: error });
            }
            if (error instanceof AppError && options.mapError) error = options.mapError(error);
            const response = errorResponse(error, requestIdOf(request.event));
            response.headers['x-request-id'] = requestIdOf(request.event);
            request.response = response;
            await recordWithinDeadline(
              recordTransmission(
                request.event,
                response,
                error instanceof AppError ? error.code : 'INTERNAL_ERROR',
              ),
              request.context,
              request.event,
            );
          },
        })
        .handler(core);
    },
  };
}
