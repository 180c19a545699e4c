/**
 * Errors of the token endpoints, in OAuth 2.0 terms (RFC 6749 §5.2, and RFC 8707's invalid_target):
 * an error code, a description and the status; lib/http/oauth-endpoint.ts turns them into
 * `{error, error_description}` answers.
 */
export type OAuthErrorCode =
  | 'invalid_request'
  | 'invalid_client'
  | 'invalid_grant'
  | 'unsupported_grant_type'
  | 'invalid_scope'
  | 'invalid_target'
  | 'access_denied'
  | 'slow_down'
  | 'server_error'
  | 'temporarily_unavailable';

const DEFAULT_STATUS: Record<OAuthErrorCode, number> = {
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
};

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
