/**
 * What a failed transmission most likely means for the company's integration, and what to do, in
 * words a person at the company can act on. Keyed by status and error code, as the key-based
 * endpoints answer them (decisions.md, Responses of the key-based endpoints).
 */
export interface LikelyCause {
  cause: string;
  fix: string;
}

const BY_STATUS_AND_CODE: Record<string, LikelyCause> = {
  '401 INVALID_KEY': {
    cause: 'the key was truncated or re-encoded by the sender, so it cannot be decrypted',
    fix: 'send the key exactly as issued: no added spaces, quotes or line breaks, no URL- or base64-encoding; copy it again from the provider',
  },
  '400 INVALID_KEY': {
    cause: 'the key decrypts but was revoked, or its company no longer exists',
    fix: 'use the current key; ask the provider for a new one if none works',
  },
  '400 MISSING_KEY': {
    cause: 'the request carried no key',
    fix: 'send `key` as a field of the JSON body (not as a header)',
  },
  '429 RATE_LIMITED': {
    cause: 'more than 10 validations a minute from one address (/integrationValidatorData)',
    fix: 'validate the key once at start-up instead of before every call; after a 429 wait the Retry-After seconds',
  },
  '400 MISSING_REQUIRED_FIELDS': {
    cause: 'required fields were absent',
    fix: 'the error message names the fields; send them',
  },
  '422 MISSING_REQUIRED_FIELDS': {
    cause:
      'records in the batch lacked required fields (employees need login, name, department, role, active)',
    fix: 'the error message lists every offending record and field; correct them and resend the whole batch',
  },
  '422 INVALID_FIELD': {
    cause: 'records in the batch had fields of the wrong type or format',
    fix: 'the error message lists every offending record and field; correct them and resend',
  },
  '400 INVALID_FIELD': {
    cause:
      'a field had the wrong format or was out of range (dates YYYY-MM-DD, instants YYYY-MM-DDTHH:mm:ssZ, local times YYYY-MM-DD HH:mm:ss)',
    fix: 'the error message names the field and the rule; correct the value',
  },
  '404 NOT_FOUND': {
    cause: 'the request named something the service does not know, usually a login missing from master data',
    fix: 'send the employee through /masterData first, then resend',
  },
  '409 CONFLICT': {
    cause: 'a duplicate (e.g. an active rule of the same name) or a change racing another',
    fix: 'read the current state and resend only what is new',
  },
  '403 FORBIDDEN': {
    cause: 'the manager given is not the approver of those requests',
    fix: 'use the approver named in the request (listExtensionRequests shows it)',
  },
  '413 PAYLOAD_TOO_LARGE': {
    cause: 'the body exceeded 1 MiB (6 MiB or 10,000 employees for /masterData)',
    fix: 'split the data into smaller batches',
  },
  '415 UNSUPPORTED_MEDIA_TYPE': {
    cause: 'the request was not sent as JSON',
    fix: 'send Content-Type: application/json',
  },
  '400 INVALID_JSON': {
    cause: 'the body was not valid JSON',
    fix: 'check the serialisation (quotes, commas, encoding UTF-8)',
  },
  '503 SERVICE_UNAVAILABLE': {
    cause: 'the service was briefly overloaded or unreachable on our side',
    fix: 'retry with backoff after the Retry-After seconds; contact support if it lasts',
  },
  '500 PROCESSING_ERROR': {
    cause: 'the request could not be processed on our side',
    fix: 'retry (with the same Idempotency-Key where used); contact support with the requestId if it persists',
  },
  '500 INTERNAL_ERROR': {
    cause: 'an unexpected failure on our side',
    fix: 'retry; contact support with the requestId if it persists',
  },
};

export function likelyCause(status: number, errorCode: string | null): LikelyCause {
  const known = BY_STATUS_AND_CODE[`${status} ${errorCode ?? ''}`];
  if (known) return known;
  if (status >= 500) return BY_STATUS_AND_CODE['500 INTERNAL_ERROR'] as LikelyCause;
  return {
    cause: `the service refused the request (${status}${errorCode ? ` ${errorCode}` : ''})`,
    fix: 'read the message of the answer; it names what to change',
  };
}

/** Failures that say the key itself is wrong, as opposed to the data sent with it. */
export const KEY_ERRORS: ReadonlySet<string> = new Set(['INVALID_KEY', 'MISSING_KEY']);
