/**
 * The Origin allowlist, checked before anything else on every MCP route (DNS rebinding): a browser
 * request from an Origin that is not listed is refused; requests without an Origin pass.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { HttpResult } from '../../../http/responses.js';
import { OriginNotAllowedError } from '../../errors.js';
import { originAllowed } from '../request.js';

export function originAllowlist(): middy.MiddlewareObj<APIGatewayProxyEventV2, HttpResult> {
  return {
    name: 'originAllowlist',
    before: ({ event }) => {
      if (!originAllowed(event)) throw new OriginNotAllowedError();
    },
  };
}
