/**
 * A change of a company's subscriptions that keeps losing the race to other changes: it tries again
 * inside the service, as long as other changes keep landing, instead of asking the caller to.
 * The competing changes are real writes to DynamoDB Local, made just before each of the first tries
 * commits (a spy on the client picks the moment; nothing is faked).
 */
import { TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { getCompany } from '../../../lib/dynamo/company-store.js';
import { companyKeys } from '../../../lib/dynamo/keys.js';
import { setWebhook } from '../../../lib/webhooks/subscriptions.js';
import { newCompany } from '../../support/fixtures.js';

describe('setWebhook under concurrent changes', () => {
  it('lands after more lost races than a handful of tries would survive', async () => {
    const { companyId } = await newCompany();
    const company = await getCompany(companyId);
    if (!company) throw new Error('no company');
    const client = documentDb();
    const send = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    let competing = 8;
    let tries = 0;
    vi.spyOn(client, 'send').mockImplementation((async (command: unknown) => {
      const changesSubscriptions =
        command instanceof TransactWriteCommand &&
        JSON.stringify(command.input.TransactItems).includes('webhookVersion');
      if (changesSubscriptions) {
        tries += 1;
        if (competing > 0) {
          competing -= 1;
          // Another change of the company's subscriptions commits first: the version moves on.
          await send(
            new UpdateCommand({
              TableName: tableName(),
              Key: companyKeys.item(companyId),
              UpdateExpression: 'SET webhookVersion = if_not_exists(webhookVersion, :zero) + :one',
              ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
            }),
          );
        }
      }
      return send(command);
    }) as never);

    const result = await setWebhook(company, { url: 'http://127.0.0.1:4999/hooks', events: ['*'] });
    vi.restoreAllMocks();
    expect(result).toMatchObject({ created: true, url: 'http://127.0.0.1:4999/hooks' });
    expect(tries).toBe(9);
    expect((await getCompany(companyId))?.webhookVersion).toBe(9);
  });
});
