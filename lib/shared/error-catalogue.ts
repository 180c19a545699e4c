/**
 * The errors the service answers with where more than one place needs their words: each once, with
 * its envelope code, its status, its message (`{name}` stands where a value goes) and when it
 * happens. Code throws them with `errorOf` (lib/shared/errors.ts); the OpenAPI document builds its
 * failure tables from the same entries (lib/openapi/keyed.ts), so the document says what the code
 * sends. An error said in one place only, or whose message is put together from its parts (the
 * field problems of `invalid fields: ...`), stays where it is thrown.
 */

/** The envelope's `code`: what kind of failure, for a program to branch on. */
export type ErrorCode =
  | 'MISSING_KEY'
  | 'INVALID_KEY'
  | 'MISSING_REQUIRED_FIELDS'
  | 'INVALID_FIELD'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'FORBIDDEN'
  | 'RATE_LIMITED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'INVALID_JSON'
  | 'METHOD_NOT_ALLOWED'
  | 'PROCESSING_ERROR'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_ERROR';

export interface CatalogueEntry<Template extends string = string> {
  readonly code: ErrorCode;
  readonly status: number;
  readonly message: Template;
  /** When it happens, in the caller's terms (the OpenAPI tables' last column). */
  readonly when: string;
}

/** The names of a template's `{name}` placeholders. */
export type Placeholders<Template extends string> = Template extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

export type MessageValues<Template extends string> = Record<Placeholders<Template>, string | number>;

/** An entry; also for a module's own table of errors in this form (lib/notifications/errors.ts). */
export const catalogueEntry = <const Template extends string>(
  code: ErrorCode,
  status: number,
  message: Template,
  when: string,
): CatalogueEntry<Template> => ({ code, status, message, when });
const entry = catalogueEntry;

export const ERRORS = {
  // The request itself, before any use case runs.
  missingKey: entry('MISSING_KEY', 400, 'key is required', '`key` absent, empty or not a string'),
  unknownKey: entry(
    'INVALID_KEY',
    400,
    'key does not belong to an active company key',
    'the key decrypts but names an unknown company or a revoked key',
  ),
  undecryptableKey: entry(
    'INVALID_KEY',
    401,
    'key cannot be decrypted: it was truncated, re-encoded or altered',
    'the key does not decrypt',
  ),
  missingFields: entry(
    'MISSING_REQUIRED_FIELDS',
    400,
    'missing required fields: {fields}',
    'required fields absent or null, all named',
  ),
  notJson: entry('INVALID_JSON', 400, 'request body is not valid JSON', 'the body is not JSON'),
  notObject: entry(
    'INVALID_JSON',
    400,
    'request body must be a JSON object',
    'the body is JSON but not an object',
  ),
  payloadTooLarge: entry(
    'PAYLOAD_TOO_LARGE',
    413,
    'request body exceeds the limit of {limit} bytes',
    'body over the limit',
  ),
  notJsonMediaType: entry(
    'UNSUPPORTED_MEDIA_TYPE',
    415,
    'Content-Type must be application/json',
    '`Content-Type` is not JSON',
  ),
  internal: entry(
    'INTERNAL_ERROR',
    500,
    'internal error; quote request id {requestId} when reporting it',
    'a bug or outage',
  ),
  databaseUnavailable: entry(
    'SERVICE_UNAVAILABLE',
    503,
    'the database is busy or unreachable; retry shortly',
    'retry later',
  ),
  rateLimited: entry(
    'RATE_LIMITED',
    429,
    '{what}: more than {limit} calls in 60 seconds; retry after {seconds} s',
    'over the limit of calls per minute',
  ),
  invalidIdempotencyKey: entry(
    'INVALID_FIELD',
    400,
    'invalid header Idempotency-Key (must be 1 to 255 visible ASCII characters)',
    'bad header',
  ),
  idempotencyKeyReused: entry(
    'CONFLICT',
    409,
    'Idempotency-Key was already used for a different request',
    'same key, another body',
  ),
  idempotencyKeyInProgress: entry(
    'CONFLICT',
    409,
    'a request with this Idempotency-Key is still being processed; retry shortly',
    'the first request is still running (with Retry-After)',
  ),

  // Companies and master data.
  unknownCompany: entry('NOT_FOUND', 404, 'company {companyId} does not exist', 'no company has that id'),
  unknownEmployee: entry(
    'NOT_FOUND',
    404,
    "employee '{login}' is not in the company's master data",
    'unknown login',
  ),

  // Punch clock and calendar.
  punchDayRace: entry(
    'CONFLICT',
    409,
    "the day of '{login}' keeps changing under concurrent punches; send it again",
    'retry',
  ),
  eventRace: entry(
    'CONFLICT',
    409,
    "event '{id}' keeps changing under concurrent writes; send it again",
    'retry',
  ),

  // Overtime.
  noApprover: entry(
    'INVALID_FIELD',
    400,
    "invalid fields: manager (no approver found for employee '{login}': send manager, set the employee's manager or defaultManager in master data, or the company's overtimeManagers)",
    'no approver',
  ),
  extensionNotProcessed: entry(
    'PROCESSING_ERROR',
    500,
    'the extension request could not be processed; retry it (with the same Idempotency-Key, if any)',
    'storage unreachable',
  ),
  otherApprover: entry(
    'FORBIDDEN',
    403,
    "the pending extension requests of '{login}' are for another approver, not {email}",
    'the approver e-mail is not the one the requests wait for',
  ),
  nothingPending: entry(
    'NOT_FOUND',
    404,
    "employee '{login}' has no pending extension requests",
    'already decided, or never requested',
  ),
  decisionRace: entry('CONFLICT', 409, 'the requests were being decided concurrently; retry', 'retry'),

  // Executions.
  unknownExecution: entry(
    'NOT_FOUND',
    404,
    'execution {executionId} not found',
    'unknown id, or an execution of another company',
  ),

  // Application classification.
  activeRuleExists: entry(
    'CONFLICT',
    409,
    "an active rule named '{app_name_pt}' already exists",
    'duplicate active name',
  ),
  noActiveRule: entry(
    'NOT_FOUND',
    404,
    "no active rule named '{app_name_pt}'",
    'unknown or already deactivated',
  ),

  // Webhooks.
  unknownSubscription: entry(
    'NOT_FOUND',
    404,
    "no webhook subscription '{webhookId}'",
    'no subscription of the company has that id',
  ),
  tooManySubscriptions: entry(
    'INVALID_FIELD',
    400,
    'a company may have at most {max} webhook subscriptions; delete one or change one by webhookId',
    'a new subscription beyond the limit',
  ),
  urlTaken: entry(
    'CONFLICT',
    409,
    "webhook subscription '{webhookId}' already sends to {url}",
    'the URL belongs to another subscription',
  ),
  subscriptionsRace: entry(
    'CONFLICT',
    409,
    'the webhook subscriptions are being changed concurrently; retry',
    'retry in a second',
  ),
  unknownEvent: entry(
    'NOT_FOUND',
    404,
    "no event '{eventId}' in the last 30 days",
    'unknown, or older than 30 days',
  ),
} as const;

/** The entry's message with its placeholders filled in. */
export function messageOf<Template extends string>(
  entry: CatalogueEntry<Template>,
  values: MessageValues<Template>,
): string {
  return entry.message.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String((values as Record<string, string | number>)[name]) : placeholder,
  );
}
