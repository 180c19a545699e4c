/**
 * The company-key secret of a deployed stack. CloudFormation can only create it with a generated
 * placeholder (a generated password is printable text, not 32 random bytes), so the first
 * deployment replaces it once with 32 random bytes in base64. Never twice: a new secret would
 * invalidate every company key ever issued.
 */
import type { SecretStore } from '../shared/secrets-manager.js';
import { generateCompanyKeySecret } from './company-key.js';

/** True when the value is what resolve-company.ts needs: canonical base64 of exactly 32 bytes. */
export function isCompanyKeySecret(value: string | undefined): boolean {
  if (value === undefined) return false;
  const bytes = Buffer.from(value, 'base64');
  return bytes.length === 32 && bytes.toString('base64') === value;
}

export class SecretAlreadyInitialisedError extends Error {
  constructor(arn: string) {
    super(
      `${arn} already holds a company-key secret; replacing it would invalidate every company key issued, so nothing was changed`,
    );
    this.name = 'SecretAlreadyInitialisedError';
  }
}

export async function initCompanyKeySecret(
  arn: string,
  store: SecretStore,
): Promise<{ secretArn: string; versionId: string }> {
  if (!arn)
    throw new Error(
      'no secret ARN: pass --secret-arn or set COMPANY_KEY_SECRET_ARN (stack output CompanyKeySecretArn)',
    );
  if (isCompanyKeySecret(await store.read(arn))) throw new SecretAlreadyInitialisedError(arn);
  const versionId = await store.write(arn, generateCompanyKeySecret());
  return { secretArn: arn, versionId };
}
