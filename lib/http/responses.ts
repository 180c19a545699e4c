/** Building API Gateway v2 results. Every JSON answer of the service goes through json(). */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';

export type HttpResult = APIGatewayProxyStructuredResultV2 & {
  statusCode: number;
  headers: Record<string, string>;
};

export function json(statusCode: number, body: unknown, headers: Record<string, string> = {}): HttpResult {
  return {
    statusCode,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

/** `{err:false, ...fields}`: the success envelope of the key-based endpoints. */
export function ok(
  fields: { result?: unknown; message?: string; [extra: string]: unknown },
  statusCode = 200,
): HttpResult {
  return json(statusCode, { err: false, ...fields });
}

export function text(statusCode: number, body: string, headers: Record<string, string> = {}): HttpResult {
  return { statusCode, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, body };
}

export function html(statusCode: number, body: string, headers: Record<string, string> = {}): HttpResult {
  return { statusCode, headers: { 'content-type': 'text/html; charset=utf-8', ...headers }, body };
}

export function header(event: Pick<APIGatewayProxyEventV2, 'headers'>, name: string): string | undefined {
  return event.headers?.[name.toLowerCase()];
}

export function requestIdOf(event: Pick<APIGatewayProxyEventV2, 'requestContext'>): string {
  return event.requestContext?.requestId ?? 'unknown';
}
