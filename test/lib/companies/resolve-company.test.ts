/**
 * Company records are cached in memory for at most 60 s: within that, a revoked key still resolves
 * without a read per request; from then on, the record is read again and the revocation holds.
 */
import { describe, expect, it } from 'vitest';
import {
  COMPANY_CACHE_MS,
  cachedCompany,
  clearCompanyCache,
} from '../../../lib/companies/resolve-company.js';
import { replaceCompanyKeyIds } from '../../../lib/dynamo/company-store.js';
import { newCompany } from '../../support/fixtures.js';

describe('the company record cache', () => {
  it('holds a record at most 60 s, so a revocation takes effect within that', async () => {
    expect(COMPANY_CACHE_MS).toBeLessThanOrEqual(60_000);
    const company = await newCompany();
    clearCompanyCache();
    const start = Date.now();
    const cached = await cachedCompany(company.companyId, start);
    expect(cached?.activeKeyIds).toContain(company.keyId);
    // Revoked as another process (the admin command) does it: this process's cache is not told.
    await replaceCompanyKeyIds(company.companyId, cached?.activeKeyIds ?? [], []);
    const before = await cachedCompany(company.companyId, start + COMPANY_CACHE_MS - 1);
    expect(before?.activeKeyIds).toContain(company.keyId);
    const after = await cachedCompany(company.companyId, start + COMPANY_CACHE_MS);
    expect(after).toBeDefined();
    expect(after?.activeKeyIds).not.toContain(company.keyId);
    clearCompanyCache();
  });
});
