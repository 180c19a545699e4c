/** OAuth clients of the client-credentials grant: the only module that reads or writes them. */
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { OAuthClient } from '../auth/oauth-client.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { documentDb, tableName } from './client.js';
import { isConditionFailure } from './errors.js';
import { oauthClientEntity, oauthClientKeys } from './keys.js';

export async function getOAuthClient(clientId: string): Promise<OAuthClient | undefined> {
  const { Item } = await documentDb().send(
    new GetCommand({ TableName: tableName(), Key: oauthClientKeys.item(clientId), ConsistentRead: true }),
  );
  return Item ? oauthClientEntity.fromItem(Item) : undefined;
}

/** Registers a client; an id in use (even revoked) is a conflict unless `replace` (the demo seed). */
export async function putOAuthClient(
  client: OAuthClient,
  options: { replace?: boolean } = {},
): Promise<void> {
  try {
    await documentDb().send(
      new PutCommand({
        TableName: tableName(),
        Item: oauthClientEntity.toItem(client),
        ...(options.replace ? {} : { ConditionExpression: 'attribute_not_exists(pk)' }),
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new ConflictError(`client ${client.clientId} already exists`);
    throw error;
  }
}

/** Marks the client revoked; its secret stops working at once (records are read consistently). */
export async function revokeOAuthClient(clientId: string, revokedAt: string): Promise<void> {
  try {
    await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: oauthClientKeys.item(clientId),
        UpdateExpression: 'SET revokedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':at': revokedAt },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError(`no active client ${clientId}`);
    throw error;
  }
}
