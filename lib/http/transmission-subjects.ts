/**
 * What a failed key-based request is recorded with beyond its status, so support can act on it:
 * the company its key names (when the key decrypts but the request failed before or while the key
 * was resolved: a revoked key, a rate-limited validation) and the logins it was about. Each
 * endpoint says where its body names logins (keyedEndpoint's `logins` option); transmissions keep
 * no personal data beyond those logins.
 */
import { decryptCompanyKey } from '../companies/company-key.js';
import { companyKeySecret } from '../companies/resolve-company.js';
import { isJsonBody } from './keyed-request.js';

export const MAX_RECORDED_LOGINS = 20;
const MAX_LOGIN_LENGTH = 200;

/** The field of `body` named `name` in any letter case (insertNotification reads its keys that way). */
export function fieldIgnoringCase(body: Record<string, unknown>, name: string): unknown {
  const match = Object.keys(body).find((key) => key.toLowerCase() === name);
  return match === undefined ? undefined : body[match];
}

/**
 * The company named by the body's key, only when the key decrypts: AES-GCM authenticates it, so a
 * request cannot file its failures under a company whose key it does not hold.
 */
export async function companyNamedByKey(body: unknown): Promise<string | undefined> {
  const key = isJsonBody(body) ? fieldIgnoringCase(body, 'key') : undefined;
  if (typeof key !== 'string' || key.length === 0) return undefined;
  try {
    return decryptCompanyKey(key, await companyKeySecret())?.companyId;
  } catch {
    return undefined;
  }
}

/**
 * The logins to record from what an endpoint's body names: one login or a list of them, read as
 * the client sent them (the body failed, so nothing validated it). Only non-empty strings among
 * the first MAX_RECORDED_LOGINS entries count, trimmed, cut to 200 characters, each once.
 */
export function recordedLogins(named: unknown): string[] {
  const candidates = Array.isArray(named) ? named.slice(0, MAX_RECORDED_LOGINS) : [named];
  const found = new Set<string>();
  for (const value of candidates) {
    if (typeof value === 'string' && value.trim()) found.add(value.trim().slice(0, MAX_LOGIN_LENGTH));
  }
  return [...found];
}
