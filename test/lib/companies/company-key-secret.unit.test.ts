import { describe, expect, it } from 'vitest';
import { generateCompanyKeySecret } from '../../../lib/companies/company-key.js';
import {
  initCompanyKeySecret,
  isCompanyKeySecret,
  SecretAlreadyInitialisedError,
} from '../../../lib/companies/company-key-secret.js';
import type { SecretStore } from '../../../lib/shared/secrets-manager.js';

/** An in-memory stand-in for Secrets Manager: the command's decisions are what is tested here. */
function memoryStore(initial: string | undefined) {
  const writes: string[] = [];
  const store: SecretStore = {
    read: async () => writes.at(-1) ?? initial,
    write: async (_arn, value) => {
      writes.push(value);
      return `v${writes.length}`;
    },
  };
  return { store, writes };
}

const ARN = 'arn:aws:secretsmanager:us-east-1:111122223333:secret:CompanyKey-abc123';
// What CloudFormation generates from the stack's placeholder template.
const PLACEHOLDER = '{"placeholder":true,"random":"Xk2#pQ9!vL0zR7$wM4^tB8&nC1*yH6(e"}';

describe('company-key secret', () => {
  it('tells a real secret (32 bytes, canonical base64) from a placeholder', () => {
    expect(isCompanyKeySecret(generateCompanyKeySecret())).toBe(true);
    expect(isCompanyKeySecret(PLACEHOLDER)).toBe(false);
    expect(isCompanyKeySecret(Buffer.alloc(24).toString('base64'))).toBe(false);
    expect(isCompanyKeySecret(undefined)).toBe(false);
  });

  it('replaces the placeholder with 32 random bytes, once', async () => {
    const { store, writes } = memoryStore(PLACEHOLDER);
    expect(await initCompanyKeySecret(ARN, store)).toEqual({ secretArn: ARN, versionId: 'v1' });
    expect(writes).toHaveLength(1);
    expect(Buffer.from(writes[0] ?? '', 'base64')).toHaveLength(32);

    await expect(initCompanyKeySecret(ARN, store)).rejects.toBeInstanceOf(SecretAlreadyInitialisedError);
    expect(writes).toHaveLength(1);
  });

  it('needs the ARN', async () => {
    await expect(initCompanyKeySecret('', memoryStore(PLACEHOLDER).store)).rejects.toThrow(
      /COMPANY_KEY_SECRET_ARN/,
    );
  });
});
