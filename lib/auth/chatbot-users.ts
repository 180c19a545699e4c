/**
 * Who may get a chatbot token: the active employees of master data (matched by their `email`) and
 * the users the admin added to a company (`user:add`), each with scopes of that company only.
 */
import { createHash } from 'node:crypto';
import { companyOf } from '../companies/company-of.js';
import { cachedCompany } from '../companies/resolve-company.js';
import { listChatbotUsersByEmail, putChatbotUser } from '../dynamo/chatbot-user-store.js';
import { findEmployeesByEmail } from '../dynamo/employee-store.js';
import { ValidationError } from '../shared/errors.js';
import * as z from '../shared/zod.js';
import { OAuthError } from './errors.js';
import { chatbotScopesFor, DEFAULT_CHATBOT_FAMILIES, splitScopes, tenantScopes } from './scopes.js';

export interface ChatbotUser {
  /** The token's `sub`: stable per company and e-mail, and no personal data in audit trails. */
  userId: string;
  email: string;
  companyId: string;
  scopes: string[];
  /** The employee's login, when the user is an employee of the company. */
  login?: string;
}

const Email = z.email().check(z.maxLength(254));

export function normaliseEmail(email: string): string {
  const normalised = email.trim().toLowerCase();
  if (!Email.safeParse(normalised).success)
    throw new ValidationError(`email: '${email}' is not an e-mail address`);
  return normalised;
}

export function chatbotUserId(companyId: string, email: string): string {
  return `usr_${createHash('sha256').update(`${companyId}#${email.toLowerCase()}`).digest('hex').slice(0, 24)}`;
}

function chatbotUser(companyId: string, email: string, scopes: string[], login?: string): ChatbotUser {
  return { userId: chatbotUserId(companyId, email), email, companyId, scopes, ...(login ? { login } : {}) };
}

export async function addChatbotUser(input: {
  companyId: string;
  email: string;
  scopes: string | readonly string[];
}): Promise<ChatbotUser> {
  const email = normaliseEmail(input.email);
  await companyOf(input.companyId);
  const { scopes, refused } = chatbotScopesFor(input.companyId, splitScopes(input.scopes));
  if (refused.length) {
    throw new ValidationError(
      `scopes: ${refused.join(', ')} not allowed; a chatbot user gets scope families of its own company only (no wildcard, no admin)`,
    );
  }
  if (scopes.length === 0) throw new ValidationError('scopes: give at least one scope family');
  await putChatbotUser({ email, companyId: input.companyId, scopes, addedAt: new Date().toISOString() });
  return chatbotUser(input.companyId, email, scopes);
}

/** Every company where the e-mail may act as a chatbot user, with its scopes there. */
export async function findChatbotUsers(email: string): Promise<ChatbotUser[]> {
  const normalised = email.trim().toLowerCase();
  const [added, employees] = await Promise.all([
    listChatbotUsersByEmail(normalised),
    findEmployeesByEmail(normalised),
  ]);
  const byCompany = new Map<string, ChatbotUser>();
  for (const employee of employees) {
    if (!employee.profile.active) continue;
    const scopes = DEFAULT_CHATBOT_FAMILIES.map((family) => `${family}:${employee.companyId}`);
    byCompany.set(employee.companyId, chatbotUser(employee.companyId, normalised, scopes, employee.login));
  }
  for (const user of added) {
    const login = employees.find((employee) => employee.companyId === user.companyId)?.login;
    // Stored scopes were checked when added; filtered again so no other tenant can ever slip in.
    const scopes = tenantScopes(user.scopes, user.companyId);
    byCompany.set(user.companyId, chatbotUser(user.companyId, normalised, scopes, login));
  }
  return [...byCompany.values()].sort((a, b) => a.companyId.localeCompare(b.companyId));
}

/** The one company user behind the e-mail: the one asked for, or the only one there is. */
export async function resolveChatbotUser(email: string, company: string | undefined): Promise<ChatbotUser> {
  const candidates = [];
  for (const user of await findChatbotUsers(email))
    if (await cachedCompany(user.companyId)) candidates.push(user);
  const chosen = company ? candidates.filter((user) => user.companyId === company) : candidates;
  const [first] = chosen;
  if (!first) throw new OAuthError('access_denied', 'no active user of this service has that e-mail');
  if (chosen.length > 1) {
    throw new OAuthError(
      'invalid_request',
      `the e-mail is a user of several companies (${chosen.map((user) => user.companyId).join(', ')}); send company`,
    );
  }
  return first;
}
