/** POST /integrationValidatorData: a key check, limited per source IP so keys cannot be probed. */
import { enforceRateLimit } from '../ratelimit/sliding-window.js';
import * as z from '../shared/zod.js';
import type { Company } from './company.js';

export const VALIDATOR_LIMIT_PER_MINUTE = 10;

/** Takes the call from the IP's allowance: the RateLimit header fields, or 429 RATE_LIMITED with them. */
export async function limitValidatorCalls(sourceIp: string): Promise<Record<string, string>> {
  return enforceRateLimit('validator', sourceIp, VALIDATOR_LIMIT_PER_MINUTE, 'integrationValidatorData');
}

/** What /integrationValidatorData answers as `result`. */
export const ValidKeySchema = z.object({
  valid: z.literal(true),
  company: z.string().check(z.describe('company name')),
  companyId: z.string(),
  isTest: z.boolean().check(z.describe('a test (HOMOLOG) company: sends no e-mail')),
});

export function describeValidKey(company: Company): z.output<typeof ValidKeySchema> {
  return { valid: true, company: company.name, companyId: company.companyId, isTest: company.isTest };
}
