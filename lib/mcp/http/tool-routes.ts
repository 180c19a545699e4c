/**
 * The direct tool routes: GET /mcp/tools (the catalog) and POST /mcp/tools/<name> (a tool call
 * whose body is the arguments object). Every answer is the tool envelope, with the envelope's
 * status as the HTTP status.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { TOKEN_ERRORS } from '../../auth/errors.js';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../../http/json-depth.js';
import { bodyText } from '../../http/request-body.js';
import { type HttpResult, json, requestIdOf } from '../../http/responses.js';
import { logger } from '../../shared/logger.js';
import { callTool } from '../call-tool.js';
import { catalog } from '../catalog.js';
import { ToolCrash, ToolFailure } from '../errors.js';
import type { Principal } from '../principal.js';
import { envelopeError, scopeChallenge, tokenFailure } from './answers.js';
import { takeCalls, withRateFields } from './request.js';

export function listTools(principal: Principal | undefined): HttpResult {
  return json(200, { tools: catalog(principal !== undefined) });
}

/** The body as the tool's arguments: none is `{}`; anything else must be JSON. */
function argumentsOf(event: APIGatewayProxyEventV2): { args: unknown } | { refusal: ToolFailure } {
  const raw = bodyText(event);
  if (!raw.trim()) return { args: {} };
  let args: unknown;
  try {
    args = JSON.parse(raw);
  } catch {
    return {
      refusal: new ToolFailure('invalid_arguments', 400, 'the body must be a JSON object of tool arguments'),
    };
  }
  if (nestsDeeperThan(args)) {
    return {
      refusal: new ToolFailure(
        'invalid_arguments',
        400,
        `the arguments nest deeper than ${MAX_JSON_DEPTH} levels`,
      ),
    };
  }
  return { args };
}

export async function postTool(
  event: APIGatewayProxyEventV2,
  principal: Principal | undefined,
): Promise<HttpResult> {
  if (!principal) return tokenFailure(TOKEN_ERRORS.missing);
  const name = event.pathParameters?.name ?? '';
  const rate = await takeCalls(principal, event, 1);
  if (!rate.allowed) {
    const wait = rate.retryAfterSeconds;
    return envelopeError(new ToolFailure('rate_limited', 429, `rate limit exceeded; retry after ${wait} s`), {
      'retry-after': String(wait),
      ...rate.fields,
    });
  }
  return withRateFields(await runTool(event, principal, name), rate);
}

/** The tool's answer to the arguments the body holds, once the call is counted. */
async function runTool(
  event: APIGatewayProxyEventV2,
  principal: Principal,
  name: string,
): Promise<HttpResult> {
  const parsed = argumentsOf(event);
  if ('refusal' in parsed) return envelopeError(parsed.refusal);
  let outcome: Awaited<ReturnType<typeof callTool>>;
  try {
    outcome = await callTool(principal, name, parsed.args, 'direct');
  } catch (error) {
    if (!(error instanceof ToolCrash)) throw error;
    const requestId = requestIdOf(event);
    logger.error('tool crashed', { requestId, tool: error.tool, error: error.cause });
    return envelopeError(
      new ToolFailure(
        'internal_error',
        500,
        `${error.tool} failed unexpectedly; quote request id ${requestId}`,
      ),
    );
  }
  const headers: Record<string, string> = {};
  if (!outcome.envelope.success && outcome.httpStatus === 403) {
    headers['www-authenticate'] = scopeChallenge(outcome.envelope.escalationReason, outcome.requiredScope);
  }
  return json(outcome.httpStatus, outcome.envelope, headers);
}
