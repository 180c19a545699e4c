/**
 * What an on-call engineer reads in CloudWatch: every log line of a request carries the same
 * Lambda request id, API request id and cold-start flag; each request ends with one INFO access
 * line (route, status, duration); a refusal is logged at INFO with its reason code and without
 * the key, secret or token that was refused.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RegisteredClient, registerClient } from '../../../../lib/auth/oauth-clients.js';
import { keyedEndpoint } from '../../../../lib/http/keyed-endpoint.js';
import { ok } from '../../../../lib/http/responses.js';
import { logger } from '../../../../lib/shared/logger.js';
import { captureLogs, type LogCapture, type LogEntry } from '../../../reliability/support/log-capture.js';
import { newCompany, sampleEvent, type TestCompany, uniqueId } from '../../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../../support/gateway.js';

const lambdaContext = (awsRequestId: string) =>
  ({
    functionName: 'observed',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:local:000000000000:function:observed',
    memoryLimitInMB: '512',
    awsRequestId,
    getRemainingTimeInMillis: () => 10_000,
  }) as Context;

let logs: LogCapture;
beforeEach(() => {
  logs = captureLogs('INFO');
});
afterEach(() => logs.stop());

describe('the keyed handler stack', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
  });

  const handler = keyedEndpoint('observed').handler(async ({ company: { companyId } }) => {
    logger.info('use case ran', { step: 1 });
    logger.warn('use case warned', { step: 2 });
    return ok({ result: { companyId } });
  });

  it('gives every line of a request the same request ids and cold-start flag, and ends with the access line', async () => {
    const event: APIGatewayProxyEventV2 = sampleEvent('integrationValidatorData.json', { key: company.key });
    const lambdaRequestId = uniqueId('lambda');
    const answer = await handler(event, lambdaContext(lambdaRequestId));
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-request-id']).toBe(event.requestContext.requestId);

    const lines = logs.entries();
    expect(lines.map((line) => line.message)).toEqual(['use case ran', 'use case warned', 'request']);
    for (const line of lines) {
      expect(line).toMatchObject({
        function_request_id: lambdaRequestId,
        requestId: event.requestContext.requestId,
        function_name: 'observed',
        companyId: company.companyId,
        service: 'workforce-ops',
      });
      expect(typeof line.cold_start).toBe('boolean');
    }
    expect(new Set(lines.map((line) => line.cold_start)).size).toBe(1);
    const access = lines.at(-1) as LogEntry;
    expect(access).toMatchObject({ level: 'INFO', route: event.routeKey, status: 200 });
    expect(access.durationMs).toEqual(expect.any(Number));
    expect(access).not.toHaveProperty('reason');
  });

  it("keeps one request's keys off the next request's lines", async () => {
    await handler(sampleEvent('integrationValidatorData.json', { key: company.key }), lambdaContext('first'));
    const second = sampleEvent('integrationValidatorData.json', { key: '' });
    await handler(second, lambdaContext('second'));
    const [last] = logs.entries().filter((line) => line.function_request_id === 'second');
    expect(last).toMatchObject({
      requestId: second.requestContext.requestId,
      status: 400,
    });
    // A 400 is the caller's mistake, not a refusal: no reason code; and no company was resolved.
    expect(last).not.toHaveProperty('reason');
    expect(last).not.toHaveProperty('companyId');
  });
});

describe('refusals through the local gateway', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let client: RegisteredClient;
  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany();
    client = await registerClient({ clientId: uniqueId('obs'), scopes: [`read:logs:${company.companyId}`] });
  });
  afterAll(() => gateway.close());

  const refusalLine = (requestId: unknown) => {
    const lines = logs.entries().filter((line) => line.requestId === requestId);
    expect(lines.length).toBeGreaterThan(0);
    return { lines, access: lines.find((line) => line.message === 'request') };
  };

  it('logs a 401 for an undecryptable company key at INFO with INVALID_KEY, never the key', async () => {
    const truncated = company.key.slice(0, -6);
    const answer = await http(`${gateway.baseUrl}/integrationValidatorData`, { body: { key: truncated } });
    expect(answer.status).toBe(401);
    const { access } = refusalLine(answer.headers['x-request-id']);
    expect(access).toMatchObject({
      level: 'INFO',
      route: 'POST /integrationValidatorData',
      status: 401,
      reason: 'INVALID_KEY',
    });
    expect(logs.raw.join('\n')).not.toContain(truncated);
  });

  it('logs a 401 for a wrong client secret at INFO with invalid_client, never the credentials', async () => {
    const wrongSecret = `${client.client_secret.slice(0, -4)}AAAA`;
    const basic = Buffer.from(`${client.client_id}:${wrongSecret}`).toString('base64');
    const answer = await http(`${gateway.baseUrl}/oauthToken`, {
      body: 'grant_type=client_credentials',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
    });
    expect(answer.status).toBe(401);
    const { access } = refusalLine(answer.headers['x-request-id']);
    expect(access).toMatchObject({
      level: 'INFO',
      route: 'POST /oauthToken',
      status: 401,
      reason: 'invalid_client',
    });
    const everything = logs.raw.join('\n');
    expect(everything).not.toContain(wrongSecret);
    expect(everything).not.toContain(basic);
  });
});
