/**
 * The errors of the token service and of token verification, in their protocols' own terms:
 * - OAuthError: an RFC 6749 §5.2 error code, a description and a status, which
 *   lib/http/oauth-endpoint.ts turns into `{error, error_description}` answers;
 * - TokenError: why a Bearer token was refused, as one of the exact `tokenError` strings the MCP
 *   server answers with (jsonwebtoken's wording), and toTokenError, the mapping from
 *   aws-jwt-verify's errors to them.
 */
import {
  JwkInvalidKtyError,
  JwkInvalidUseError,
  JwkValidationError,
  JwtExpiredError,
  JwtInvalidAudienceError,
  JwtInvalidIssuerError,
  JwtInvalidSignatureAlgorithmError,
  JwtInvalidSignatureError,
  JwtNotBeforeError,
  JwtParseError,
  JwtWithoutValidKidError,
  KidNotFoundInJwksError,
  WaitPeriodNotYetEndedJwkError,
} from 'aws-jwt-verify/error';

/** Every OAuth error code the token service answers, with its usual status. */
const DEFAULT_STATUS = {
  invalid_request: 400,
  invalid_client: 401,
  invalid_grant: 400,
  unsupported_grant_type: 400,
  invalid_scope: 400,
  invalid_target: 400,
  access_denied: 403,
  slow_down: 429,
  server_error: 500,
  temporarily_unavailable: 503,
} as const;
export type OAuthErrorCode = keyof typeof DEFAULT_STATUS;
export const OAUTH_ERROR_CODES = Object.keys(DEFAULT_STATUS) as [OAuthErrorCode, ...OAuthErrorCode[]];

/** Sent when Basic client authentication fails (RFC 6749 §5.2). */
export const BASIC_CHALLENGE = 'Basic realm="svc-mcp", charset="UTF-8"';

export interface OAuthErrorOptions {
  status?: number;
  retryAfterSeconds?: number;
  /** Value of `WWW-Authenticate` (RFC 6749 asks for it when Basic authentication failed). */
  wwwAuthenticate?: string;
  cause?: unknown;
}

export class OAuthError extends Error {
  readonly error: OAuthErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;
  readonly wwwAuthenticate: string | undefined;

  constructor(error: OAuthErrorCode, description: string, options: OAuthErrorOptions = {}) {
    super(description, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'OAuthError';
    this.error = error;
    this.status = options.status ?? DEFAULT_STATUS[error];
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.wwwAuthenticate = options.wwwAuthenticate;
  }
}

export const TOKEN_ERRORS = {
  missing: 'JsonWebTokenError: jwt must be provided',
  malformed: 'JsonWebTokenError: jwt malformed',
  invalidSignature: 'JsonWebTokenError: invalid signature',
  expired: 'TokenExpiredError: jwt expired',
  audience: 'JsonWebTokenError: jwt audience invalid',
  issuer: 'JsonWebTokenError: jwt issuer invalid',
  notActive: 'NotBeforeError: jwt not active',
} as const;

export type TokenErrorString = (typeof TOKEN_ERRORS)[keyof typeof TOKEN_ERRORS];

/** A refused token: always HTTP 401 with `WWW-Authenticate: Bearer`; `message` is for logs only. */
export class TokenError extends Error {
  readonly tokenError: TokenErrorString;
  readonly status = 401;

  constructor(tokenError: TokenErrorString, detail?: string, options?: { cause?: unknown }) {
    super(detail ? `${tokenError} (${detail})` : tokenError, options);
    this.name = 'TokenError';
    this.tokenError = tokenError;
  }
}

/** A key that exists, but for another issuer than the token names: a key id verifies only its own issuer's tokens. */
export class KeyOfAnotherIssuerError extends Error {
  constructor(kid: string) {
    super(`key ${kid} belongs to another issuer`);
    this.name = 'KeyOfAnotherIssuerError';
  }
}

const SIGNATURE_ERRORS = [
  JwtInvalidSignatureError,
  JwtInvalidSignatureAlgorithmError,
  KidNotFoundInJwksError,
  JwtWithoutValidKidError,
  WaitPeriodNotYetEndedJwkError,
  JwkValidationError,
  JwkInvalidUseError,
  JwkInvalidKtyError,
];

/** The TokenError for an error met while verifying, or undefined when it is not the token's fault. */
export function toTokenError(error: unknown): TokenError | undefined {
  if (error instanceof TokenError) return error;
  if (!(error instanceof Error)) return undefined;
  const detail = error.message;
  if (error instanceof JwtExpiredError) return new TokenError(TOKEN_ERRORS.expired, detail);
  if (error instanceof JwtNotBeforeError) return new TokenError(TOKEN_ERRORS.notActive, detail);
  if (error instanceof JwtInvalidAudienceError) return new TokenError(TOKEN_ERRORS.audience, detail);
  if (error instanceof JwtInvalidIssuerError || error instanceof KeyOfAnotherIssuerError)
    return new TokenError(TOKEN_ERRORS.issuer, detail);
  if (error instanceof JwtParseError) return new TokenError(TOKEN_ERRORS.malformed, detail);
  if (SIGNATURE_ERRORS.some((type) => error instanceof type))
    return new TokenError(TOKEN_ERRORS.invalidSignature, detail);
  return undefined;
}
