/** Admin commands for the secrets of a deployed stack (docs/operating.md, "First deployment"). The value is never printed. */
import { initCompanyKeySecret } from '../companies/company-key-secret.js';
import { secretsManagerStore } from '../shared/secrets-manager.js';
import type { AdminCommand } from './command.js';

export const secretCommands: Record<string, AdminCommand> = {
  'company-key-secret:init': {
    summary:
      'first deployment only: put 32 random bytes (base64) into the company-key secret; refuses to replace a real one',
    options: {
      'secret-arn': {
        description: 'the secret (default: COMPANY_KEY_SECRET_ARN, stack output CompanyKeySecretArn)',
      },
    },
    run: (o) =>
      initCompanyKeySecret(
        o['secret-arn'] ?? process.env.COMPANY_KEY_SECRET_ARN ?? '',
        secretsManagerStore(),
      ),
  },
};
