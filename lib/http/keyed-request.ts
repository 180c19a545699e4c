/**
 * What the key-based endpoints' middlewares share: the event as the JSON parser leaves it, the
 * per-request state they keep on middy's `request.internal`, and the request a use case gets.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import type { Company } from '../companies/company.js';

export type JsonBody = Record<string, unknown>;

/** Whether a parsed body is a JSON object, the only body a key-based endpoint reads. */
export const isJsonBody = (value: unknown): value is JsonBody =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** The request a key-based endpoint's use case gets, once its body is parsed and its key resolved. */
export interface KeyedRequest {
  body: JsonBody;
  event: APIGatewayProxyEventV2;
  company: Company;
  requestId: string;
  /** Adds to the counts recorded in this request's transmission item. */
  count(name: string, amount: number): void;
}

/** The event once the JSON parser has replaced the body's text with the value it holds. */
export type KeyedEvent = Omit<APIGatewayProxyEventV2, 'body'> & { body?: unknown };

/** The transmission record's state for one request. */
export type KeyedInternal = {
  startedAt: number;
  /** The company the transmission is filed under; UNKNOWN_COMPANY until a key names one. */
  companyId: string;
  counts: Record<string, number>;
  /** Headers every answer of the request carries, success or failure (answer-headers.ts). */
  answerHeaders: Record<string, string>;
};

/**
 * The Lambda context, through which the company-key middleware hands the use case its request:
 * middy gives a handler the event and the context, never the request the middlewares share.
 */
export interface KeyedContext extends Context {
  keyedRequest?: KeyedRequest;
}
