/**
 * Company key → company, for every key-based endpoint. Company records are cached in memory for
 * at most 60 s, so a revoked key stops working within a minute without a read per request.
 */
import { getCompany } from '../dynamo/company-store.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import { loadSecret } from '../shared/secrets.js';
import type { Company } from './company.js';
import { decryptCompanyKey } from './company-key.js';

export const COMPANY_CACHE_MS = 60_000;

const companyCache = new Map<string, { company: Company | undefined; expiresAt: number }>();

export async function companyKeySecret(): Promise<Buffer> {
  return Buffer.from(await loadSecret('companyKey'), 'base64');
}

export async function cachedCompany(companyId: string, now = Date.now()): Promise<Company | undefined> {
  const hit = companyCache.get(companyId);
  if (hit && hit.expiresAt > now) return hit.company;
  const company = await getCompany(companyId);
  companyCache.set(companyId, { company, expiresAt: now + COMPANY_CACHE_MS });
  return company;
}

export function clearCompanyCache(): void {
  companyCache.clear();
}

/** Forget one company (this process changed its record), so the next read fetches it. */
export function forgetCachedCompany(companyId: string): void {
  companyCache.delete(companyId);
}

export interface ResolvedKey {
  company: Company;
  keyId: string;
}

/** Throws MissingKeyError (400), InvalidKeyError 401 (does not decrypt) or 400 (unknown/revoked). */
export async function resolveCompanyKey(key: unknown): Promise<ResolvedKey> {
  if (typeof key !== 'string' || key.length === 0) throw errorOf(ERRORS.missingKey, {});
  const claims = decryptCompanyKey(key, await companyKeySecret());
  if (!claims) {
    throw errorOf(ERRORS.undecryptableKey, {});
  }
  const company = await cachedCompany(claims.companyId);
  if (!company?.activeKeyIds.includes(claims.keyId)) {
    throw errorOf(ERRORS.unknownKey, {}, { details: { companyId: claims.companyId } });
  }
  return { company, keyId: claims.keyId };
}
