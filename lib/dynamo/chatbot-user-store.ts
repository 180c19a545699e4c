/** Chatbot users added by the admin (beside master-data employees): the only module that touches them. */
import type { AddedChatbotUser } from '../auth/chatbot-user.js';
import { chatbotUserEntity, chatbotUserKeys } from './keys.js';
import { readAll } from './paging.js';
import { deleted, transact } from './transact.js';

/** Adds the user to the company, or replaces the scopes of one added before. */
export async function putChatbotUser(user: AddedChatbotUser): Promise<void> {
  await transact([{ Put: { Item: chatbotUserEntity.toItem(user) } }]);
}

/** Every company the e-mail was added to (one partition; a user belongs to a few companies at most). */
export async function listChatbotUsersByEmail(email: string): Promise<AddedChatbotUser[]> {
  return readAll({ entity: chatbotUserEntity, partitions: [chatbotUserKeys.emailPk(email)] });
}

/** Removes the user from the company (an erasure); true when it was added there. */
export function deleteChatbotUser(email: string, companyId: string): Promise<boolean> {
  return deleted(chatbotUserKeys.item(email, companyId));
}
