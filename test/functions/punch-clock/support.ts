/** Calling the punch-clock handlers directly with a sample event from events/. */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { sampleEvent } from '../../support/fixtures.js';

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer's shape is what the test asserts
  body: any;
  headers: Record<string, unknown>;
}

export async function call(handler: Handler, functionName: string, body: unknown): Promise<Answer> {
  const result = await handler(sampleEvent(`${functionName}.json`, body), {} as Context);
  return {
    status: result.statusCode ?? 0,
    body: JSON.parse(result.body ?? '{}'),
    headers: (result.headers ?? {}) as Record<string, unknown>,
  };
}
