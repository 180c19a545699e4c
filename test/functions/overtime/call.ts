/** Calling the overtime handlers directly with a sample event, as API Gateway would. */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { sampleEvent } from '../../support/fixtures.js';

type Handler = (event: APIGatewayProxyEventV2, context: never) => Promise<unknown>;

export interface Answer {
  status: number;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: a JSON answer's shape is what the test asserts
  body: any;
  /** The body as sent, byte for byte. */
  text: string;
}

export async function callHandler(
  handler: Handler,
  file: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const event = sampleEvent(file, body);
  event.headers = { ...event.headers, ...headers };
  const result = (await handler(event, {} as never)) as {
    statusCode: number;
    headers: Record<string, string>;
    body?: string;
  };
  return {
    status: result.statusCode,
    headers: result.headers,
    body: JSON.parse(result.body ?? 'null'),
    text: result.body ?? '',
  };
}
