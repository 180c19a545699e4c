/**
 * What a failed transmission most likely means for the company's integration, and what to do, in
 * words a person at the company can act on. Keyed by status and error code as the key-based
 * endpoints answer them; where one endpoint means something of its own by a code (a 404 of
 * /approveRequest is "nothing pending", of /recordPunch "an unknown login"), by endpoint first.
 */
export interface LikelyCause {
  cause: string;
  fix: string;
}

const UNKNOWN_LOGIN: LikelyCause = {
  cause: 'the login is not in master data',
  fix: 'send the employee through /masterData first, then resend',
};

const DAY_RACE: LikelyCause = {
  cause:
    "punches of the same employee's day kept arriving at the same moment, so this one could not be placed",
  fix: 'send it again; a punch already stored changes nothing',
};

/** By endpoint, then status and code: what that endpoint means by the code. */
const BY_ENDPOINT: Record<string, Record<string, LikelyCause>> = {
  recordPunch: { '404 NOT_FOUND': UNKNOWN_LOGIN, '409 CONFLICT': DAY_RACE },
  sendPunchClock: { '404 NOT_FOUND': UNKNOWN_LOGIN, '409 CONFLICT': DAY_RACE },
  requestExtension: {
    '404 NOT_FOUND': UNKNOWN_LOGIN,
    '409 CONFLICT': {
      cause:
        'the Idempotency-Key was used before for a different request, or the first request with it is still running',
      fix: 'use a new Idempotency-Key for each new request, the same one only to retry that request; after a 409 with Retry-After, retry then',
    },
  },
  approveRequest: {
    '404 NOT_FOUND': {
      cause:
        'the employee had no pending extension request: they were already decided (by an earlier call or the e-mail link) or never made',
      fix: 'nothing to resend; /listExtensionRequests with the approver e-mail shows what is still pending',
    },
    '403 FORBIDDEN': {
      cause: "the employee's pending requests wait for another approver, not the managerEmail sent",
      fix: "decide with the approver recorded in the request (/listExtensionRequests shows each request's manager)",
    },
    '409 CONFLICT': {
      cause: 'another decision on the same requests was being made at the same moment',
      fix: 'do not resend blindly: the other decision may have won; /listExtensionRequests shows what is still pending',
    },
  },
  deactivateAppClassificationRule: {
    '404 NOT_FOUND': {
      cause: 'there was no active rule of that app_name_pt: unknown, or already deactivated',
      fix: 'nothing to do if it was deactivated before; /listAppClassificationRules lists the active names',
    },
  },
  insertAppClassificationRule: {
    '409 CONFLICT': {
      cause: 'an active rule with that app_name_pt (compared ignoring case) already exists',
      fix: 'deactivate the existing rule first (/deactivateAppClassificationRule), or use another name',
    },
  },
  setEvent: {
    '409 CONFLICT': {
      cause: 'the same event was being changed by another request at the same moment',
      fix: 'send the events again; those already saved are updated, not duplicated',
    },
  },
  integrationValidatorData: {
    '429 RATE_LIMITED': {
      cause: 'more than 10 validations a minute from one address',
      fix: 'validate the key once at start-up instead of before every call; after a 429 wait the Retry-After seconds',
    },
  },
  insertNotification: {
    '422 INVALID_FIELD': {
      cause:
        'the notification had a field of the wrong type or format, or named employees that are not in master data',
      fix: 'the error message names the field (or the unknown logins); correct it, sending unknown employees through /masterData first',
    },
    '422 MISSING_REQUIRED_FIELDS': {
      cause: 'the notification lacked required fields',
      fix: 'the error message names them; send them',
    },
  },
};

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
    cause: 'too many calls in a short time',
    fix: 'wait the Retry-After seconds, then send at a steadier pace',
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
    cause: 'the request named something the service does not know',
    fix: 'the error message names it; correct the request',
  },
  '409 CONFLICT': {
    cause: 'the request clashed with what is stored, or with another request at the same moment',
    fix: 'the error message says which; read the current state and resend only what is new',
  },
  '403 FORBIDDEN': {
    cause: 'the request asked for something its sender may not do',
    fix: 'the error message says what; send it on behalf of whoever may',
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

export function likelyCause(endpoint: string, status: number, errorCode: string | null): LikelyCause {
  const id = `${status} ${errorCode ?? ''}`;
  const known = BY_ENDPOINT[endpoint]?.[id] ?? BY_STATUS_AND_CODE[id];
  if (known) return known;
  if (status >= 500) return BY_STATUS_AND_CODE['500 INTERNAL_ERROR'] as LikelyCause;
  return {
    cause: `the service refused the request (${status}${errorCode ? ` ${errorCode}` : ''})`,
    fix: 'read the message of the answer; it names what to change',
  };
}

/** Failures that say the key itself is wrong, as opposed to the data sent with it. */
export const KEY_ERRORS: ReadonlySet<string> = new Set(['INVALID_KEY', 'MISSING_KEY']);
