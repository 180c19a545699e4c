import { describe, expect, it } from 'vitest';
import { likelyCause } from '../../../lib/logs/error-causes.js';

describe('likelyCause', () => {
  // Every code a key-based endpoint answers that means something of its own there.
  it.each([
    ['recordPunch', 404, 'NOT_FOUND', /login is not in master data/],
    ['sendPunchClock', 404, 'NOT_FOUND', /login is not in master data/],
    ['requestExtension', 404, 'NOT_FOUND', /login is not in master data/],
    ['approveRequest', 404, 'NOT_FOUND', /no pending extension request/],
    ['approveRequest', 403, 'FORBIDDEN', /another approver/],
    ['approveRequest', 409, 'CONFLICT', /another decision/],
    ['deactivateAppClassificationRule', 404, 'NOT_FOUND', /no active rule/],
    ['insertAppClassificationRule', 409, 'CONFLICT', /active rule with that app_name_pt/],
    ['requestExtension', 409, 'CONFLICT', /Idempotency-Key/],
    ['recordPunch', 409, 'CONFLICT', /same employee's day/],
    ['sendPunchClock', 409, 'CONFLICT', /same employee's day/],
    ['setEvent', 409, 'CONFLICT', /same event/],
    ['integrationValidatorData', 429, 'RATE_LIMITED', /10 validations a minute/],
    ['insertNotification', 422, 'INVALID_FIELD', /not in master data/],
    ['masterData', 422, 'INVALID_FIELD', /records in the batch/],
  ])('%s %i %s', (endpoint, status, code, cause) => {
    expect(likelyCause(endpoint, status, code).cause).toMatch(cause);
  });

  it('sends nobody to /masterData for a 404 that is not about a login', () => {
    for (const endpoint of ['approveRequest', 'deactivateAppClassificationRule', 'getEvents']) {
      const { cause, fix } = likelyCause(endpoint, 404, 'NOT_FOUND');
      expect(`${cause} ${fix}`).not.toMatch(/master ?data/i);
    }
  });

  it('falls back to the code, then the status class', () => {
    expect(likelyCause('getEvents', 400, 'INVALID_JSON').cause).toBe('the body was not valid JSON');
    expect(likelyCause('getEvents', 502, 'BAD_GATEWAY').cause).toBe('an unexpected failure on our side');
    expect(likelyCause('getEvents', 418, null).cause).toBe('the service refused the request (418)');
  });
});
