// Generated from the service's OpenAPI document by `npm run client:generate`; do not edit.
// API version 1.1.0.

export interface paths {
    "/masterData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upsert employees in bulk
         * @description Upserts employees by `login`. Required per employee: `login`, `name`, `department`, `role`, `active`; the service also reads `email`, `manager`, `defaultManager` (e-mails) and `timezone` (IANA); other fields are stored as sent. The whole batch (at most 10000 employees, 6 MiB) is validated before anything is written: an invalid batch answers 422 naming every offending index and field, and writes nothing. That includes what the store can hold: `login` is at most 200 bytes of UTF-8 (not characters), an employee at most 409,600 bytes (400 KB) as stored, nested at most 30 levels, with no empty field name, no field name over 50,000 bytes and numbers within ±(2^53 - 1). Each import is an execution (`executionId`, readable with POST /getExecutionStatus or the MCP tool lookupExecutionStatus).
         */
        post: operations["masterData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/integrationValidatorData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check a company key
         * @description Tells whether a key is valid and which company it belongs to. Each source IP may call it 10 times in any 60 seconds (a refused key counts too); the next call answers 429 with `Retry-After`. Every answer to a counted call carries `RateLimit-Policy` and `RateLimit` (IETF draft-ietf-httpapi-ratelimit-headers-11): what is left of the minute, counting down to the 429.
         */
        post: operations["integrationValidatorData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getExecutionStatus": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The status of an import or a notification send
         * @description The company's own execution `executionId` (the id a /masterData or /insertNotification answer carries): `running`, `succeeded` or `failed`, its counts, errors and times, and one sentence saying how it went. The same answer the MCP tool lookupExecutionStatus gives. An execution of another company is answered as one that does not exist (404).
         */
        post: operations["getExecutionStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/recordPunch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record one punch
         * @description Sets one time of the employee's day: `actionType` BEGIN_DAY, BEGIN_LUNCH, END_LUNCH, END_DAY sets beginDay, beginLunch, endLunch or endDay. `locationType` is one of office, home, field; `source` defaults to `integration`. The day keeps its order (beginDay ≤ beginLunch ≤ endLunch ≤ endDay). The same punch sent twice answers the same `action_id` and is stored once.
         */
        post: operations["recordPunch"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/sendPunchClock": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a whole or partial day
         * @description Sends `date` and at least one of beginDay, beginLunch, endLunch, endDay (none, or all null: 400 MISSING_REQUIRED_FIELDS naming the four). Each time must fall on `date` in the employee's time zone. The times sent overwrite, the others are kept.
         */
        post: operations["sendPunchClock"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/listPunchClockByDay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * List a day's records
         * @description One record per employee with punches on `date`, in login order; `users` (at most 5,000 logins) keeps only theirs, omitted or empty means everyone. Times not punched are null.
         */
        post: operations["listPunchClockByDay"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setEvent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or change calendar events
         * @description Up to 100 events, each with `id`. An unknown id creates the event (both dates required, `active` defaults to true); a known id changes only the fields sent (null counts as not sent). `name` is returned as `title` (`title` is accepted too; `name` wins). The server sets `lastUpdate` and stores `updatedBy`. Every event is checked before anything is written: one invalid event is a 400 naming its index and field (`events[57].dateTimeBegin`).
         */
        post: operations["setEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getEvents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Events overlapping a date range
         * @description The events overlapping [dateBegin 00:00:00, dateEnd 23:59:59] (at most 366 days), ordered by dateTimeBegin; `users` keeps the events including any of them (omitted or empty: all). Inactive events are returned too, with `active: false`.
         */
        post: operations["getEvents"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/requestExtension": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health check of the extension service
         * @description Answers a fixed text.
         */
        get: operations["requestExtensionHealth"];
        put?: never;
        /**
         * Request extra minutes for an employee
         * @description Stores a pending request and e-mails the approver a link to the approval page. Approver: `manager` if sent; else the employee's `manager`, the company's first `overtimeManagers`, the employee's `defaultManager` (never the employee). `requestTime`: seconds requested for the employee on that day, this request included. HOMOLOG companies send no e-mail (`approvalLinkKey` null, `emailStatus` skipped); a failed e-mail leaves the request pending (`emailStatus` failed). With `Idempotency-Key`, a retry within 24 h with the same body answers the first answer again (`idempotent-replayed: true`).
         */
        post: operations["requestExtension"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/listExtensionRequests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An approver's pending requests
         * @description The pending requests whose approver is `email` (case-insensitive), oldest first, in pages of `limit` (1-100, default 100); `nextCursor`, absent on the last page, is sent back as `cursor`.
         */
        post: operations["listExtensionRequests"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approveRequest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Approve or reject an employee's pending requests
         * @description Decides every pending request of `employee` whose approver is `managerEmail`. Approved minutes are added to the employee's day (`approvedExtensionMinutes` in /listPunchClockByDay). When two deciders race, one wins.
         */
        post: operations["approveRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/approval/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The approval page of one request
         * @description An HTML page with the request (employee, company, day, minutes, day total, justification, approver) and Aprovar / Rejeitar buttons. Opening it never changes anything. Served with a strict Content-Security-Policy, `Cache-Control: no-store` and `Referrer-Policy: no-referrer`.
         */
        get: operations["viewApprovalPage"];
        put?: never;
        /**
         * Approve or reject through the link
         * @description What the page's buttons post: `decision=approve` or `decision=reject`, form-encoded. Decides the link's one request, once, and answers a page with the outcome.
         */
        post: operations["decideApprovalPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insertAppClassificationRule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add an active rule
         * @description `app_name_pt` is unique among the company's active rules, compared after Unicode NFC normalisation and case folding (accents count); it is at most 200 characters and, case-folded, 500 bytes of UTF-8 (it is part of the rule's keys). `regex_rule` and `app_regex` are ECMAScript regular expressions (no flags, at most 1,000 characters) not open to catastrophic backtracking: refused when their matching time can grow exponentially with the input, or with its cube or faster; quadratic growth is accepted. Inserting the name of a deactivated rule reactivates it with the fields sent (`reactivated: true`).
         */
        post: operations["insertAppClassificationRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/listAppClassificationRules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The active rules, by priority
         * @description By `rnk` ascending (rules without `rnk` last), then by name; pages of `limit` rules (1-100, default 100). When more follow, the answer carries `nextCursor`: send it back as `cursor`.
         */
        post: operations["listAppClassificationRules"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deactivateAppClassificationRule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Deactivate a rule
         * @description Deactivates the active rule of that name (matched as on insert) and answers the name as stored.
         */
        post: operations["deactivateAppClassificationRule"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/insertNotification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create or update a notification
         * @description Upserts a notification by `notification_id` and resolves its recipients when written: the `employees` given (each in master data) or every active employee. Every key of the body, at every depth, is read case-insensitively (`KEY`, `notification_ID`, `EmbedURL` work). A blank string counts as absent. The body is checked in the order of the 422 table; the first failure is the answer. Each send is an execution (`executionId`).
         */
        post: operations["insertNotification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/setWebhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Subscribe to events, or change a subscription
         * @description Events of the company are POSTed to `url`, signed as the Standard Webhooks specification says (see this document's webhooks). `events` names event types, or `["*"]` for all.
         *
         *     `url` is an `https` URL whose host resolves to public addresses only: private, loopback, link-local (the cloud's metadata service) and other special addresses are refused, and the host is resolved again at every delivery. The local runtime (`npm start`) also takes `http` to a loopback address, as in the examples. No credentials in the URL: verify the signature instead.
         *
         *     One subscription per URL, at most 20 per company. Without `webhookId`, a URL the company already subscribed changes that subscription (`created: false`), so a retried creation makes no second one; with `webhookId`, that subscription changes (its URL too). `active: false` pauses it; `active: true` enables a paused or disabled one again.
         *
         *     The signing secret (`whsec_…`) is answered once, when the subscription is created, and stored only encrypted: keep it. /rotateWebhookSecret gives a new one.
         *
         *     A subscription starts receiving the events of changes made after it is saved; functions of the service notice a new subscription within a minute.
         */
        post: operations["setWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/listWebhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The company's subscriptions
         * @description Every subscription of the company (never its secret), in pages of `limit` (1-100, default 20); `nextCursor`, absent on the last page, is sent back as `cursor`. A subscription the service disabled (its deliveries kept failing for more than a day) shows `active: false`, `disabledAt` and `disabledReason`.
         */
        post: operations["listWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/deleteWebhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete a subscription
         * @description The subscription stops receiving events; its pending retries are dropped. Its delivery attempts stay listed (30 days).
         */
        post: operations["deleteWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/rotateWebhookSecret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A new signing secret for a subscription
         * @description Answers the new secret, once. For a day (until `previousSecretValidUntil`) every delivery carries two signatures, one per secret, so a receiver can switch without missing a delivery.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/listWebhookDeliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delivery attempts of a subscription or an event
         * @description The attempts of the last 30 days, newest first, of one subscription (`webhookId`), of one event (`eventId`, the `webhook-id` a delivery carried) or of one event to one subscription (both): when, which attempt, the HTTP status or the error, the latency, and what follows (`delivered`; `retrying` at `nextAttemptAt`; `failed`, its retries over). Pages of `limit` (1-100, default 100); `nextCursor`, absent on the last page, is sent back as `cursor`.
         */
        post: operations["listWebhookDeliveries"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/redeliverWebhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send an event again
         * @description Sends an event of the last 30 days again, now, with the same `webhook-id`: to the subscription `webhookId` (even a disabled one, to check a receiver before enabling it again), or to every active subscription that takes its type. Answers each attempt; one that failed is retried on the usual schedule (counted from now), unless its subscription is disabled.
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/oauthToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A service token (client credentials), or a chatbot token for an ID token (token exchange)
         * @description OAuth 2.0 client credentials (RFC 6749 §4.4): a form body, as OAuth clients send it, or the JSON body of the spec; the credentials in the body or in an `Authorization: Basic` header, not both. The token (issuer svc-mcp-issuer, mode service) lives one hour. 10 failed authentications of one client id within 60 s make every attempt answer 429 until the window slides.
         *
         *     OAuth 2.0 token exchange (RFC 8693): `grant_type=urn:ietf:params:oauth:grant-type:token-exchange` with the identity provider's ID token as `subject_token` (`subject_token_type=urn:ietf:params:oauth:token-type:id_token`) answers the chatbot token of POST /exchangeIdpToken, with `issued_token_type`. No client authentication: the ID token is the credential.
         *
         *     Both take `resource` (RFC 8707): the MCP endpoint, or left out.
         */
        post: operations["oauthToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exchangeIdpToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A chatbot token for a logged-in user's ID token
         * @description Verifies the identity provider's ID token (issuer, audience, JWKS), finds the user by the token's verified e-mail among the active employees and added users, and answers a chatbot token (issuer svc-api-exchange) holding scopes of that user's one company.
         */
        post: operations["exchangeIdpToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The public keys that verify access tokens
         * @description The current key of each issuer, and during a rotation the previous one too. `Cache-Control: public, max-age=300`.
         */
        get: operations["jwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata of /mcp
         * @description OAuth 2.0 protected resource metadata (RFC 9728) of the MCP endpoint: which authorization server issues its tokens, and how to send them. Every 401 of the MCP routes points here with `resource_metadata` in its `WWW-Authenticate` challenge. The URLs come from the deployment’s configured public base URL.
         */
        get: operations["protectedResourceMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata of /mcp, where clients look when the path-aware location fails
         * @description OAuth 2.0 protected resource metadata (RFC 9728) of the MCP endpoint: which authorization server issues its tokens, and how to send them. Every 401 of the MCP routes points here with `resource_metadata` in its `WWW-Authenticate` challenge. The URLs come from the deployment’s configured public base URL.
         */
        get: operations["protectedResourceMetadataAtRoot"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-protected-resource/{basePath}/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Protected resource metadata of /mcp, for a base URL with a path
         * @description Where RFC 9728 puts the metadata when the public base URL has a path (an API mapped under a path of its domain, and also reachable at the domain’s root): the answer of `/.well-known/oauth-protected-resource/mcp` when `basePath` is that path, else 404.
         */
        get: operations["protectedResourceMetadataUnderPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata of the token service
         * @description OAuth 2.0 authorization server metadata (RFC 8414): the token endpoint (client credentials, and token exchange of an identity provider’s ID token), how clients authenticate there, and the keys that verify its tokens. There is no interactive login and no dynamic client registration: the operator registers clients (`npm run admin -- client:create`).
         */
        get: operations["authorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server/{issuerPath}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Authorization server metadata, for an issuer with a path
         * @description Where RFC 8414 §3.1 puts the metadata when the issuer identifier has a path: the same document when `issuerPath` is that path, else 404.
         */
        get: operations["authorizationServerMetadataUnderPath"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/authorize": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * No interactive login
         * @description Named in the metadata only because common clients require an authorization endpoint. Agents authenticate with client credentials (or exchange an ID token) at /oauthToken.
         */
        get: operations["authorize"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * No dynamic client registration
         * @description Clients are registered by the operator (`npm run admin -- client:create`), who hands out a client id and secret.
         */
        post: operations["register"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Server event stream
         * @description With `Accept: text/event-stream`: a `retry: 60000` hint and a comment, then the stream closes (the server sends no messages of its own; listChanged is false). Without it: 405.
         */
        get: operations["mcpEventStream"];
        put?: never;
        /**
         * JSON-RPC 2.0 endpoint (MCP 2025-03-26, 2025-06-18 and 2025-11-25, Streamable HTTP)
         * @description Methods: `initialize`, `ping`, `tools/list`, `tools/call` (needs a token). `initialize`, `ping`, `tools/list` and notifications work without a token; a token that is sent but invalid is refused with 401 whatever the method, and every 401 names the protected resource metadata in `WWW-Authenticate`. A body may be a batch of up to 20 requests (2025-03-26 only); the answer is an array in the same order. JSON when `Accept` allows application/json and no progress was asked for (`params._meta.progressToken`); else SSE: every message as an event `message`, the final envelope repeated as the last event, `result`. A tool failure is a normal result with `isError: true` and the tool envelope in `content[0].text`. Stateless: no Mcp-Session-Id. `initialize` answers the revision asked for when it is one of the three (else 2025-03-26); afterwards `MCP-Protocol-Version` selects the behaviour (absent: 2025-03-26; unknown: 400). From 2025-06-18: no batches, every tools/call result also carries the envelope as `structuredContent`, and tools/list gives every tool the envelope's `outputSchema`. Rate limits per token `sub`: 120 calls/min (service), 30 (chatbot); without a token, 120 per source IP. Every answer names the caller's `RateLimit-Policy`, and every answer to counted calls carries `RateLimit` (IETF draft-ietf-httpapi-ratelimit-headers-11): the calls left in the sliding minute and when the oldest leaves it.
         */
        post: operations["mcpJsonRpc"];
        /**
         * Session termination: not supported
         * @description The server is stateless and issues no sessions: always 405.
         */
        delete: operations["mcpDeleteSession"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp/tools": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The tool catalog
         * @description Every tool with its JSON Schema input (`inputSchema`) and MCP annotations. Without a valid token, tools that reveal customers by name (listTenants) are left out.
         */
        get: operations["mcpToolCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp/tools/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Call one tool directly
         * @description The body is the tool's arguments (each tool also takes an optional `company`: the tenant, needed when the token covers several). Same authorisation, audit and rate limits as `tools/call`; the answer is the tool envelope itself, with an HTTP status.
         */
        post: operations["mcpCallTool"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description 200 whenever the process is alive.
         */
        get: operations["mcpHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/mcp/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description 200 when the table answers DescribeTable and the signing keys load; else 503 naming the failing part.
         */
        get: operations["mcpReady"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * This OpenAPI 3.1 document
         * @description Built from the zod schemas that validate the requests; the same bytes for the same release. Every example works against `npm start` once the placeholders (company key, client secret, ID token, access token) are replaced.
         */
        get: operations["openApiDocument"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The browsable API reference
         * @description Swagger UI over /openapi.json, served from the package's own files (nothing from a CDN), under a Content-Security-Policy that allows only 'self'. "Try it out" sends requests to this deployment.
         */
        get: operations["apiReference"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/docs/{asset}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The reference page's script and style, and the documentation's pages
         * @description The reference page's files (gzip-compressed when the client accepts it; cached for a day), and the documentation's pages in Markdown: `api.md`, `client.md`, `sandbox.md`, `webhooks.md`, `privacy.md`, `keys-and-tokens.md`, `mcp.md`, `connect-an-agent.md`, `versioning.md`, `changelog.md`.
         */
        get: operations["apiReferenceAsset"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/llms.txt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Where things are, for coding agents
         * @description A Markdown map of the documentation (the llms.txt convention): a summary of the service, then a link per page, each with its opening sentence, generated from the pages themselves. Every link is a route of this deployment.
         */
        get: operations["llmsTxt"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/exportEmployeeData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Everything held about one person
         * @description Every item the service holds about `login`, of every kind (master data, punch days, overtime requests, also as approver, calendar events, notifications, failed requests naming them, their MCP calls, webhook events and attempts, tickets, ...), as records with their kind, dates and fields; what is not theirs alone shows only their part. Pages of up to `limit` records (1-500, default 500); `nextCursor`, absent on the last page, is sent back as `cursor`. After an erasure it lists the time records kept, with their expiry. Written to the audit trail, without the data.
         */
        post: operations["exportEmployeeData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/eraseEmployeeData": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Erase one person's data
         * @description Erases what the service holds about `login`, as an execution: items about the person are deleted; time records the company must keep (punch days, approved overtime) stay until their expiry, shown by no per-person answer; items not theirs alone lose them, and where a record must stay verifiable (an approver's decisions, MCP calls, tickets) a keyed pseudonym replaces them. 200 when done; 202 when it stopped before its end (its time budget): send the same request again to finish it (a run stopped anywhere finishes so). `/getExecutionStatus` and the MCP tool `lookupExecutionStatus` show its progress. Reports `employee.erased` (the login and counts). A login imported again afterwards is a new person.
         */
        post: operations["eraseEmployeeData"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "extension.requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An overtime extension was requested
         * @description A pending request was stored (by /requestExtension). The justification is not sent.
         *
         *     Sent to each active subscription that takes `extension.requested`, signed as the Standard Webhooks specification says: verify the signature with the subscription's secret (any Standard Webhooks library does) and drop an event whose `webhook-id` you already handled.
         */
        post: operations["extensionRequestedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "extension.decided": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Overtime extension requests were approved or rejected
         * @description Requests of one employee decided together: by the approval link (`via: link`, one request), by /approveRequest (`via: api`, every pending request of that approver; more than 40 are reported in several events), or by the approver in a chat, on the approval card of the MCP server (`via: chat`, one request).
         *
         *     Sent to each active subscription that takes `extension.decided`, signed as the Standard Webhooks specification says: verify the signature with the subscription's secret (any Standard Webhooks library does) and drop an event whose `webhook-id` you already handled.
         */
        post: operations["extensionDecidedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "masterdata.imported": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A /masterData import ended
         * @description Its counts and execution id (lookupExecutionStatus), and why it failed when it did. Each employee it changed also has its employee.changed.
         *
         *     Sent to each active subscription that takes `masterdata.imported`, signed as the Standard Webhooks specification says: verify the signature with the subscription's secret (any Standard Webhooks library does) and drop an event whose `webhook-id` you already handled.
         */
        post: operations["masterdataImportedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An employee's master data changed
         * @description By /masterData (only employees whose fields changed) or by an MCP tool (masterDataMutate, screenBlockToggle). Names the fields that changed, never their values: no personal data beyond the login.
         *
         *     Sent to each active subscription that takes `employee.changed`, signed as the Standard Webhooks specification says: verify the signature with the subscription's secret (any Standard Webhooks library does) and drop an event whose `webhook-id` you already handled.
         */
        post: operations["employeeChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "punchday.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An employee's work day changed
         * @description A punch (/recordPunch, /sendPunchClock) changed the day: its fields after the change. Approved minutes arrive as extension.decided.
         *
         *     Sent to each active subscription that takes `punchday.changed`, signed as the Standard Webhooks specification says: verify the signature with the subscription's secret (any Standard Webhooks library does) and drop an event whose `webhook-id` you already handled.
         */
        post: operations["punchdayChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "rule.changed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * An application classification rule changed
         * @description Inserted (created or reactivated), updated (categorizeURL) or deactivated: the rule as it is now.
         *
         *     Sent to each active subscription that takes `rule.changed`, signed as the Standard Webhooks specification says: verify the signature with the subscription's secret (any Standard Webhooks library does) and drop an event whose `webhook-id` you already handled.
         */
        post: operations["ruleChangedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "notification.upserted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A notification was created or updated
         * @description By /insertNotification: its id, title, kind and how many employees it reaches.
         *
         *     Sent to each active subscription that takes `notification.upserted`, signed as the Standard Webhooks specification says: verify the signature with the subscription's secret (any Standard Webhooks library does) and drop an event whose `webhook-id` you already handled.
         */
        post: operations["notificationUpsertedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.erased": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * A person's data was erased
         * @description By /eraseEmployeeData, once the erasure has finished: the login and how many items of each kind it deleted, kept (time records) or changed; nothing else about the person.
         *
         *     Sent to each active subscription that takes `employee.erased`, signed as the Standard Webhooks specification says: verify the signature with the subscription's secret (any Standard Webhooks library does) and drop an event whose `webhook-id` you already handled.
         */
        post: operations["employeeErasedEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    masterData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    data: {
                        /** @description employees upserted by `login`; fields beyond the nine listed are kept as sent */
                        employees: ({
                            login: string;
                            name: string;
                            department: string;
                            role: string;
                            active: boolean;
                            /** Format: email */
                            email?: string;
                            /** Format: email */
                            manager?: string;
                            /** Format: email */
                            defaultManager?: string;
                            timezone?: string;
                        } & {
                            [key: string]: unknown;
                        })[];
                    };
                };
            };
        };
        responses: {
            /** @description Every employee was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        /** @example 1 employees received: 1 created, 0 updated */
                        message: string;
                        result: {
                            received: number;
                            created: number;
                            updated: number;
                            executionId: string;
                        };
                        executionId: string;
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 6291456 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Some employees are invalid; nothing was written.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_REQUIRED_FIELDS` | {n} invalid employees: employees[{i}]: missing {fields} \| ... | an employee lacks a required field (the first 50 problems are listed) |
             *     | `INVALID_FIELD` | {n} invalid employees: employees[{i}]: {field} {problem} \| employees[{j}]: login '{login}' repeats employees[{i}] | a field is wrong, a login repeats in the batch, or an employee is more than the store holds (e.g. employees[59]: photo makes the record 460,992 bytes to store; a record holds at most 409,600 (400 KB)) |
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    integrationValidatorData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                };
            };
        };
        responses: {
            /** @description The key is valid. */
            200: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            /** @constant */
                            valid: true;
                            /** @description company name */
                            company: string;
                            companyId: string;
                            /** @description a test (HOMOLOG) company: sends no e-mail */
                            isTest: boolean;
                        };
                    };
                };
            };
            /**
             * @description No key, or a key of no active company.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Too many calls from this IP.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `RATE_LIMITED` | integrationValidatorData: more than 10 calls in 60 seconds; retry after {seconds} s | over 10 calls per minute per source IP |
             */
            429: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    getExecutionStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    executionId: string;
                };
            };
        };
        responses: {
            /** @description The execution. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            execution: {
                                executionId: string;
                                companyId: string;
                                /**
                                 * @description `masterData` (a /masterData import), `notification` (an /insertNotification send) or `erasure` (an /eraseEmployeeData erasure)
                                 * @enum {string}
                                 */
                                kind: "masterData" | "notification" | "erasure";
                                /** @enum {string} */
                                status: "running" | "succeeded" | "failed";
                                /** @description what it did: received, created, updated (an import); recipients (a send); what each kind of item became, and stepsDone of steps (an erasure) */
                                counts: {
                                    [key: string]: number;
                                };
                                errors: string[];
                                /** @description ISO-8601 instant (UTC) */
                                startedAt: string;
                                /** @description null while it runs */
                                finishedAt: string | null;
                            };
                            /** @description one sentence saying how it went */
                            humanSummary: string;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The company has no execution with that id.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | execution {executionId} not found | unknown id, or an execution of another company |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    recordPunch: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    username: string;
                    hostname: string;
                    /** @enum {string} */
                    locationType: "office" | "home" | "field";
                    source?: string | null;
                    /** @enum {string} */
                    actionType: "BEGIN_DAY" | "BEGIN_LUNCH" | "END_LUNCH" | "END_DAY";
                    /**
                     * Format: date-time
                     * @description a UTC instant, exactly YYYY-MM-DDTHH:mm:ssZ
                     * @example 2026-03-10T11:58:00Z
                     */
                    actionDatetimeSent: string;
                };
            };
        };
        responses: {
            /** @description The punch is stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            /** @constant */
                            success: true;
                            /** @description `pa_` + a hash of what identifies the punch: resending it gives the same id */
                            action_id: string;
                            /**
                             * Format: date
                             * @description the day (YYYY-MM-DD) in the employee's time zone
                             */
                            action_date: string;
                            username: string;
                            /** @enum {string} */
                            actionType: "BEGIN_DAY" | "BEGIN_LUNCH" | "END_LUNCH" | "END_DAY";
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_FIELD` | invalid fields: endDay (... is before beginDay ...) | a time contradicts the day (END_DAY before BEGIN_DAY, a lunch outside the day); nothing changes |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The employee is not in master data.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | employee '{login}' is not in the company's master data | unknown `username` |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The day kept changing under concurrent punches.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | the day of '{login}' keeps changing under concurrent punches; send it again | retry |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    sendPunchClock: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    username: string;
                    hostname: string;
                    /** @enum {string} */
                    locationType: "office" | "home" | "field";
                    source?: string | null;
                    /**
                     * Format: date
                     * @description a real date YYYY-MM-DD
                     * @example 2026-03-10
                     */
                    date: string;
                    beginDay?: string | null;
                    beginLunch?: string | null;
                    endLunch?: string | null;
                    endDay?: string | null;
                };
            };
        };
        responses: {
            /** @description The day is stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            /** @constant */
                            success: true;
                            /** @description `pa_` + a hash of what identifies the punch: resending it gives the same id */
                            action_id: string;
                            /**
                             * Format: date
                             * @description the day (YYYY-MM-DD) in the employee's time zone
                             */
                            action_date: string;
                            username: string;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_FIELD` | invalid fields: endDay (... is before beginDay ...) | a time contradicts the day (END_DAY before BEGIN_DAY, a lunch outside the day); nothing changes |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The employee is not in master data.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | employee '{login}' is not in the company's master data | unknown `username` |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The day kept changing under concurrent punches.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | the day of '{login}' keeps changing under concurrent punches; send it again | retry |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    listPunchClockByDay: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    /**
                     * Format: date
                     * @description a real date YYYY-MM-DD
                     * @example 2026-03-10
                     */
                    date: string;
                    users?: string[] | null;
                };
            };
        };
        responses: {
            /** @description The day's records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            /** Format: date */
                            date: string;
                            punches: {
                                username: string;
                                /**
                                 * Format: date
                                 * @description the employee's local day
                                 */
                                date: string;
                                beginDay: string | null;
                                beginLunch: string | null;
                                endLunch: string | null;
                                endDay: string | null;
                                hostname: string | null;
                                locationType: string | null;
                                source: string | null;
                                action_id: string | null;
                                /** @description approved overtime added to the day */
                                approvedExtensionMinutes: number;
                                /** @description the day minus lunch; null while incomplete */
                                workedMinutes: number | null;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    setEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    events: {
                        id: string;
                        name?: string | null;
                        title?: string | null;
                        workstation?: string | null;
                        users?: string[] | null;
                        dateTimeBegin?: string | null;
                        dateTimeEnd?: string | null;
                        active?: boolean | null;
                    }[];
                    updatedBy?: string | null;
                } | {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    payload: {
                        events: {
                            id: string;
                            name?: string | null;
                            title?: string | null;
                            workstation?: string | null;
                            users?: string[] | null;
                            dateTimeBegin?: string | null;
                            dateTimeEnd?: string | null;
                            active?: boolean | null;
                        }[];
                        updatedBy?: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Every event was written. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        /** @example 1 events saved: 1 created, 0 updated */
                        message: string;
                        result: {
                            received: number;
                            created: number;
                            updated: number;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_FIELD` | invalid fields: payload (must be an object) | `payload` is not an object |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description An event kept changing under concurrent writes.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | event '{id}' keeps changing under concurrent writes; send it again | retry |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    getEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    /**
                     * Format: date
                     * @description a real date YYYY-MM-DD
                     * @example 2026-03-10
                     */
                    dateBegin: string;
                    /**
                     * Format: date
                     * @description a real date YYYY-MM-DD
                     * @example 2026-03-10
                     */
                    dateEnd: string;
                    users?: string[] | null;
                } | {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    payload: {
                        /**
                         * Format: date
                         * @description a real date YYYY-MM-DD
                         * @example 2026-03-10
                         */
                        dateBegin: string;
                        /**
                         * Format: date
                         * @description a real date YYYY-MM-DD
                         * @example 2026-03-10
                         */
                        dateEnd: string;
                        users?: string[] | null;
                    };
                };
            };
        };
        responses: {
            /** @description The events. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            events: {
                                id: string;
                                /** @description the `name` sent to /setEvent */
                                title: string | null;
                                workstation: string | null;
                                users: string[];
                                dateTimeBegin: string | null;
                                dateTimeEnd: string | null;
                                /** @description set by the server, company local time */
                                lastUpdate: string | null;
                                active: boolean;
                                updatedBy: string | null;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_FIELD` | invalid fields: payload (must be an object) | `payload` is not an object |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    requestExtensionHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The service runs. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    requestExtension: {
        parameters: {
            query?: never;
            header?: {
                /** @description 1-255 visible ASCII characters; a retry with the same key and body stores nothing again */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    user: string;
                    reqMinutes: number;
                    justification: string;
                    extraTime?: string | null;
                    manager?: string | null;
                };
            };
        };
        responses: {
            /** @description The request is stored, pending. */
            200: {
                headers: {
                    /** @description `true` when this is the stored answer of an earlier request */
                    "idempotent-replayed"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        message: string;
                        requestId: string;
                        /** @description seconds requested that day, this request included */
                        requestTime: number;
                        /** @description the approver chosen */
                        manager: string;
                        /** @enum {string} */
                        emailStatus: "sending" | "sent" | "failed" | "skipped";
                        approvalLinkKey: string | null;
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_FIELD` | invalid fields: manager (no approver found for employee '{login}': send manager, set the employee's manager or defaultManager in master data, or the company's overtimeManagers) | no approver |
             *     | `INVALID_FIELD` | invalid header Idempotency-Key (must be 1 to 255 visible ASCII characters) | bad header |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The employee is not in master data.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | employee '{login}' is not in the company's master data | unknown `user` |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The Idempotency-Key is taken.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | Idempotency-Key was already used for a different request | same key, another body |
             *     | `CONFLICT` | a request with this Idempotency-Key is still being processed; retry shortly | the first request is still running (with Retry-After) |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The request could not be processed; retry it.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PROCESSING_ERROR` | the extension request could not be processed; retry it (with the same Idempotency-Key, if any) | storage unreachable |
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PROCESSING_ERROR" | "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    listExtensionRequests: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    /** Format: email */
                    email: string;
                    limit?: number;
                    cursor?: string;
                };
            };
        };
        responses: {
            /** @description A page of pending requests. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            requests: {
                                requestId: string;
                                user: string;
                                reqMinutes: number;
                                justification: string;
                                extraTime: string;
                                manager: string;
                                /** @enum {string} */
                                status: "pending" | "approved" | "rejected";
                                requestTime: number;
                                /** Format: date-time */
                                createdAt: string;
                                /** @enum {string} */
                                emailStatus: "sending" | "sent" | "failed" | "skipped";
                            }[];
                            nextCursor?: string;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    approveRequest: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    employee: string;
                    /** Format: email */
                    managerEmail: string;
                    approved: boolean;
                };
            };
        };
        responses: {
            /** @description The requests are decided. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            employee: string;
                            /** @enum {string} */
                            status: "approved" | "rejected";
                            /** @description the minutes of the requests decided by this call */
                            minutes: number;
                            requestIds: string[];
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The pending requests belong to another approver.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `FORBIDDEN` | the pending extension requests of '{login}' are for another approver, not {email} | the approver e-mail is not the one the requests wait for |
             */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "FORBIDDEN";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Nothing pending (deciding twice changes nothing).
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | employee '{login}' has no pending extension requests | already decided, or never requested |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The requests were being decided concurrently.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | the requests were being decided concurrently; retry | retry |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    viewApprovalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the `approvalLinkKey` of /requestExtension (also in the e-mail's link); single use, 7 days */
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pending request with its two buttons. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Unknown link: a page saying so. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request was already decided (by the link or by /approveRequest): a page saying which way. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The link expired (7 days): a page saying so; nothing changes. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Unexpected failure: a page with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    decideApprovalPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the `approvalLinkKey` of /requestExtension (also in the e-mail's link); single use, 7 days */
                key: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    /** @enum {string} */
                    decision: "approve" | "reject";
                };
            };
        };
        responses: {
            /** @description Decided: a page with the outcome. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description A `decision` other than approve or reject: a page saying so. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Unknown link: a page saying so. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The request was already decided (by the link or by /approveRequest): a page saying which way. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description The link expired (7 days): a page saying so; nothing changes. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
            /** @description Unexpected failure: a page with the request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    insertAppClassificationRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    app_name_pt: string;
                    regex_rule: string;
                    app_class?: string | null;
                    app_regex?: string | null;
                    rnk?: number | null;
                };
            };
        };
        responses: {
            /** @description The rule is active. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            app_name_pt: string;
                            regex_rule: string;
                            app_class: string | null;
                            /** @description priority: lower first; null sorts last */
                            rnk: number | null;
                            app_regex: string | null;
                            company: string;
                            reactivated: boolean;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: app_name_pt, regex_rule | a required field absent |
             *     | `INVALID_FIELD` | invalid fields: regex_rule (may backtrack catastrophically: ...) | a regex that does not compile, is over 1,000 characters, may backtrack catastrophically or could not be checked for it; a field of the wrong type; `rnk` not an integer; a bad `limit` or `cursor` |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description An active rule has that name.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | an active rule named '{app_name_pt}' already exists | duplicate active name |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    listAppClassificationRules: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    limit?: number;
                    cursor?: string;
                };
            };
        };
        responses: {
            /** @description A page of active rules. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        company: string;
                        result: {
                            app_name_pt: string;
                            regex_rule: string;
                            app_class: string | null;
                            /** @description priority: lower first; null sorts last */
                            rnk: number | null;
                            app_regex: string | null;
                        }[];
                        nextCursor?: string;
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: app_name_pt, regex_rule | a required field absent |
             *     | `INVALID_FIELD` | invalid fields: regex_rule (may backtrack catastrophically: ...) | a regex that does not compile, is over 1,000 characters, may backtrack catastrophically or could not be checked for it; a field of the wrong type; `rnk` not an integer; a bad `limit` or `cursor` |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    deactivateAppClassificationRule: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    app_name_pt: string;
                };
            };
        };
        responses: {
            /** @description The rule is deactivated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            deactivated: string;
                            company: string;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: app_name_pt, regex_rule | a required field absent |
             *     | `INVALID_FIELD` | invalid fields: regex_rule (may backtrack catastrophically: ...) | a regex that does not compile, is over 1,000 characters, may backtrack catastrophically or could not be checked for it; a field of the wrong type; `rnk` not an integer; a bad `limit` or `cursor` |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description No active rule of that name.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | no active rule named '{app_name_pt}' | unknown or already deactivated |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    insertNotification: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    notification: {
                        /** @description unique per company: sending an id again updates that notification */
                        notification_id: string;
                        title: string;
                        /** @description simple HTML: b i u a br p ul ol li are kept (links: http(s) or mailto); every other tag, attribute and script is stripped */
                        description?: string | null;
                        image?: string | null;
                        /** @description omitted or empty: one 'OK' button; sent: they replace it */
                        buttons?: {
                            text: string;
                            /** @description icon name */
                            icon?: string | null;
                            /** @description opened on click: an http(s) URL or a deep link `scheme://...` (never javascript:, data:, file:) */
                            embedURL?: string | null;
                            iconColor?: string | null;
                        }[] | null;
                        /** @constant */
                        recurrency: true;
                        /** @enum {string} */
                        recurrency_type: "daily" | "weekly" | "monthly";
                        one_time?: string | null;
                    } | {
                        /** @description unique per company: sending an id again updates that notification */
                        notification_id: string;
                        title: string;
                        /** @description simple HTML: b i u a br p ul ol li are kept (links: http(s) or mailto); every other tag, attribute and script is stripped */
                        description?: string | null;
                        image?: string | null;
                        /** @description omitted or empty: one 'OK' button; sent: they replace it */
                        buttons?: {
                            text: string;
                            /** @description icon name */
                            icon?: string | null;
                            /** @description opened on click: an http(s) URL or a deep link `scheme://...` (never javascript:, data:, file:) */
                            embedURL?: string | null;
                            iconColor?: string | null;
                        }[] | null;
                        /** @constant */
                        recurrency: false;
                        /**
                         * @description the company's local time, YYYY-MM-DD HH:mm:ss
                         * @example 2026-11-20 09:00:00
                         */
                        one_time: string;
                        recurrency_type?: ("daily" | "weekly" | "monthly") | null;
                    };
                    /** @description logins in master data; omitted: every active employee */
                    employees?: string[] | null;
                };
            };
        };
        responses: {
            /** @description Created (`Notificação criada`) or updated (`Notificação atualizada`). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        /** @enum {string} */
                        message: "Notificação criada" | "Notificação atualizada";
                        result: {
                            notification_id: string;
                            /** @description false when an existing notification was updated */
                            created: boolean;
                            /** @description how many employees receive it */
                            recipients: number;
                            executionId: string;
                        };
                        executionId: string;
                    };
                };
            };
            /**
             * @description The key is absent or invalid (one message for all key problems), or the body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | Parametro key não informado ou inválido | `key` absent or empty |
             *     | `INVALID_KEY` | Parametro key não informado ou inválido | the key does not decrypt, names no company or is revoked |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The notification is incomplete or invalid.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_REQUIRED_FIELDS` | Campos obrigatórios ausentes: {fields} | notification_id, title, recurrency (or notification itself) |
             *     | `INVALID_FIELD` | Parametro employees deve ser um array | `employees` has the wrong type |
             *     | `INVALID_FIELD` | Campo recurrency deve ser boolean | `recurrency` has the wrong type |
             *     | `MISSING_REQUIRED_FIELDS` | Campo obrigatório ausente: one_time | recurrency=false without one_time |
             *     | `MISSING_REQUIRED_FIELDS` | Campo obrigatório ausente: recurrency_type | recurrency=true without recurrency_type |
             *     | `INVALID_FIELD` | Campo one_time deve ser uma data real no formato YYYY-MM-DD HH:mm:ss |  |
             *     | `INVALID_FIELD` | Campo recurrency_type deve ser daily, weekly ou monthly |  |
             *     | `INVALID_FIELD` | Campo image deve ser uma URL http ou https |  |
             *     | `MISSING_REQUIRED_FIELDS` | Campo obrigatório ausente: buttons[{i}].text |  |
             *     | `INVALID_FIELD` | Campo buttons[{i}].embedURL deve ser uma URL ou um deep link (esquema://...) |  |
             *     | `INVALID_FIELD` | Campo buttons[{i}].iconColor deve ser uma cor no formato #rrggbb |  |
             *     | `INVALID_FIELD` | Logins não encontrados no cadastro de funcionários: {logins} | unknown logins (past 50 of them, the first 50 and ` e mais {n}`) |
             *     | `INVALID_FIELD` | Campo {field} deve ser um texto de até {max} caracteres | notification_id, title, description, buttons[i].text, buttons[i].icon |
             *     | `INVALID_FIELD` | Parametro notification deve ser um objeto |  |
             *     | `INVALID_FIELD` | Parametro buttons deve ser um array |  |
             *     | `INVALID_FIELD` | Parametro buttons aceita no máximo 10 botões |  |
             *     | `INVALID_FIELD` | Campo buttons[{i}] deve ser um objeto |  |
             *     | `INVALID_FIELD` | Parametro employees não pode ser vazio; omita-o para enviar a todos os usuários ativos |  |
             *     | `INVALID_FIELD` | Parametro employees deve conter apenas logins (textos não vazios) |  |
             *     | `INVALID_FIELD` | Parametro employees aceita no máximo 5000 logins |  |
             *     | `INVALID_FIELD` | Campo notification_id não pode conter caracteres de controle |  |
             *     | `INVALID_FIELD` | Campo notification_id deve ter até 200 bytes em UTF-8 |  |
             *     | `INVALID_FIELD` | Corpo da requisição aninhado demais: no máximo 32 níveis | the body nests too deep |
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | Erro interno no servidor | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    setWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    url: string;
                    events?: string[];
                    webhookId?: string;
                    active?: boolean;
                };
            };
        };
        responses: {
            /** @description Subscribed (created) or changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            webhookId: string;
                            url: string;
                            /** @description event types it takes, or ["*"] */
                            events: string[];
                            active: boolean;
                            created: boolean;
                            /** @description the signing secret, only when the subscription is created */
                            secret?: string;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_FIELD` | a company may have at most 20 webhook subscriptions; delete one or change one by webhookId | a new subscription beyond the limit |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description No such subscription.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | no webhook subscription '{webhookId}' | no subscription of the company has that id |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Another subscription has that URL, or the subscriptions were being changed at that moment.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | webhook subscription '{webhookId}' already sends to {url} | the URL belongs to another subscription |
             *     | `CONFLICT` | the webhook subscriptions are being changed concurrently; retry | retry in a second |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    limit?: number;
                    cursor?: string;
                };
            };
        };
        responses: {
            /** @description A page of subscriptions. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            webhooks: {
                                webhookId: string;
                                url: string;
                                /** @description event types it takes, or ["*"] */
                                events: string[];
                                active: boolean;
                                /** @description ISO-8601 instant (UTC) */
                                createdAt: string;
                                /** @description ISO-8601 instant (UTC) */
                                updatedAt: string;
                                /** @description the first failed attempt since the last successful one; null while deliveries succeed */
                                failingSince: string | null;
                                disabledAt: string | null;
                                disabledReason: string | null;
                            }[];
                            nextCursor?: string;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            webhookId: string;
                            /** @constant */
                            deleted: true;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description No such subscription.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | no webhook subscription '{webhookId}' | no subscription of the company has that id |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The subscriptions were being changed at that moment.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | the webhook subscriptions are being changed concurrently; retry | retry in a second |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    webhookId: string;
                };
            };
        };
        responses: {
            /** @description The new secret. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            webhookId: string;
                            secret: string;
                            /** @description ISO-8601 instant (UTC) */
                            previousSecretValidUntil: string;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description No such subscription.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | no webhook subscription '{webhookId}' | no subscription of the company has that id |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The subscriptions were being changed at that moment.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | the webhook subscriptions are being changed concurrently; retry | retry in a second |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    webhookId?: string;
                    eventId?: string;
                    limit?: number;
                    cursor?: string;
                };
            };
        };
        responses: {
            /** @description A page of attempts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            deliveries: {
                                webhookId: string;
                                eventId: string;
                                eventType: string;
                                attemptId: string;
                                /** @description when the POST was sent (ISO-8601, UTC) */
                                at: string;
                                /** @description 1 for a delivery's first attempt, 2 for its first retry, ... */
                                attempt: number;
                                /** @enum {string} */
                                trigger: "event" | "retry" | "replay";
                                /** @description the receiver's HTTP status; null when it gave none (refused, timed out, unreachable) */
                                statusCode: number | null;
                                /** @description why the attempt failed, without the receiver's body; null when it succeeded */
                                error: string | null;
                                latencyMs: number;
                                /** @enum {string} */
                                outcome: "delivered" | "retrying" | "failed";
                                /** @description when the delivery is tried again (outcome `retrying`); null otherwise */
                                nextAttemptAt: string | null;
                            }[];
                            nextCursor?: string;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    eventId: string;
                    webhookId?: string;
                };
            };
        };
        responses: {
            /** @description Sent: one attempt per subscription. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            eventId: string;
                            type: string;
                            deliveries: {
                                webhookId: string;
                                /** @enum {string} */
                                outcome: "delivered" | "retrying" | "failed";
                                /** @description the receiver's HTTP status; null when it gave none (refused, timed out, unreachable) */
                                statusCode: number | null;
                                /** @description why the attempt failed, without the receiver's body; null when it succeeded */
                                error: string | null;
                                latencyMs: number;
                                /** @description when the delivery is tried again (outcome `retrying`); null otherwise */
                                nextAttemptAt: string | null;
                            }[];
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description No such event (or subscription).
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | no event '{eventId}' in the last 30 days | unknown, or older than 30 days |
             *     | `NOT_FOUND` | no webhook subscription '{webhookId}' | no subscription of the company has that id |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    oauthToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    grant_type: "client_credentials";
                    /** @description or in an `Authorization: Basic` header */
                    client_id?: string;
                    /** @description or in an `Authorization: Basic` header */
                    client_secret?: string;
                    /** @description space-separated scopes, each granted to the client; omitted: all granted */
                    scope?: string;
                    /** @description RFC 8707: the MCP endpoint `{base_url}/mcp`, or left out; anything else is invalid_target */
                    resource?: string;
                } | {
                    /** @constant */
                    grant_type: "urn:ietf:params:oauth:grant-type:token-exchange";
                    /** @description the identity provider's ID token of the logged-in user; blank counts as missing */
                    subject_token: string;
                    /** @constant */
                    subject_token_type: "urn:ietf:params:oauth:token-type:id_token";
                    /** @constant */
                    requested_token_type?: "urn:ietf:params:oauth:token-type:access_token";
                    /** @description svc-mcp or the MCP endpoint, or left out */
                    audience?: string;
                    /** @description RFC 8707: the MCP endpoint `{base_url}/mcp`, or left out; anything else is invalid_target */
                    resource?: string;
                    /** @description space-separated scopes, each one of the user's; omitted: all of them */
                    scope?: string;
                    /** @description needed when the e-mail is a user of several companies */
                    company?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @constant */
                    grant_type: "client_credentials";
                    /** @description or in an `Authorization: Basic` header */
                    client_id?: string;
                    /** @description or in an `Authorization: Basic` header */
                    client_secret?: string;
                    /** @description space-separated scopes, each granted to the client; omitted: all granted */
                    scope?: string;
                    /** @description RFC 8707: the MCP endpoint `{base_url}/mcp`, or left out; anything else is invalid_target */
                    resource?: string;
                } | {
                    /** @constant */
                    grant_type: "urn:ietf:params:oauth:grant-type:token-exchange";
                    /** @description the identity provider's ID token of the logged-in user; blank counts as missing */
                    subject_token: string;
                    /** @constant */
                    subject_token_type: "urn:ietf:params:oauth:token-type:id_token";
                    /** @constant */
                    requested_token_type?: "urn:ietf:params:oauth:token-type:access_token";
                    /** @description svc-mcp or the MCP endpoint, or left out */
                    audience?: string;
                    /** @description RFC 8707: the MCP endpoint `{base_url}/mcp`, or left out; anything else is invalid_target */
                    resource?: string;
                    /** @description space-separated scopes, each one of the user's; omitted: all of them */
                    scope?: string;
                    /** @description needed when the e-mail is a user of several companies */
                    company?: string;
                };
            };
        };
        responses: {
            /** @description The token. `Cache-Control: no-store`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description an RS256 JWT, audience svc-mcp */
                        access_token: string;
                        /** @constant */
                        token_type: "Bearer";
                        /** @description seconds (3600) */
                        expires_in: number;
                        /** @description the scopes granted, space-separated */
                        scope: string;
                    } | {
                        /** @description an RS256 JWT, audience svc-mcp */
                        access_token: string;
                        /** @constant */
                        token_type: "Bearer";
                        /** @description seconds (3600) */
                        expires_in: number;
                        /** @description the scopes granted, space-separated */
                        scope: string;
                        /** @constant */
                        mode: "chatbot";
                        /** @description the user's company */
                        tenant: string;
                        /** @constant */
                        issued_token_type: "urn:ietf:params:oauth:token-type:access_token";
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `invalid_request` (grant_type missing, a parameter repeated or not a string, broken JSON, another Content-Type, credentials in both places; for token exchange also a subject token missing, of another type, or refused), `unsupported_grant_type`, `invalid_scope` (`scopes not granted to this client: ...`), `invalid_target` (a `resource` or `audience` other than the MCP endpoint). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `invalid_client`: client_id or client_secret missing or wrong, unknown or revoked client. */
            401: {
                headers: {
                    /** @description when Basic authentication was used */
                    "WWW-Authenticate"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `invalid_request`: body over 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `slow_down`: too many failed attempts for this client. */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `server_error`, with a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `temporarily_unavailable`: the signing keys cannot be read now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
        };
    };
    exchangeIdpToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description the identity provider's ID token of the logged-in user; blank counts as missing */
                    idp_id_token: string;
                    /** @description needed when the e-mail is a user of several companies */
                    company?: string;
                };
                "application/x-www-form-urlencoded": {
                    /** @description the identity provider's ID token of the logged-in user; blank counts as missing */
                    idp_id_token: string;
                    /** @description needed when the e-mail is a user of several companies */
                    company?: string;
                };
            };
        };
        responses: {
            /** @description The token. `Cache-Control: no-store`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description an RS256 JWT, audience svc-mcp */
                        access_token: string;
                        /** @constant */
                        token_type: "Bearer";
                        /** @description seconds (3600) */
                        expires_in: number;
                        /** @description the scopes granted, space-separated */
                        scope: string;
                        /** @constant */
                        mode: "chatbot";
                        /** @description the user's company */
                        tenant: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `invalid_request`: idp_id_token missing, or a user of several companies without `company`. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `invalid_grant`: the ID token is expired, for another audience or issuer, badly signed, or has no verified e-mail. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `access_denied`: no active employee or added user has that e-mail. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `invalid_request`: body over 16 KiB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `server_error`, with a request id. */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
            /** @description RFC 6749 §5.2 `{error, error_description}`, with `Cache-Control: no-store`. `temporarily_unavailable`: the identity provider cannot be reached or is not configured. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        error: "invalid_request" | "invalid_client" | "invalid_grant" | "unsupported_grant_type" | "invalid_scope" | "invalid_target" | "access_denied" | "slow_down" | "server_error" | "temporarily_unavailable";
                        error_description: string;
                    };
                };
            };
        };
    };
    jwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The JWKS. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        keys: {
                            /** @constant */
                            kty: "RSA";
                            n: string;
                            e: string;
                            kid: string;
                            /** @constant */
                            alg: "RS256";
                            /** @constant */
                            use: "sig";
                        }[];
                    };
                };
            };
        };
    };
    protectedResourceMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. `Cache-Control: public, max-age=3600`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the MCP endpoint: `{base_url}/mcp` */
                        resource: string;
                        /** @description the token service's issuer identifier (`{auth_url}`) */
                        authorization_servers: string[];
                        /** @description empty: scopes name a company, so a client requests none and its token carries every scope granted to it */
                        scopes_supported: string[];
                        bearer_methods_supported: "header"[];
                        resource_name: string;
                        /** @description this API reference */
                        resource_documentation: string;
                    };
                };
            };
        };
    };
    protectedResourceMetadataAtRoot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. `Cache-Control: public, max-age=3600`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the MCP endpoint: `{base_url}/mcp` */
                        resource: string;
                        /** @description the token service's issuer identifier (`{auth_url}`) */
                        authorization_servers: string[];
                        /** @description empty: scopes name a company, so a client requests none and its token carries every scope granted to it */
                        scopes_supported: string[];
                        bearer_methods_supported: "header"[];
                        resource_name: string;
                        /** @description this API reference */
                        resource_documentation: string;
                    };
                };
            };
        };
    };
    protectedResourceMetadataUnderPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the path of the public base URL (one segment), when it has one */
                basePath: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. `Cache-Control: public, max-age=3600`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description the MCP endpoint: `{base_url}/mcp` */
                        resource: string;
                        /** @description the token service's issuer identifier (`{auth_url}`) */
                        authorization_servers: string[];
                        /** @description empty: scopes name a company, so a client requests none and its token carries every scope granted to it */
                        scopes_supported: string[];
                        bearer_methods_supported: "header"[];
                        resource_name: string;
                        /** @description this API reference */
                        resource_documentation: string;
                    };
                };
            };
            /** @description Not the configured base URL’s path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "not_found";
                        error_description: string;
                    };
                };
            };
        };
    };
    authorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. `Cache-Control: public, max-age=3600`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `{auth_url}`: the authorization server's identifier; the tokens' `iss` claims are svc-mcp-issuer and svc-api-exchange */
                        issuer: string;
                        /** @description named because common clients require it; answers 404 (no interactive login) */
                        authorization_endpoint: string;
                        token_endpoint: string;
                        jwks_uri: string;
                        scopes_supported: string[];
                        /** @description empty: no authorization endpoint flow */
                        response_types_supported: string[];
                        grant_types_supported: string[];
                        token_endpoint_auth_methods_supported: string[];
                        service_documentation: string;
                    };
                };
            };
        };
    };
    authorizationServerMetadataUnderPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the path of the issuer identifier (one segment), when it has one */
                issuerPath: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. `Cache-Control: public, max-age=3600`. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @description `{auth_url}`: the authorization server's identifier; the tokens' `iss` claims are svc-mcp-issuer and svc-api-exchange */
                        issuer: string;
                        /** @description named because common clients require it; answers 404 (no interactive login) */
                        authorization_endpoint: string;
                        token_endpoint: string;
                        jwks_uri: string;
                        scopes_supported: string[];
                        /** @description empty: no authorization endpoint flow */
                        response_types_supported: string[];
                        grant_types_supported: string[];
                        token_endpoint_auth_methods_supported: string[];
                        service_documentation: string;
                    };
                };
            };
            /** @description Not the issuer’s path. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "not_found";
                        error_description: string;
                    };
                };
            };
        };
    };
    authorize: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What to do instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "not_found";
                        error_description: string;
                    };
                };
            };
        };
    };
    register: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description What to do instead. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "not_found";
                        error_description: string;
                    };
                };
            };
        };
    };
    mcpEventStream: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The (empty) stream. */
            200: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/event-stream": string;
                };
            };
            /** @description The Bearer token is missing (where one is needed) or invalid: `tokenError` is one of `JsonWebTokenError: jwt must be provided`, `JsonWebTokenError: jwt malformed`, `JsonWebTokenError: invalid signature`, `TokenExpiredError: jwt expired`, `JsonWebTokenError: jwt audience invalid`, `JsonWebTokenError: jwt issuer invalid`, `NotBeforeError: jwt not active`. */
            401: {
                headers: {
                    /** @description Bearer error="invalid_token", error_description="<tokenError>" */
                    "WWW-Authenticate"?: string;
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        requiresHumanEscalation: boolean;
                        /** @description snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ... */
                        escalationReason: string;
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @description the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals) */
                        status: number;
                        /**
                         * @example JsonWebTokenError: jwt must be provided
                         * @example TokenExpiredError: jwt expired
                         */
                        tokenError: string;
                    };
                };
            };
            /** @description A browser `Origin` that is not on the allowlist. */
            403: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "origin_not_allowed";
                        message: string;
                    };
                };
            };
            /** @description Not this method (or, for GET, no SSE in Accept). */
            405: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    mcpJsonRpc: {
        parameters: {
            query?: never;
            header?: {
                /** @description the revision negotiated by initialize: 2025-03-26 (the default), 2025-06-18 or 2025-11-25 */
                "MCP-Protocol-Version"?: "2025-03-26" | "2025-06-18" | "2025-11-25";
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    jsonrpc: "2.0";
                    /** @description absent for a notification (answered 202, no body) */
                    id?: string | number | null;
                    /**
                     * @example initialize
                     * @example ping
                     * @example tools/list
                     * @example tools/call
                     */
                    method: string;
                    params?: {
                        [key: string]: unknown;
                    };
                } | {
                    /** @constant */
                    jsonrpc: "2.0";
                    /** @description absent for a notification (answered 202, no body) */
                    id?: string | number | null;
                    /**
                     * @example initialize
                     * @example ping
                     * @example tools/list
                     * @example tools/call
                     */
                    method: string;
                    params?: {
                        [key: string]: unknown;
                    };
                }[];
            };
        };
        responses: {
            /** @description The JSON-RPC response (or the batch of them). JSON-RPC errors other than -32700 and -32600 come with 200. */
            200: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": ({
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        error: {
                            /** @description -32700 parseError, -32600 invalidRequest, -32601 methodNotFound, -32602 invalidParams, -32603 internalError, -32000 toolDispatchFailed, -32002 resourceNotFound, -32020 headerMismatch, -32021 missingRequiredClientCapability, -32022 unsupportedProtocolVersion, -31000 rateLimited */
                            code: number;
                            message: string;
                            data?: {
                                [key: string]: unknown;
                            };
                        };
                    }) | ({
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        error: {
                            /** @description -32700 parseError, -32600 invalidRequest, -32601 methodNotFound, -32602 invalidParams, -32603 internalError, -32000 toolDispatchFailed, -32002 resourceNotFound, -32020 headerMismatch, -32021 missingRequiredClientCapability, -32022 unsupportedProtocolVersion, -31000 rateLimited */
                            code: number;
                            message: string;
                            data?: {
                                [key: string]: unknown;
                            };
                        };
                    })[];
                    "text/event-stream": string;
                };
            };
            /** @description Only notifications or client responses: nothing to answer. */
            202: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description -32700 (not JSON) or -32600 (not a JSON-RPC request, a batch over 20 or under 2025-06-18 or later, an unknown MCP-Protocol-Version). */
            400: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        error: {
                            /** @description -32700 parseError, -32600 invalidRequest, -32601 methodNotFound, -32602 invalidParams, -32603 internalError, -32000 toolDispatchFailed, -32002 resourceNotFound, -32020 headerMismatch, -32021 missingRequiredClientCapability, -32022 unsupportedProtocolVersion, -31000 rateLimited */
                            code: number;
                            message: string;
                            data?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description The Bearer token is missing (where one is needed) or invalid: `tokenError` is one of `JsonWebTokenError: jwt must be provided`, `JsonWebTokenError: jwt malformed`, `JsonWebTokenError: invalid signature`, `TokenExpiredError: jwt expired`, `JsonWebTokenError: jwt audience invalid`, `JsonWebTokenError: jwt issuer invalid`, `NotBeforeError: jwt not active`. */
            401: {
                headers: {
                    /** @description Bearer error="invalid_token", error_description="<tokenError>" */
                    "WWW-Authenticate"?: string;
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        requiresHumanEscalation: boolean;
                        /** @description snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ... */
                        escalationReason: string;
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @description the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals) */
                        status: number;
                        /**
                         * @example JsonWebTokenError: jwt must be provided
                         * @example TokenExpiredError: jwt expired
                         */
                        tokenError: string;
                    };
                };
            };
            /** @description A browser `Origin` that is not on the allowlist. */
            403: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "origin_not_allowed";
                        message: string;
                    };
                };
            };
            /** @description -32600: `Accept` allows neither application/json nor text/event-stream. */
            406: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        error: {
                            /** @description -32700 parseError, -32600 invalidRequest, -32601 methodNotFound, -32602 invalidParams, -32603 internalError, -32000 toolDispatchFailed, -32002 resourceNotFound, -32020 headerMismatch, -32021 missingRequiredClientCapability, -32022 unsupportedProtocolVersion, -31000 rateLimited */
                            code: number;
                            message: string;
                            data?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description -32600: body over 1 MiB. */
            413: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        error: {
                            /** @description -32700 parseError, -32600 invalidRequest, -32601 methodNotFound, -32602 invalidParams, -32603 internalError, -32000 toolDispatchFailed, -32002 resourceNotFound, -32020 headerMismatch, -32021 missingRequiredClientCapability, -32022 unsupportedProtocolVersion, -31000 rateLimited */
                            code: number;
                            message: string;
                            data?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description -32000 with `data.escalationReason: "rate_limited"` and `data.retryAfterSeconds`. */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: string;
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        error: {
                            /** @description -32700 parseError, -32600 invalidRequest, -32601 methodNotFound, -32602 invalidParams, -32603 internalError, -32000 toolDispatchFailed, -32002 resourceNotFound, -32020 headerMismatch, -32021 missingRequiredClientCapability, -32022 unsupportedProtocolVersion, -31000 rateLimited */
                            code: number;
                            message: string;
                            data?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description -32603 internal error, with `data.requestId`. */
            500: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        error: {
                            /** @description -32700 parseError, -32600 invalidRequest, -32601 methodNotFound, -32602 invalidParams, -32603 internalError, -32000 toolDispatchFailed, -32002 resourceNotFound, -32020 headerMismatch, -32021 missingRequiredClientCapability, -32022 unsupportedProtocolVersion, -31000 rateLimited */
                            code: number;
                            message: string;
                            data?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            /** @description -32603 with `data.escalationReason: "service_unavailable"`: retry later. */
            503: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: string;
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        result: {
                            [key: string]: unknown;
                        };
                    } | {
                        /** @constant */
                        jsonrpc: "2.0";
                        id: string | number | null;
                        error: {
                            /** @description -32700 parseError, -32600 invalidRequest, -32601 methodNotFound, -32602 invalidParams, -32603 internalError, -32000 toolDispatchFailed, -32002 resourceNotFound, -32020 headerMismatch, -32021 missingRequiredClientCapability, -32022 unsupportedProtocolVersion, -31000 rateLimited */
                            code: number;
                            message: string;
                            data?: {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
        };
    };
    mcpDeleteSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A browser `Origin` that is not on the allowlist. */
            403: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "origin_not_allowed";
                        message: string;
                    };
                };
            };
            /** @description Not this method (or, for GET, no SSE in Accept). */
            405: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    mcpToolCatalog: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog. */
            200: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        tools: {
                            name: string;
                            title: string;
                            description: string;
                            /** @description JSON Schema of the tool's arguments */
                            inputSchema: {
                                [key: string]: unknown;
                            };
                            annotations: {
                                title: string;
                                readOnlyHint: boolean;
                                destructiveHint: boolean;
                                idempotentHint: boolean;
                                openWorldHint: boolean;
                            };
                            /** @description MCP Apps: `ui.resourceUri`, the `ui://` resource the result is shown in */
                            _meta?: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description The Bearer token is missing (where one is needed) or invalid: `tokenError` is one of `JsonWebTokenError: jwt must be provided`, `JsonWebTokenError: jwt malformed`, `JsonWebTokenError: invalid signature`, `TokenExpiredError: jwt expired`, `JsonWebTokenError: jwt audience invalid`, `JsonWebTokenError: jwt issuer invalid`, `NotBeforeError: jwt not active`. */
            401: {
                headers: {
                    /** @description Bearer error="invalid_token", error_description="<tokenError>" */
                    "WWW-Authenticate"?: string;
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        requiresHumanEscalation: boolean;
                        /** @description snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ... */
                        escalationReason: string;
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @description the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals) */
                        status: number;
                        /**
                         * @example JsonWebTokenError: jwt must be provided
                         * @example TokenExpiredError: jwt expired
                         */
                        tokenError: string;
                    };
                };
            };
            /** @description A browser `Origin` that is not on the allowlist. */
            403: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "origin_not_allowed";
                        message: string;
                    };
                };
            };
        };
    };
    mcpCallTool: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description the tool: searchEmployee, whoIsManagerOf, getCompanyOverview, masterDataQuery, getEmployeeDay, listPunchesByDay, listPendingExtensions, listAppRules, listNotifications, masterDataMutate, categorizeURL, screenBlockToggle, data-searchLogs, diagnose-transmission, lookupTicketContext, lookupExecutionStatus, data-dashboardChartQuery, analyticsQuery, getAuditTrail, listTenants, listWebhookDeliveries, requestExtension, getExtensionRequest, reviewOvertimeRequests, decideOvertimeRequest */
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description what to search
                     * @enum {string}
                     */
                    dataset: "employees" | "departments" | "managers";
                    /** @description text to look for */
                    query: string;
                    /**
                     * @description most results to return, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description the employee's login (at most 200 bytes of UTF-8) */
                    login: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * @description every filter given must match
                     * @default {}
                     */
                    filters?: {
                        /** @description exact department, case and accents ignored */
                        department?: string;
                        /** @description exact role, case and accents ignored */
                        role?: string;
                        /** @description true: active only; false: inactive only */
                        active?: boolean;
                        /**
                         * Format: email
                         * @description the manager's e-mail (master data field manager)
                         */
                        manager?: string;
                    };
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description the employee's login (at most 200 bytes of UTF-8) */
                    login: string;
                    /**
                     * @description the employee's local date YYYY-MM-DD (a date-time counts as the date it is written in)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    date: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * @description the local date YYYY-MM-DD (a date-time counts as the date it is written in)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    date: string;
                    /** @description only these logins; omitted = everyone */
                    users?: string[] | null;
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * Format: email
                     * @description the approver's e-mail; omitted = the whole company
                     */
                    managerEmail?: string;
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * @description what to do
                     * @enum {string}
                     */
                    operation: "upsertEmployee" | "setManager" | "deactivateEmployee";
                    /** @description the employee's login (at most 200 bytes of UTF-8) */
                    login: string;
                    /**
                     * @description employee fields (name, department, role, active, email, manager, defaultManager, timezone, any other)
                     * @default {}
                     */
                    fields?: {
                        [key: string]: unknown;
                    };
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description a URL (https://docs.google.com/spreadsheets) or a domain (example.com) */
                    url: string;
                    /** @description the application name (Portuguese), unique among active rules */
                    app_name_pt: string;
                    /** @description the class, e.g. Produtividade */
                    app_class: string;
                    /** @description priority; lower first */
                    rnk?: number;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description the employee's login (at most 200 bytes of UTF-8) */
                    login: string;
                    /** @description true blocks, false unblocks */
                    blocked: boolean;
                    /** @description why, in a sentence; stored with the change */
                    reason: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description e.g. masterData, sendPunchClock, requestExtension */
                    endpoint?: string;
                    /** @description HTTP status, e.g. 401 */
                    status?: number;
                    /** @description e.g. INVALID_KEY, MISSING_REQUIRED_FIELDS */
                    errorCode?: string;
                    /**
                     * @description start: an RFC 3339 date-time, or a date (its first instant, UTC)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    from: string;
                    /**
                     * @description end: an RFC 3339 date-time, or a date (its last instant, UTC)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    to: string;
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description only this endpoint, e.g. masterData */
                    endpoint?: string;
                    /**
                     * @description how far back to look, 1 to 168 hours
                     * @default 24
                     */
                    hours?: number;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description e.g. tkt_… */
                    ticketId: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description e.g. exec_… */
                    executionId: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * @description which chart
                     * @enum {string}
                     */
                    chart: "workedHoursByDay" | "punchesByLocationType" | "overtimeByDepartment" | "transmissionsByStatus";
                    /**
                     * @description first day YYYY-MM-DD (a date-time counts as the date it is written in)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    from: string;
                    /**
                     * @description last day YYYY-MM-DD, inclusive (a date-time counts as the date it is written in)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    to: string;
                    /**
                     * @description see the description for what each chart offers
                     * @enum {string}
                     */
                    groupBy?: "day" | "department" | "endpoint";
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * @description what to measure
                     * @enum {string}
                     */
                    metric: "workedHours" | "overtimeMinutes" | "lateness";
                    /**
                     * @description first local day YYYY-MM-DD (a date-time counts as the date it is written in)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    from: string;
                    /**
                     * @description last local day YYYY-MM-DD, inclusive (a date-time counts as the date it is written in)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    to: string;
                    /**
                     * @description one row per person, department or day
                     * @enum {string}
                     */
                    groupBy: "person" | "department" | "day";
                    /**
                     * @description lateness: the expected start of day, local HH:mm
                     * @default 09:00
                     */
                    expectedStart?: string;
                    /**
                     * @description lateness: minutes of tolerance
                     * @default 0
                     */
                    graceMinutes?: number;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description only calls of this tool */
                    tool?: string;
                    /**
                     * @description start: an RFC 3339 date-time, or a date (its first instant, UTC)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    from: string;
                    /**
                     * @description end: an RFC 3339 date-time, or a date (its last instant, UTC)
                     * @example 2026-03-10T14:30:00.000Z
                     * @example 2026-03-10T11:30:00-03:00
                     * @example 2026-03-10
                     */
                    to: string;
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description the subscription (wh_...), from /listWebhooks */
                    webhookId?: string;
                    /** @description the event (evt_...), as its webhook-id header carried it */
                    eventId?: string;
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description the employee's login */
                    user: string;
                    /** @description extra minutes asked for, 1 to 1,440 */
                    reqMinutes: number;
                    /** @description why, in a sentence the approver reads */
                    justification: string;
                    /** @description from when, in the employee's local time YYYY-MM-DD HH:mm:ss; default: now */
                    extraTime?: string | null;
                    /** @description the approver's e-mail; default: the company's rule */
                    manager?: string | null;
                    /** @description the same key sent again within 24 hours answers the first request instead of making another */
                    idempotencyKey?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description the requestId of the overtime request */
                    requestId: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /**
                     * @description page size, 1 to 100
                     * @default 10
                     */
                    limit?: number;
                    /** @description data.nextCursor of the previous answer */
                    cursor?: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                } | {
                    /** @description the requestId of the overtime request */
                    requestId: string;
                    /**
                     * @description the button pressed
                     * @enum {string}
                     */
                    decision: "approve" | "reject";
                    /** @description the card's key, from the review result's _meta */
                    cardKey: string;
                    /** @description company id; needed when the token covers several companies */
                    company?: string;
                };
            };
        };
        responses: {
            /** @description The tool answered. */
            200: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: true;
                        /** @description the tool's answer */
                        data: {
                            [key: string]: unknown;
                        };
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @constant */
                        requiresHumanEscalation?: true;
                        /** @description why a person must act on the answer */
                        escalationReason?: string;
                    } | {
                        /** @constant */
                        success: false;
                        requiresHumanEscalation: boolean;
                        /** @description snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ... */
                        escalationReason: string;
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @description the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals) */
                        status: number;
                    };
                };
            };
            /** @description Failure envelope: `unknown_tool`, `invalid_arguments` (`warnings` name the fields), `cross_tenant_blocked`, `tenant_required`. */
            400: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        requiresHumanEscalation: boolean;
                        /** @description snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ... */
                        escalationReason: string;
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @description the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals) */
                        status: number;
                    };
                };
            };
            /** @description The Bearer token is missing (where one is needed) or invalid: `tokenError` is one of `JsonWebTokenError: jwt must be provided`, `JsonWebTokenError: jwt malformed`, `JsonWebTokenError: invalid signature`, `TokenExpiredError: jwt expired`, `JsonWebTokenError: jwt audience invalid`, `JsonWebTokenError: jwt issuer invalid`, `NotBeforeError: jwt not active`. */
            401: {
                headers: {
                    /** @description Bearer error="invalid_token", error_description="<tokenError>" */
                    "WWW-Authenticate"?: string;
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        requiresHumanEscalation: boolean;
                        /** @description snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ... */
                        escalationReason: string;
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @description the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals) */
                        status: number;
                        /**
                         * @example JsonWebTokenError: jwt must be provided
                         * @example TokenExpiredError: jwt expired
                         */
                        tokenError: string;
                    };
                };
            };
            /** @description Failure envelope: `insufficient_scope` or `mode_not_allowed` (with `WWW-Authenticate: Bearer error="insufficient_scope"`); or an `Origin` not on the allowlist (`{error: "origin_not_allowed"}`). */
            403: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        requiresHumanEscalation: boolean;
                        /** @description snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ... */
                        escalationReason: string;
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @description the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals) */
                        status: number;
                    } | {
                        /** @constant */
                        error: "origin_not_allowed";
                        message: string;
                    };
                };
            };
            /** @description Failure envelope: `rate_limited`. */
            429: {
                headers: {
                    /** @description seconds */
                    "Retry-After"?: string;
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        requiresHumanEscalation: boolean;
                        /** @description snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ... */
                        escalationReason: string;
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @description the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals) */
                        status: number;
                    };
                };
            };
            /** @description Failure envelope: `internal_error`, with a request id. */
            500: {
                headers: {
                    /** @description the quota this caller's calls count against (IETF draft-ietf-httpapi-ratelimit-headers-11): `"<policy>";q=<calls>;w=60`, e.g. `"mcp-service";q=120;w=60` */
                    "RateLimit-Policy"?: string;
                    /** @description what is left of the sliding minute after this call: `"<policy>";r=<calls left>;t=<seconds until the oldest counted call leaves the window>`; on a 429, `r=0` and `t` equals `Retry-After` */
                    RateLimit?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        success: false;
                        requiresHumanEscalation: boolean;
                        /** @description snake_case: invalid_token, insufficient_scope, mode_not_allowed, cross_tenant_blocked, tenant_required, unknown_tool, invalid_arguments, rate_limited, internal_error, ... */
                        escalationReason: string;
                        /** @description one or two sentences to show a person */
                        humanSummary: string;
                        warnings: string[];
                        meta: {
                            durationMs: number;
                            /** @description DynamoDB and SES calls the tool made */
                            apiCalls: number;
                        };
                        /** @description the HTTP status of the same call on /mcp/tools/<name> (JSON-RPC carries 400 for scope and mode refusals) */
                        status: number;
                    };
                };
            };
        };
    };
    mcpHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Alive. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        status: "ok";
                    };
                };
            };
            /** @description A browser `Origin` that is not on the allowlist. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "origin_not_allowed";
                        message: string;
                    };
                };
            };
        };
    };
    mcpReady: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Ready. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                        parts: {
                            [key: string]: boolean;
                        };
                        failing?: string[];
                    };
                };
            };
            /** @description A browser `Origin` that is not on the allowlist. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        error: "origin_not_allowed";
                        message: string;
                    };
                };
            };
            /** @description Not ready: `failing` names the parts. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "ready" | "not_ready";
                        parts: {
                            [key: string]: boolean;
                        };
                        failing?: string[];
                    };
                };
            };
        };
    };
    openApiDocument: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        openapi: string;
                    } & {
                        [key: string]: unknown;
                    };
                };
            };
        };
    };
    apiReference: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/html": string;
                };
            };
        };
    };
    apiReferenceAsset: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description one of the page's files (its script, stylesheet, initializer, or an icon of the stylesheet), or a documentation page */
                asset: ("swagger-ui-bundle.js" | "swagger-ui.css" | "init.js") | ("api.md" | "client.md" | "sandbox.md" | "webhooks.md" | "privacy.md" | "keys-and-tokens.md" | "mcp.md" | "connect-an-agent.md" | "versioning.md" | "changelog.md") | string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/javascript": string;
                    "text/css": string;
                    "text/markdown": string;
                    "image/svg+xml": string;
                    "image/png": string;
                };
            };
            /** @description Not a file of the page. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/plain": string;
                };
            };
        };
    };
    llmsTxt: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The map. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/markdown": string;
                };
            };
        };
    };
    exportEmployeeData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    login: string;
                    limit?: number;
                    cursor?: string;
                };
            };
        };
        responses: {
            /** @description A page of the records. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        result: {
                            login: string;
                            /** @description ISO-8601 instant (UTC) */
                            exportedAt: string;
                            records: {
                                /** @description the kind of item: Employee, PunchDay, ExtensionRequest, Audit, ... */
                                kind: string;
                                /** @description its dates by name (its day, when made or changed; `expiresAt` when it expires) */
                                dates: {
                                    [key: string]: string;
                                };
                                /** @description what it holds about the person */
                                fields: {
                                    [key: string]: unknown;
                                };
                                /** @description a time record kept after the person was erased, and until when */
                                kept?: {
                                    /** @description ISO-8601 instant (UTC) */
                                    erasedAt: string;
                                    until: string | null;
                                };
                            }[];
                            /** @description present while more records follow: send it back as `cursor` */
                            nextCursor?: string;
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Nothing is held about the login.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | the company holds no data about login '{login}' | unknown `login` |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    eraseEmployeeData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description the company key issued by the provider (`ck1.` + base64url); never put it in source code
                     * @example ck1.REPLACE_WITH_A_COMPANY_KEY
                     */
                    key: string;
                    login: string;
                };
            };
        };
        responses: {
            /** @description Erased. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        message: string;
                        executionId: string;
                        result: {
                            executionId: string;
                            /**
                             * @description `running`: the run stopped before its end (its time budget); the same request finishes it
                             * @enum {string}
                             */
                            status: "running" | "succeeded";
                            /** @description items by kind and what was done to them */
                            counts: {
                                [key: string]: number;
                            };
                        };
                    };
                };
            };
            /** @description Running: send the same request again to finish it. */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: false;
                        message: string;
                        executionId: string;
                        result: {
                            executionId: string;
                            /**
                             * @description `running`: the run stopped before its end (its time budget); the same request finishes it
                             * @enum {string}
                             */
                            status: "running" | "succeeded";
                            /** @description items by kind and what was done to them */
                            counts: {
                                [key: string]: number;
                            };
                        };
                    };
                };
            };
            /**
             * @description The key or the body is wrong.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `MISSING_KEY` | key is required | `key` absent, empty or not a string |
             *     | `INVALID_KEY` | key does not belong to an active company key | the key decrypts but names an unknown company or a revoked key |
             *     | `MISSING_REQUIRED_FIELDS` | missing required fields: {fields} | required fields absent or null, all named |
             *     | `INVALID_FIELD` | invalid fields: {field} ({problem}); ... | a field of the wrong type or format, or over a limit, all named |
             *     | `INVALID_JSON` | request body is not valid JSON | the body is not JSON |
             *     | `INVALID_JSON` | request body must be a JSON object | the body is JSON but not an object |
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "MISSING_KEY" | "INVALID_KEY" | "MISSING_REQUIRED_FIELDS" | "INVALID_FIELD" | "INVALID_JSON";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The key cannot be decrypted.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INVALID_KEY` | key cannot be decrypted: it was truncated, re-encoded or altered | the key does not decrypt |
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INVALID_KEY";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Nothing is held about the login.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `NOT_FOUND` | the company holds no data about login '{login}' | unknown `login` |
             */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "NOT_FOUND";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The same erasure is starting in another request.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `CONFLICT` | the erasure of '{login}' is running in another request; retry shortly | the same erasure sent twice at once (with Retry-After) |
             */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "CONFLICT";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is too large.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `PAYLOAD_TOO_LARGE` | request body exceeds the limit of 1048576 bytes | body over the limit |
             */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description The body is not JSON.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `UNSUPPORTED_MEDIA_TYPE` | Content-Type must be application/json | `Content-Type` is not JSON |
             */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "UNSUPPORTED_MEDIA_TYPE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description Unexpected failure; the body carries the request id, never internals.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `INTERNAL_ERROR` | internal error; quote request id {requestId} when reporting it | a bug or outage |
             */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "INTERNAL_ERROR";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
            /**
             * @description A dependency (the database, a secret) cannot be reached now.
             *
             *     | code | message | when |
             *     |---|---|---|
             *     | `SERVICE_UNAVAILABLE` | the database is busy or unreachable; retry shortly | retry later |
             */
            503: {
                headers: {
                    /** @description seconds after which a retry may succeed */
                    "Retry-After"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @constant */
                        err: true;
                        /** @enum {string} */
                        code: "SERVICE_UNAVAILABLE";
                        message: string;
                        /** @description on 5xx answers: quote it when reporting */
                        requestId?: string;
                    };
                };
            };
        };
    };
    extensionRequestedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description the event id: the same on every attempt and replay of the event, for dropping duplicates */
                "webhook-id": string;
                /** @description seconds since the epoch at which this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`; two, space-separated, for a day after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "extension.requested";
                    /** @description when the change was made (ISO-8601, UTC) */
                    timestamp: string;
                    data: {
                        requestId: string;
                        /** @description the employee's login */
                        employee: string;
                        minutes: number;
                        /** @description YYYY-MM-DD HH:mm:ss, local time */
                        extraTime: string;
                        day: string;
                        /** @description the approver's e-mail */
                        manager: string;
                        /** @description seconds requested that day, this request included */
                        requestTime: number;
                        /** @description ISO-8601 instant (UTC) */
                        createdAt: string;
                        /** @description the company id */
                        company: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 5 seconds acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 5 seconds, is a failed attempt: it is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then marked failed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    extensionDecidedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description the event id: the same on every attempt and replay of the event, for dropping duplicates */
                "webhook-id": string;
                /** @description seconds since the epoch at which this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`; two, space-separated, for a day after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "extension.decided";
                    /** @description when the change was made (ISO-8601, UTC) */
                    timestamp: string;
                    data: {
                        employee: string;
                        /** @enum {string} */
                        status: "approved" | "rejected";
                        /** @description the minutes of the requests decided */
                        minutes: number;
                        requestIds: string[];
                        /** @description the approver's e-mail */
                        decidedBy: string;
                        /**
                         * @description the e-mailed link, /approveRequest, or the approval card in a chat
                         * @enum {string}
                         */
                        via: "link" | "api" | "chat";
                        /** @description ISO-8601 instant (UTC) */
                        decidedAt: string;
                        /** @description the company id */
                        company: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 5 seconds acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 5 seconds, is a failed attempt: it is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then marked failed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    masterdataImportedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description the event id: the same on every attempt and replay of the event, for dropping duplicates */
                "webhook-id": string;
                /** @description seconds since the epoch at which this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`; two, space-separated, for a day after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "masterdata.imported";
                    /** @description when the change was made (ISO-8601, UTC) */
                    timestamp: string;
                    data: {
                        executionId: string;
                        /** @enum {string} */
                        status: "succeeded" | "failed";
                        received: number;
                        created: number;
                        updated: number;
                        /** @description why the import failed; empty when it succeeded */
                        failures: string[];
                        /** @description the company id */
                        company: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 5 seconds acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 5 seconds, is a failed attempt: it is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then marked failed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    employeeChangedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description the event id: the same on every attempt and replay of the event, for dropping duplicates */
                "webhook-id": string;
                /** @description seconds since the epoch at which this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`; two, space-separated, for a day after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "employee.changed";
                    /** @description when the change was made (ISO-8601, UTC) */
                    timestamp: string;
                    data: {
                        login: string;
                        /** @enum {string} */
                        change: "created" | "updated";
                        /** @description names of the fields whose value changed */
                        fields: string[];
                        /** @description whether the employee is active now (master data changes) */
                        active?: boolean;
                        /** @description whether the employee's screen is blocked now */
                        screenBlocked?: boolean;
                        /** @description who made the change */
                        by: {
                            /** @constant */
                            via: "api";
                            endpoint: string;
                        } | {
                            /** @constant */
                            via: "mcp";
                            sub: string;
                            mode: string;
                        } | {
                            /** @constant */
                            via: "link";
                        } | {
                            /** @constant */
                            via: "admin";
                            sub: string;
                        };
                        /** @description the company id */
                        company: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 5 seconds acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 5 seconds, is a failed attempt: it is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then marked failed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    punchdayChangedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description the event id: the same on every attempt and replay of the event, for dropping duplicates */
                "webhook-id": string;
                /** @description seconds since the epoch at which this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`; two, space-separated, for a day after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "punchday.changed";
                    /** @description when the change was made (ISO-8601, UTC) */
                    timestamp: string;
                    data: {
                        login: string;
                        /**
                         * Format: date
                         * @description the employee's local day
                         */
                        date: string;
                        beginDay: string | null;
                        beginLunch: string | null;
                        endLunch: string | null;
                        endDay: string | null;
                        hostname: string | null;
                        locationType: string | null;
                        source: string | null;
                        action_id: string | null;
                        /** @description approved overtime added to the day */
                        approvedExtensionMinutes: number;
                        /** @description who made the change */
                        by: {
                            /** @constant */
                            via: "api";
                            endpoint: string;
                        } | {
                            /** @constant */
                            via: "mcp";
                            sub: string;
                            mode: string;
                        } | {
                            /** @constant */
                            via: "link";
                        } | {
                            /** @constant */
                            via: "admin";
                            sub: string;
                        };
                        /** @description the company id */
                        company: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 5 seconds acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 5 seconds, is a failed attempt: it is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then marked failed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    ruleChangedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description the event id: the same on every attempt and replay of the event, for dropping duplicates */
                "webhook-id": string;
                /** @description seconds since the epoch at which this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`; two, space-separated, for a day after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "rule.changed";
                    /** @description when the change was made (ISO-8601, UTC) */
                    timestamp: string;
                    data: {
                        app_name_pt: string;
                        /** @enum {string} */
                        change: "created" | "updated" | "reactivated" | "deactivated";
                        active: boolean;
                        regex_rule: string;
                        app_class: string | null;
                        app_regex: string | null;
                        rnk: number | null;
                        /** @description who made the change */
                        by: {
                            /** @constant */
                            via: "api";
                            endpoint: string;
                        } | {
                            /** @constant */
                            via: "mcp";
                            sub: string;
                            mode: string;
                        } | {
                            /** @constant */
                            via: "link";
                        } | {
                            /** @constant */
                            via: "admin";
                            sub: string;
                        };
                        /** @description the company id */
                        company: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 5 seconds acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 5 seconds, is a failed attempt: it is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then marked failed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    notificationUpsertedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description the event id: the same on every attempt and replay of the event, for dropping duplicates */
                "webhook-id": string;
                /** @description seconds since the epoch at which this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`; two, space-separated, for a day after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "notification.upserted";
                    /** @description when the change was made (ISO-8601, UTC) */
                    timestamp: string;
                    data: {
                        notification_id: string;
                        created: boolean;
                        title: string;
                        recurrency: boolean;
                        recipients: number;
                        executionId: string;
                        /** @description the company id */
                        company: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 5 seconds acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 5 seconds, is a failed attempt: it is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then marked failed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    employeeErasedEvent: {
        parameters: {
            query?: never;
            header: {
                /** @description the event id: the same on every attempt and replay of the event, for dropping duplicates */
                "webhook-id": string;
                /** @description seconds since the epoch at which this attempt was signed */
                "webhook-timestamp": string;
                /** @description `v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{body}">`; two, space-separated, for a day after a secret rotation */
                "webhook-signature": string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @constant */
                    type: "employee.erased";
                    /** @description when the change was made (ISO-8601, UTC) */
                    timestamp: string;
                    data: {
                        /** @description the login erased */
                        login: string;
                        /** @description items by kind and what was done to them (deleted, kept, pseudonymised, changed) */
                        counts: {
                            [key: string]: number;
                        };
                        /** @description the company id */
                        company: string;
                    };
                };
            };
        };
        responses: {
            /** @description Any 2xx answer within 5 seconds acknowledges the delivery. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Any other answer, or none within 5 seconds, is a failed attempt: it is retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h, then marked failed. */
            "4XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
