import { describe, expect, it } from 'vitest';
import { errorResponse } from '../../../lib/http/error-response.js';
import { PayloadTooLargeError } from '../../../lib/http/errors.js';
import { openApiJson } from '../../../lib/openapi/document.js';
import { ERRORS, messageOf } from '../../../lib/shared/error-catalogue.js';
import {
  ConflictError,
  errorOf,
  InvalidKeyError,
  MissingFieldsError,
  MissingKeyError,
  NotFoundError,
  RateLimitedError,
  ServiceUnavailableError,
  ValidationError,
} from '../../../lib/shared/errors.js';

describe('the error catalogue', () => {
  it('fills every placeholder a message names, and leaves those not given as the form', () => {
    expect(messageOf(ERRORS.otherApprover, { login: 'ana', email: 'm@x.example' })).toBe(
      "the pending extension requests of 'ana' are for another approver, not m@x.example",
    );
    // A value that looks like a placeholder is not filled again.
    expect(messageOf(ERRORS.unknownEmployee, { login: '{login}' })).toBe(
      "employee '{login}' is not in the company's master data",
    );
    expect(messageOf(ERRORS.rateLimited, { what: 'x', limit: 3 } as never)).toBe(
      'x: more than 3 calls in 60 seconds; retry after {seconds} s',
    );
  });

  it('builds the class, code and status of each entry, so handlers and MCP tools tell them apart as before', () => {
    const cases = [
      [errorOf(ERRORS.missingKey, {}), MissingKeyError],
      [errorOf(ERRORS.undecryptableKey, {}), InvalidKeyError],
      [errorOf(ERRORS.unknownKey, {}), InvalidKeyError],
      [errorOf(ERRORS.unknownEmployee, { login: 'ana' }), NotFoundError],
      [errorOf(ERRORS.punchDayRace, { login: 'ana' }), ConflictError],
      [errorOf(ERRORS.noApprover, { login: 'ana' }), ValidationError],
      [errorOf(ERRORS.databaseUnavailable, {}), ServiceUnavailableError],
      [
        errorOf(ERRORS.rateLimited, { what: 'x', limit: 1, seconds: 7 }, { retryAfterSeconds: 7 }),
        RateLimitedError,
      ],
    ] as const;
    for (const [error, type] of cases) expect(error).toBeInstanceOf(type);
    for (const entry of Object.values(ERRORS)) {
      const error = errorOf(entry, {} as never);
      expect([error.code, error.status]).toEqual([entry.code, entry.status]);
    }
    expect(errorOf(ERRORS.databaseUnavailable, {}).retryAfterSeconds).toBe(5);
    expect(
      errorOf(ERRORS.rateLimited, { what: 'x', limit: 1, seconds: 7 }, { retryAfterSeconds: 7 })
        .retryAfterSeconds,
    ).toBe(7);
  });

  it('is what the hand-made errors and the unexpected-error answer say', () => {
    expect(new MissingKeyError().message).toBe(ERRORS.missingKey.message);
    expect(new MissingFieldsError(['a', 'b']).message).toBe(
      messageOf(ERRORS.missingFields, { fields: 'a, b' }),
    );
    expect(new PayloadTooLargeError(10).message).toBe('request body exceeds the limit of 10 bytes');
    const answer = errorResponse(new Error('boom'), 'req-1');
    expect(JSON.parse(String(answer.body)).message).toBe(messageOf(ERRORS.internal, { requestId: 'req-1' }));
  });

  it('lists each catalogued message in the OpenAPI document only under its own status', () => {
    const document = JSON.parse(openApiJson()) as {
      paths: Record<string, Record<string, { responses: Record<string, { description?: string }> }>>;
    };
    const statusOf = new Map(
      Object.values(ERRORS).map((entry) => [`${entry.code} ${entry.message}`, entry.status]),
    );
    let checked = 0;
    for (const operations of Object.values(document.paths)) {
      for (const operation of Object.values(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          for (const [, code, message] of (response.description ?? '').matchAll(
            /^\| `(\w+)` \| (.+?) \| /gm,
          )) {
            const catalogued = statusOf.get(`${code} ${message?.replaceAll('\\|', '|')}`);
            if (catalogued === undefined) continue;
            expect(Number(status), `${code} ${message}`).toBe(catalogued);
            checked += 1;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
