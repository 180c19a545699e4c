/**
 * What a failed key-based request is recorded with beyond its status, so support can act on it:
 * the company its key names (when the key decrypts but the request failed before or while the key
 * was resolved: a revoked key, a rate-limited validation) and the logins it was about. Transmissions
 * keep no personal data beyond logins (decisions.md).
 */
import { decryptCompanyKey } from '../companies/company-key.js';
import { companyKeySecret } from '../companies/resolve-company.js';

export const MAX_RECORDED_LOGINS = 20;

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;

/** The field of the body named `name` in any letter case (insertNotification reads keys that way). */
function field(body: Record<string, unknown>, name: string): unknown {
  const match = Object.keys(body).find((key) => key.toLowerCase() === name);
  return match === undefined ? undefined : body[match];
}

/**
 * The company named by the body's key, only when the key decrypts: AES-GCM authenticates it, so a
 * request cannot file its failures under a company whose key it does not hold.
 */
export async function companyNamedByKey(body: unknown): Promise<string | undefined> {
  const record = asRecord(body);
  const key = record ? field(record, 'key') : undefined;
  if (typeof key !== 'string' || key.length === 0) return undefined;
  try {
    return decryptCompanyKey(key, await companyKeySecret())?.companyId;
  } catch {
    return undefined;
  }
}

/** Logins a request body is about: username, user, employee, users[], employees[], data.employees[].login. */
export function loginsOf(body: unknown): string[] {
  const record = asRecord(body);
  if (!record) return [];
  const found = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === 'string' && value.trim() && found.size < MAX_RECORDED_LOGINS)
      found.add(value.trim().slice(0, 200));
  };
  for (const name of ['username', 'user', 'employee']) add(field(record, name));
  for (const name of ['users', 'employees']) {
    const list = field(record, name);
    if (Array.isArray(list)) list.slice(0, MAX_RECORDED_LOGINS).forEach(add);
  }
  const data = asRecord(field(record, 'data'));
  const employees = data ? field(data, 'employees') : undefined;
  if (Array.isArray(employees)) {
    for (const employee of employees.slice(0, MAX_RECORDED_LOGINS)) add(asRecord(employee)?.login);
  }
  return [...found];
}
