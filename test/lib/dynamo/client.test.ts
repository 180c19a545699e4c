/**
 * DynamoDB faults the real DynamoDB Local cannot produce (throttling, a timeout) are injected with
 * an SDK middleware on the one client — the only place the tests fake a part.
 */
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { afterEach, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/master-data/submit-master-data.js';
import { clearCompanyCache } from '../../../lib/companies/resolve-company.js';
import { dynamoClient } from '../../../lib/dynamo/client.js';
import { employee, newCompany, sampleEvent } from '../../support/fixtures.js';

const FAULT = 'injectedFault';

function injectFault(makeError: () => Error): void {
  dynamoClient().middlewareStack.add(
    () => async () => {
      throw makeError();
    },
    { step: 'initialize', priority: 'low', name: FAULT },
  );
}

afterEach(() => {
  dynamoClient().middlewareStack.remove(FAULT);
});

describe('DynamoDB faults', () => {
  it('answers 503 with Retry-After when DynamoDB throttles, and leaves no employee written', async () => {
    const company = await newCompany();
    clearCompanyCache();
    injectFault(
      () =>
        new ProvisionedThroughputExceededException({
          message: 'Rate of requests exceeds the allowed throughput',
          $metadata: {},
        }),
    );
    const result = await handler(
      sampleEvent('masterData.json', { key: company.key, data: { employees: [employee('x')] } }),
      {} as never,
    );
    expect(result.statusCode).toBe(503);
    expect(result.headers?.['retry-after']).toBe('5');
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({ err: true, code: 'SERVICE_UNAVAILABLE' });
  });

  it('answers 503 when DynamoDB times out', async () => {
    const company = await newCompany();
    clearCompanyCache();
    injectFault(() => Object.assign(new Error('socket timed out'), { name: 'TimeoutError' }));
    const result = await handler(
      sampleEvent('masterData.json', { key: company.key, data: { employees: [] } }),
      {} as never,
    );
    expect(result.statusCode).toBe(503);
  });

  it('passes other errors through as 500 with a request id and no internals', async () => {
    const company = await newCompany();
    clearCompanyCache();
    injectFault(() => new Error('ValidationException: secret internal detail'));
    const event = sampleEvent('masterData.json', { key: company.key, data: { employees: [] } });
    const result = await handler(event, {} as never);
    expect(result.statusCode).toBe(500);
    const body = JSON.parse(result.body ?? '{}');
    expect(body).toMatchObject({
      err: true,
      code: 'INTERNAL_ERROR',
      requestId: event.requestContext.requestId,
    });
    expect(result.body).not.toContain('secret internal detail');
  });
});

describe('the client', () => {
  // The SDK's logger middleware builds a redacted copy of every output even for its no-op logger;
  // the client has no logger, so the middleware is dropped (counting stays).
  it('carries the call counter and not the SDK logger middleware', () => {
    const names = dynamoClient().middlewareStack.identify();
    expect(names.some((name) => name.startsWith('countAwsCalls'))).toBe(true);
    expect(names.some((name) => name.startsWith('loggerMiddleware'))).toBe(false);
  });
});
