/**
 * Refuses a body over the endpoint's limit before anything reads it (413 PAYLOAD_TOO_LARGE), and
 * decodes a base64 body for the JSON parser after it, so the body is read one way only.
 */
import type middy from '@middy/core';
import { PayloadTooLargeError } from '../errors.js';
import { bodyBytes, bodyText } from '../request-body.js';
import type { HttpResult } from '../responses.js';

export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

interface RawBodyEvent {
  body?: unknown;
  isBase64Encoded: boolean;
}

export function bodySizeLimit(
  maxBytes = DEFAULT_MAX_BODY_BYTES,
): middy.MiddlewareObj<RawBodyEvent, HttpResult> {
  return {
    name: 'bodySizeLimit',
    before: ({ event }) => {
      const raw = {
        body: typeof event.body === 'string' ? event.body : undefined,
        isBase64Encoded: event.isBase64Encoded,
      };
      if (bodyBytes(raw) > maxBytes) throw new PayloadTooLargeError(maxBytes);
      if (event.isBase64Encoded) {
        event.body = bodyText(raw);
        event.isBase64Encoded = false;
      }
    },
  };
}
