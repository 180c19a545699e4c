/**
 * Why a token was refused, as the exact `tokenError` strings of the contract (interface.md, MCP
 * HTTP errors; decisions.md, tokenError strings), and the mapping from aws-jwt-verify's errors.
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

/** A key that exists, but for another issuer than the token names (decisions.md: kid ↔ issuer). */
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
