/**
 * The token service in the document. Its handlers read the body as string parameters (a form or a
 * JSON object, lib/http/oauth-endpoint.ts) rather than through a zod schema, so the request shapes
 * here are written from the grant code (lib/auth/client-credentials.ts, token-exchange.ts,
 * resource-indicator.ts, exchange-idp-token.ts);
 * the answers are checked against the real endpoints by the examples test.
 */
import * as z from 'zod';
import {
  CLIENT_AUTHENTICATION_FAILED,
  FAILED_AUTH_LIMIT_PER_MINUTE,
  TokenResponseSchema,
} from '../../auth/client-credentials.js';
import { ExchangeResponseSchema, ID_TOKEN_REQUIRED } from '../../auth/exchange-idp-token.js';
import { TOKEN_EXCHANGE_GRANT } from '../../auth/oauth-metadata.js';
import { resourceRefusedMessage } from '../../auth/resource-indicator.js';
import { JwksSchema } from '../../auth/signing-key-source.js';
import { UNSUPPORTED_GRANT_MESSAGE } from '../../auth/token-endpoint.js';
import { ACCESS_TOKEN_TYPE, ID_TOKEN_TYPE, TokenExchangeResponseSchema } from '../../auth/token-exchange.js';
import { MAX_OAUTH_BODY_BYTES, OAuthErrorSchema } from '../../http/oauth-endpoint.js';
import { type OperationDoc, type ResponseDoc, servedBy } from '../model.js';

const TAG = 'Tokens';

/** Stands for the demo client's secret (`serviceClientSecret` in `.local/demo.json`). */
export const CLIENT_SECRET_PLACEHOLDER = 'REPLACE_WITH_THE_CLIENT_SECRET';
/** Stands for an identity provider's ID token (`npm run admin -- idp:token --email E` locally). */
export const ID_TOKEN_PLACEHOLDER = 'REPLACE_WITH_AN_ID_TOKEN';
export const DEMO_CLIENT_ID = 'demo-service';
export const DEMO_COMPANY = 'co_demo';

const oauthFailure = (description: string, headers?: Record<string, string>): ResponseDoc => ({
  description: `RFC 6749 §5.2 \`{error, error_description}\`, with \`Cache-Control: no-store\`. ${description}`,
  schema: OAuthErrorSchema,
  ...(headers ? { headers } : {}),
});

const RESOURCE = z.string().optional().meta({
  description: 'RFC 8707: the MCP endpoint `{base_url}/mcp`, or left out; anything else is invalid_target',
});

const ID_TOKEN = z
  .string()
  .min(1)
  .meta({ description: "the identity provider's ID token of the logged-in user; blank counts as missing" });
const COMPANY = z
  .string()
  .optional()
  .meta({ description: 'needed when the e-mail is a user of several companies' });

const ClientCredentialsRequest = z.object({
  grant_type: z.literal('client_credentials'),
  client_id: z.string().optional().meta({ description: 'or in an `Authorization: Basic` header' }),
  client_secret: z.string().optional().meta({ description: 'or in an `Authorization: Basic` header' }),
  scope: z
    .string()
    .optional()
    .meta({ description: 'space-separated scopes, each granted to the client; omitted: all granted' }),
  resource: RESOURCE,
});

const TokenExchangeRequest = z.object({
  grant_type: z.literal(TOKEN_EXCHANGE_GRANT),
  subject_token: ID_TOKEN,
  subject_token_type: z.literal(ID_TOKEN_TYPE),
  requested_token_type: z.literal(ACCESS_TOKEN_TYPE).optional(),
  audience: z.string().optional().meta({ description: 'svc-mcp or the MCP endpoint, or left out' }),
  resource: RESOURCE,
  scope: z
    .string()
    .optional()
    .meta({ description: "space-separated scopes, each one of the user's; omitted: all of them" }),
  company: COMPANY,
});

const OAuthTokenRequest = z.discriminatedUnion('grant_type', [
  ClientCredentialsRequest,
  TokenExchangeRequest,
]);

const ExchangeRequest = z.object({
  idp_id_token: ID_TOKEN,
  company: COMPANY,
});

const FORMS = ['application/json', 'application/x-www-form-urlencoded'] as const;
const serviceRequest = {
  grant_type: 'client_credentials',
  client_id: DEMO_CLIENT_ID,
  client_secret: CLIENT_SECRET_PLACEHOLDER,
  scope: `read:logs:${DEMO_COMPANY}`,
};
const TOKEN = 'eyJhbGciOiJSUzI1NiIs…';
/** What follows the token when either way of exchanging Maria's ID token answers it. */
const CHATBOT_GRANT = {
  token_type: 'Bearer',
  expires_in: 3600,
  scope: `read:masterdata:${DEMO_COMPANY} read:dashboard:${DEMO_COMPANY} read:analytics:${DEMO_COMPANY}`,
  mode: 'chatbot',
  tenant: DEMO_COMPANY,
};

