/**
 * The access tokens of the MCP server: who issues them (one issuer per mode, which fixes the mode
 * whatever else the token claims), for whom (one audience), how long they live (an hour, 60 s of
 * clock skew), how they are signed (RS256, RSA keys of at least 2048 bits). Shared by the issuer
 * (/oauthToken, /exchangeIdpToken) and the verifier.
 */
export const ACCESS_TOKEN_AUDIENCE = 'svc-mcp';
/** Service tokens, from client credentials. */
export const SERVICE_ISSUER = 'svc-mcp-issuer';
/** Chatbot tokens, exchanged from an identity provider's ID token. */
export const EXCHANGE_ISSUER = 'svc-api-exchange';
export const TOKEN_ISSUERS = [SERVICE_ISSUER, EXCHANGE_ISSUER] as const;
export type TokenIssuer = (typeof TOKEN_ISSUERS)[number];

export type TokenMode = 'service' | 'chatbot';

export const ACCESS_TOKEN_LIFETIME_SECONDS = 3600;
export const CLOCK_SKEW_SECONDS = 60;
/** Longer tokens are refused before any parsing. */
export const MAX_TOKEN_BYTES = 8 * 1024;
export const SIGNING_ALGORITHM = 'RS256';
export const MIN_RSA_BITS = 2048;

export function isTokenIssuer(value: unknown): value is TokenIssuer {
  return value === SERVICE_ISSUER || value === EXCHANGE_ISSUER;
}

/** The issuer fixes the mode, whatever a token's `mode` claim says. */
export function modeOfIssuer(issuer: TokenIssuer): TokenMode {
  return issuer === SERVICE_ISSUER ? 'service' : 'chatbot';
}

export function issuerOfMode(mode: TokenMode): TokenIssuer {
  return mode === 'service' ? SERVICE_ISSUER : EXCHANGE_ISSUER;
}

/** The claims this service puts in an access token; `scopes` is space-separated. */
export interface AccessTokenClaims {
  iss: TokenIssuer;
  aud: typeof ACCESS_TOKEN_AUDIENCE;
  sub: string;
  scopes: string;
  mode: TokenMode;
  tenant?: string;
  iat: number;
  exp: number;
  jti: string;
  [extra: string]: unknown;
}
