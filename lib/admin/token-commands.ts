/** Admin commands of the token service: OAuth clients, chatbot users, signing keys, dev ID tokens. */
import { addChatbotUser } from '../auth/chatbot-users.js';
import { registerClient, revokeClient } from '../auth/oauth-clients.js';
import { rotateStoredSigningKeys } from '../auth/signing-key-rotation.js';
import { devIdpSettings, mintDevIdToken } from '../local/dev-idp.js';
import { attachToRunningStack } from '../local/runtime-file.js';
import { ValidationError } from '../shared/errors.js';
import type { AdminCommand } from './command.js';

const ID_TOKEN_LIFETIME_SECONDS = 3600;

export const tokenCommands: Record<string, AdminCommand> = {
  'client:create': {
    summary: 'register an OAuth client (client credentials) and print its secret, shown only once',
    options: {
      id: { required: true, description: 'client id: 3-64 letters, digits, dots, dashes, underscores' },
      scopes: { required: true, description: 'space-separated scopes, e.g. "read:logs:co_x read:tickets:*"' },
      mode: { description: 'service (the only mode of client-credentials tokens)' },
    },
    run: (o) => registerClient({ clientId: o.id ?? '', scopes: o.scopes ?? '', mode: o.mode }),
  },
  'client:revoke': {
    summary: 'revoke an OAuth client: its secret stops working at once (tokens already issued live on)',
    options: { id: { required: true, description: 'client id' } },
    run: (o) => revokeClient(o.id ?? ''),
  },
  'user:add': {
    summary: 'let an e-mail exchange ID tokens for chatbot tokens of a company, with these scopes',
    options: {
      company: { required: true, description: 'company id' },
      email: { required: true, description: "the user's e-mail, as the identity provider has it" },
      scopes: { required: true, description: 'scope families, e.g. "read:masterdata read:analytics"' },
    },
    run: (o) => addChatbotUser({ companyId: o.company ?? '', email: o.email ?? '', scopes: o.scopes ?? '' }),
  },
  'signing-key:rotate': {
    summary: 'new token signing keys; the old ones verify their tokens until those expire, then drop',
    options: {
      force: { description: "'yes' rotates even while the previous keys still verify live tokens" },
    },
    run: (o) => rotateStoredSigningKeys({ force: o.force === 'yes' }),
  },
  'idp:token': {
    summary: 'an ID token of the local development identity provider, for /exchangeIdpToken',
    options: {
      email: { required: true, description: "the user's e-mail" },
      name: { description: "the user's name" },
    },
    run: async (o) => {
      if (o.table) throw new ValidationError('idp:token works only against the local runtime (no --table)');
      const { issuer, audience } = devIdpSettings(attachToRunningStack().baseUrl);
      const email = o.email ?? '';
      const idToken = mintDevIdToken({ email, issuer, audience, ...(o.name ? { name: o.name } : {}) });
      return { id_token: idToken, email, issuer, audience, expires_in: ID_TOKEN_LIFETIME_SECONDS };
    },
  },
};
