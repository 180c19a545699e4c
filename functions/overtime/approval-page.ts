// GET and POST /approval/{key}: the page the approver's e-mail links to. Not key-based: the link's
// key is the credential, single-use and valid 7 days.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { errorResponse } from '../../lib/http/error-response.js';
import { httpEndpoint } from '../../lib/http/http-endpoint.js';
import { bodyText } from '../../lib/http/request-body.js';
import { type HttpResult, header, html, requestIdOf } from '../../lib/http/responses.js';
import { decideThroughLink, viewApprovalLink } from '../../lib/overtime/approval-by-link.js';
import { decisionOrigin } from '../../lib/overtime/approval-origin.js';
import {
  errorPage,
  foreignOriginPage,
  invalidDecisionPage,
  linkStatePage,
  PAGE_STYLE_HASH,
} from '../../lib/overtime/approval-page.js';
import { ApprovalDecisionSchema } from '../../lib/overtime/schemas.js';
import { config } from '../../lib/shared/config.js';
import { logger } from '../../lib/shared/logger.js';

const STATUS = { open: 200, decided: 200, alreadyDecided: 409, expired: 410, unknown: 404 } as const;

// The URL holds the key: never cached, never sent on as a Referer, never framed.
const HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'content-security-policy': `default-src 'none'; style-src '${PAGE_STYLE_HASH}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`,
};

function decisionOf(event: APIGatewayProxyEventV2): unknown {
  return { decision: new URLSearchParams(bodyText(event)).get('decision') };
}

export const handler = httpEndpoint(async (event: APIGatewayProxyEventV2): Promise<HttpResult> => {
  const requestId = requestIdOf(event);
  const headers = { ...HEADERS, 'x-request-id': requestId };
  const key = event.pathParameters?.key ?? '';
  try {
    if (event.requestContext.http.method !== 'POST') {
      const state = await viewApprovalLink(key);
      return html(STATUS[state.kind], linkStatePage(state), headers);
    }
    const from = decisionOrigin(
      {
        secFetchSite: header(event, 'sec-fetch-site'),
        origin: header(event, 'origin'),
        referer: header(event, 'referer'),
      },
      config().PUBLIC_BASE_URL,
    );
    if (from === 'elsewhere') {
      logger.warn('approval decision from another origin refused', {
        requestId,
        origin: header(event, 'origin'),
        secFetchSite: header(event, 'sec-fetch-site'),
      });
      return html(403, foreignOriginPage(), headers);
    }
    const choice = ApprovalDecisionSchema.safeParse(decisionOf(event));
    if (!choice.success) return html(400, invalidDecisionPage(), headers);
    const outcome = await decideThroughLink(key, choice.data.decision);
    return html(STATUS[outcome.kind], linkStatePage(outcome), headers);
  } catch (error) {
    // errorResponse logs the failure and tells its status; the browser gets a page, not JSON.
    const { statusCode } = errorResponse(error, requestId);
    return html(statusCode, errorPage(statusCode, requestId), headers);
  }
});
