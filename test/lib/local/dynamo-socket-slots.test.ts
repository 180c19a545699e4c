/**
 * The local runtime's DynamoDB client (set up by useLocalStack, as in every test worker) keeps calls
 * beyond the agent's sockets waiting before the SDK's timeouts start.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { FinalizeRequestMiddleware, MetadataBearer } from '@smithy/types';
import { describe, expect, it } from 'vitest';
import { documentDb, dynamoClient, tableName } from '../../../lib/dynamo/client.js';
import { resetLocalDynamoClient } from '../../../lib/local/dynamo-client.js';

describe('calls in flight', () => {
  // The SDK times a request from the moment it reaches its HTTP agent, socket queue included; the
  // client keeps calls beyond the agent's 50 sockets waiting before that, so none times out queued.
  it('sends at most 50 calls at once and answers every one of 300 concurrent calls', async () => {
    const OBSERVER = 'observeInFlight';
    let inFlight = 0;
    let most = 0;
    const observe: FinalizeRequestMiddleware<object, MetadataBearer> = (next) => async (args) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      try {
        return await next(args);
      } finally {
        inFlight -= 1;
      }
    };
    dynamoClient().middlewareStack.addRelativeTo(observe, {
      relation: 'after',
      toMiddleware: 'waitForSocketSlot',
      name: OBSERVER,
    });
    try {
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          documentDb().send(
            new GetCommand({ TableName: tableName(), Key: { pk: `IN_FLIGHT#${i}`, sk: 'none' } }),
          ),
        ),
      );
      expect(answers.every((answer) => answer.$metadata.httpStatusCode === 200)).toBe(true);
      expect(most).toBe(50);
    } finally {
      dynamoClient().middlewareStack.remove(OBSERVER);
    }
  });
});

describe('the local client', () => {
  it('keeps waiting for socket slots after the client is dropped and created again', () => {
    resetLocalDynamoClient();
    const names = dynamoClient().middlewareStack.identify();
    expect(names.some((name) => name.startsWith('waitForSocketSlot'))).toBe(true);
  });
});