export const tokenOperations: OperationDoc[] = [
  {
    ...servedBy('auth', 'POST', '/oauthToken', 'oauthToken', TAG),
    summary: 'A service token (client credentials), or a chatbot token for an ID token (token exchange)',
    description: `OAuth 2.0 client credentials (RFC 6749 §4.4): a form body, as OAuth clients send it, or the JSON body of the spec; the credentials in the body or in an \`Authorization: Basic\` header, not both. The token (issuer svc-mcp-issuer, mode service) lives one hour. ${FAILED_AUTH_LIMIT_PER_MINUTE} failed authentications of one client id within 60 s make every attempt answer 429 until the window slides.\n\nOAuth 2.0 token exchange (RFC 8693): \`grant_type=urn:ietf:params:oauth:grant-type:token-exchange\` with the identity provider's ID token as \`subject_token\` (\`subject_token_type=urn:ietf:params:oauth:token-type:id_token\`) answers the chatbot token of POST /exchangeIdpToken, with \`issued_token_type\`. No client authentication: the ID token is the credential.\n\nBoth take \`resource\` (RFC 8707): the MCP endpoint, or left out.`,
    requestSchema: OAuthTokenRequest,
    requestMediaTypes: FORMS,
    responses: {
      200: {
        description: 'The token. `Cache-Control: no-store`.',
        schema: z.union([TokenResponseSchema, TokenExchangeResponseSchema]),
      },
      400: oauthFailure(
        '`invalid_request` (grant_type missing, a parameter repeated or not a string, broken JSON, another Content-Type, credentials in both places; for token exchange also a subject token missing, of another type, or refused), `unsupported_grant_type`, `invalid_scope` (`scopes not granted to this client: ...`), `invalid_target` (a `resource` or `audience` other than the MCP endpoint).',
      ),
      401: oauthFailure(
        '`invalid_client`: client_id or client_secret missing or wrong, unknown or revoked client.',
        {
          'WWW-Authenticate': 'when Basic authentication was used',
        },
      ),
      413: oauthFailure(`\`invalid_request\`: body over ${MAX_OAUTH_BODY_BYTES / 1024} KiB.`),
      429: oauthFailure('`slow_down`: too many failed attempts for this client.', {
        'Retry-After': 'seconds',
      }),
      500: oauthFailure('`server_error`, with a request id.'),
      503: oauthFailure('`temporarily_unavailable`: the signing keys cannot be read now.'),
    },
    examples: {
      serviceToken: {
        summary: "A token to read the demo company's transmission logs",
        status: 200,
        body: serviceRequest,
        answer: {
          access_token: TOKEN,
          token_type: 'Bearer',
          expires_in: 3600,
          scope: `read:logs:${DEMO_COMPANY}`,
        },
      },
      wrongSecret: {
        summary: 'A wrong secret',
        status: 401,
        body: { ...serviceRequest, client_secret: 'not-the-secret' },
        answer: { error: 'invalid_client', error_description: CLIENT_AUTHENTICATION_FAILED },
      },
      tokenExchange: {
        summary: "Maria's ID token exchanged for a token of the demo company (RFC 8693)",
        status: 200,
        body: {
          grant_type: TOKEN_EXCHANGE_GRANT,
          subject_token: ID_TOKEN_PLACEHOLDER,
          subject_token_type: ID_TOKEN_TYPE,
          company: DEMO_COMPANY,
        },
        answer: { access_token: TOKEN, issued_token_type: ACCESS_TOKEN_TYPE, ...CHATBOT_GRANT },
      },
      otherResource: {
        summary: 'A token for another resource (RFC 8707)',
        status: 400,
        body: { ...serviceRequest, resource: 'https://elsewhere.example/mcp' },
        answer: {
          error: 'invalid_target',
          error_description: resourceRefusedMessage('{mcpEndpoint}'),
        },
      },
      passwordGrant: {
        summary: 'Another grant type',
        status: 400,
        body: { grant_type: 'password', username: 'ana', password: 'x' },
        answer: {
          error: 'unsupported_grant_type',
          error_description: UNSUPPORTED_GRANT_MESSAGE,
        },
      },
    },
  },
  {
    ...servedBy('auth', 'POST', '/exchangeIdpToken', 'exchangeIdpToken', TAG),
    summary: "A chatbot token for a logged-in user's ID token",
    description:
      "Verifies the identity provider's ID token (issuer, audience, JWKS), finds the user by the token's verified e-mail among the active employees and added users, and answers a chatbot token (issuer svc-api-exchange) holding scopes of that user's one company.",
    requestSchema: ExchangeRequest,
    requestMediaTypes: FORMS,
    responses: {
      200: { description: 'The token. `Cache-Control: no-store`.', schema: ExchangeResponseSchema },
      400: oauthFailure(
        '`invalid_request`: idp_id_token missing, or a user of several companies without `company`.',
      ),
      401: oauthFailure(
        '`invalid_grant`: the ID token is expired, for another audience or issuer, badly signed, or has no verified e-mail.',
      ),
      403: oauthFailure('`access_denied`: no active employee or added user has that e-mail.'),
      413: oauthFailure(`\`invalid_request\`: body over ${MAX_OAUTH_BODY_BYTES / 1024} KiB.`),
      500: oauthFailure('`server_error`, with a request id.'),
      503: oauthFailure(
        '`temporarily_unavailable`: the identity provider cannot be reached or is not configured.',
      ),
    },
    examples: {
      chatbotToken: {
        summary: "Maria's ID token for a token of the demo company",
        status: 200,
        body: { idp_id_token: ID_TOKEN_PLACEHOLDER, company: DEMO_COMPANY },
        answer: { access_token: TOKEN, ...CHATBOT_GRANT },
      },
      noIdToken: {
        summary: 'No ID token',
        status: 400,
        body: {},
        answer: { error: 'invalid_request', error_description: ID_TOKEN_REQUIRED },
      },
    },
  },
  {
    ...servedBy('auth', 'GET', '/.well-known/jwks.json', 'jwks', TAG),
    summary: 'The public keys that verify access tokens',
    description:
      'The current key of each issuer, and during a rotation the previous one too. `Cache-Control: public, max-age=300`.',
    responses: { 200: { description: 'The JWKS.', schema: JwksSchema } },
    examples: {
      jwks: {
        summary: 'The keys',
        status: 200,
        answer: { keys: [{ kty: 'RSA', n: '…', e: 'AQAB', kid: '…', alg: 'RS256', use: 'sig' }] },
      },
    },
  },
];
