/**
 * The local runtime's DynamoDB client (useLocalStack, as in every test worker): DynamoDB Local gets
 * the request timeout DYNAMODB_REQUEST_TIMEOUT_MS names; without it the client keeps the 2 s a
 * function gives DynamoDB, which the deployed client (lib/dynamo/client.ts) alone decides.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, it } from 'vitest';
import { documentDb, dynamoClient, tableName } from '../../../lib/dynamo/client.js';
import { resetProcessCaches } from '../../../lib/local/reset.js';

/** The request timeout the client's HTTP handler uses, as it stands after a call. */
async function requestTimeout(): Promise<number | undefined> {
  await documentDb().send(new GetCommand({ TableName: tableName(), Key: { pk: 'TIMEOUT', sk: 'none' } }));
  const handler = dynamoClient().config.requestHandler as unknown as {
    httpHandlerConfigs(): { requestTimeout?: number };
  };
  return handler.httpHandlerConfigs().requestTimeout;
}

describe('the local request timeout', () => {
  const set = process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
  afterAll(() => {
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS = set;
    resetProcessCaches();
  });

  it('is the one DYNAMODB_REQUEST_TIMEOUT_MS names, on every client made after', async () => {
    process.env.DYNAMODB_REQUEST_TIMEOUT_MS = '7000';
    resetProcessCaches();
    expect(await requestTimeout()).toBe(7000);
  });

  it("is the functions' 2 s without it", async () => {
    delete process.env.DYNAMODB_REQUEST_TIMEOUT_MS;
    resetProcessCaches();
    expect(await requestTimeout()).toBe(2000);
  });
});
