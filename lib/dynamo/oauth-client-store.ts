/** OAuth clients of the client-credentials grant: the only module that reads or writes them. */
import type { OAuthClient } from '../auth/oauth-client.js';
import { ConflictError, NotFoundError } from '../shared/errors.js';
import { getRecord } from './get-record.js';
import { oauthClientEntity, oauthClientKeys } from './keys.js';
import { putNew, transact, written } from './transact.js';

export async function getOAuthClient(clientId: string): Promise<OAuthClient | undefined> {
  return getRecord(oauthClientEntity, oauthClientKeys.item(clientId), true);
}

/**
 * Registers a client; an id in use (even revoked) is a conflict unless `replace` (the demo seed), or
 * unless the client there is this very one (a retried put whose first answer was lost).
 */
export async function putOAuthClient(
  client: OAuthClient,
  options: { replace?: boolean } = {},
): Promise<void> {
  const item = oauthClientEntity.toItem(client);
  if (!(options.replace ? await written({ Put: { Item: item } }) : await putNew(item)))
    throw new ConflictError(`client ${client.clientId} already exists`);
}

/** Marks the client revoked; its secret stops working at once (records are read consistently). */
export async function revokeOAuthClient(clientId: string, revokedAt: string): Promise<void> {
  const { written, found } = await transact([
    {
      Update: {
        Key: oauthClientKeys.item(clientId),
        UpdateExpression: 'SET revokedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
        ExpressionAttributeValues: { ':at': revokedAt },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  ]);
  // Revoked at this very time: this revocation's own update, retried after its answer was lost.
  if (!written && found[0]?.revokedAt !== revokedAt) throw new NotFoundError(`no active client ${clientId}`);
}
