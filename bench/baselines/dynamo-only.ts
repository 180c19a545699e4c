/**
 * The DynamoDB-only baseline function of G1, G2 and G3: the same SDK clients, options and lazy
 * creation as lib/dynamo/client.ts, one GetItem per request, and nothing else.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { benchDocumentClient } from './document-client.js';

export const handler = async () => {
  const { Item } = await benchDocumentClient().send(
    new GetCommand({
      TableName: process.env.TABLE_NAME ?? 'workforce-ops',
      Key: { pk: 'BENCH#baseline', sk: 'item' },
    }),
  );
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ item: Item ?? null }),
  };
};
