/** Chatbot users added by the admin (beside master-data employees): the only module that touches them. */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentDb, tableName } from './client.js';
import { chatbotUserKeys } from './keys.js';
import { queryAll } from './query-all.js';

const ENTITY = 'ChatbotUser';

export interface AddedChatbotUser {
  email: string;
  companyId: string;
  /** Full scopes of that company (`<family>:<companyId>`). */
  scopes: string[];
  addedAt: string;
}

/** Adds the user to the company, or replaces the scopes of one added before. */
export async function putChatbotUser(user: AddedChatbotUser): Promise<void> {
  await documentDb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...chatbotUserKeys.item(user.email, user.companyId), type: ENTITY, ...user },
    }),
  );
}

/** Every company the e-mail was added to (one partition; a user belongs to a few companies at most). */
export async function listChatbotUsersByEmail(email: string): Promise<AddedChatbotUser[]> {
  const users: AddedChatbotUser[] = [];
  for (const item of await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': chatbotUserKeys.emailPk(email) },
  })) {
    users.push({
      email: item.email as string,
      companyId: item.companyId as string,
      scopes: (item.scopes as string[] | undefined) ?? [],
      addedAt: item.addedAt as string,
    });
  }
  return users;
}
