/**
 * The one reader of request bodies. API Gateway hands a body over as text, or base64-encoded when
 * it took the body for binary (any Content-Type it does not know as text), so every reader must
 * decode the same way and measure the same bytes.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

type BodyOf = Pick<APIGatewayProxyEventV2, 'body' | 'isBase64Encoded'>;

/** Bytes the client sent, counted without decoding them: limits are checked before any work. */
export function bodyBytes(event: BodyOf): number {
  const raw = event.body ?? '';
  return Buffer.byteLength(raw, event.isBase64Encoded ? 'base64' : 'utf8');
}

/** The body as UTF-8 text; an absent body is ''. */
export function bodyText(event: BodyOf): string {
  const raw = event.body ?? '';
  return event.isBase64Encoded ? Buffer.from(raw, 'base64').toString('utf8') : raw;
}
