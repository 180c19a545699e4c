/**
 * The person an export or an erasure is about, and how an item that is not theirs alone is found
 * to name them and made not to: by their login, their e-mail (any case) and the user id their
 * chatbot tokens carry, as whole values or as whole words of a text. Pure.
 */
import { createHmac } from 'node:crypto';
import { chatbotUserId } from '../auth/chatbot-users.js';
import { derivedKey } from '../shared/seal.js';

export interface Person {
  companyId: string;
  login: string;
  /** Lower-case; absent when master data names none. */
  email?: string;
  /** The `sub` (and audit actor) of the person's chatbot tokens, from the e-mail. */
  userId?: string;
}

export function personOf(companyId: string, login: string, email?: string | null): Person {
  const normalised = email?.trim().toLowerCase();
  return normalised
    ? { companyId, login, email: normalised, userId: chatbotUserId(companyId, normalised) }
    : { companyId, login };
}

/**
 * The person's keyed pseudonym: an HMAC of company and login under a key derived from the service's
 * company-key secret. The same person always gets the same one, so a trail stays verifiable (whoever
 * holds the secret and is given a login can check it); without the secret it names no one.
 */
export function pseudonymOf(secret: Buffer, companyId: string, login: string): string {
  const key = derivedKey(secret, 'pseudonym-v1');
  return `psn_${createHmac('sha256', key).update(`${companyId}\n${login}`).digest('base64url').slice(0, 22)}`;
}

const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the person's identifiers as whole words of a text (a login `ana` is not in `banana`). */
function wordsOf(person: Person): RegExp {
  const names = [person.login, person.email, person.userId].filter((name): name is string => !!name);
  const alternatives = names.map(literally).join('|');
  return new RegExp(`(?<![\\w.@+-])(?:${alternatives})(?![\\w@+-]|\\.\\w)`, 'giu');
}

const isExactly = (text: string, person: Person) =>
  text === person.login ||
  text === person.userId ||
  (person.email !== undefined && text.trim().toLowerCase() === person.email);

/** Whether a value (any JSON, at any depth) names the person. */
export function namesPerson(value: unknown, person: Person): boolean {
  const words = wordsOf(person);
  const visit = (node: unknown): boolean => {
    if (typeof node === 'string') {
      words.lastIndex = 0;
      return isExactly(node, person) || words.test(node);
    }
    if (Array.isArray(node)) return node.some(visit);
    if (node instanceof Set) return [...node].some(visit);
    if (node !== null && typeof node === 'object') return Object.values(node).some(visit);
    return false;
  };
  return visit(value);
}

/** The value with every mention of the person replaced by `pseudonym` (object keys too). */
export function pseudonymised<T>(value: T, person: Person, pseudonym: string): T {
  const words = wordsOf(person);
  const visit = (node: unknown): unknown => {
    if (typeof node === 'string') return isExactly(node, person) ? pseudonym : node.replace(words, pseudonym);
    if (Array.isArray(node)) return node.map(visit);
    if (node instanceof Set) return new Set([...node].map(visit));
    if (node !== null && typeof node === 'object')
      return Object.fromEntries(
        Object.entries(node).map(([key, field]) => [visit(key) as string, visit(field)]),
      );
    return node;
  };
  return visit(value) as T;
}
