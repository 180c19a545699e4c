// The documented body schema of /insertNotification accepts exactly the bodies the endpoint's own
// reader accepts (lib/notifications/notification.ts), over generated bodies mixing valid and wrong
// values of every field, blank strings included (a blank required field is missing; a blank optional
// field with a format does not match it).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lowerCaseBody } from '../../../lib/notifications/lower-case-keys.js';
import { readNotificationRequest } from '../../../lib/notifications/notification.js';
import { InsertNotificationBodySchema } from '../../../lib/notifications/schemas.js';

/** Mostly valid values, sometimes a wrong one, so that whole bodies pass often enough too. */
const pick = (valid: unknown[], wrong: unknown[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.constantFrom(...wrong) },
  );

const button = fc.record(
  {
    text: pick(['OK', 'Abrir', 'x'.repeat(100)], ['x'.repeat(101), null, 7, '', ' ']),
    icon: pick(['clock', null, ''], ['x'.repeat(101), 3]),
    embedURL: pick(
      ['https://a.example/x', 'workforce://punch', null],
      ['javascript://x', 'not a url', 5, ''],
    ),
    iconColor: pick(['#1a73e8', '#ABCDEF', null], ['red', '#12345', '', ' ']),
  },
  { requiredKeys: [] },
);
const tooManyButtons = Array.from({ length: 11 }, () => ({ text: 'b' }));
const notification = fc.record(
  {
    notification_id: pick(['aviso-1', 'x'.repeat(200)], ['x'.repeat(201), 'a\u0007b', 12, null]),
    title: pick(['Aviso', 'x'.repeat(500)], ['x'.repeat(501), 42, null]),
    description: pick(['<b>oi</b>', null], ['x'.repeat(50_001), 5]),
    recurrency: pick([true, false], ['true', 1, null]),
    one_time: pick(['2026-11-20 09:00:00', null], ['2026-02-30 09:00:00', '2026-11-20T09:00:00Z', 9, '']),
    recurrency_type: pick(['daily', 'weekly', 'monthly', null], ['yearly', 3, '']),
    image: pick(['https://img.example/a.png', null], ['ftp://img.example/a.png', 'x', '']),
    buttons: fc.oneof(
      { weight: 6, arbitrary: fc.option(fc.array(button, { maxLength: 3 }), { nil: undefined }) },
      { weight: 1, arbitrary: fc.constantFrom(null, 'OK', tooManyButtons) },
    ),
  },
  { requiredKeys: [] },
);
const body = fc.record(
  {
    notification: fc.oneof(
      { weight: 12, arbitrary: notification },
      { weight: 1, arbitrary: fc.constantFrom(null, 'aviso', [1]) },
    ),
    employees: fc.oneof(
      {
        weight: 6,
        arbitrary: fc.option(fc.array(fc.constantFrom('ana', 'bruno'), { minLength: 1, maxLength: 3 }), {
          nil: undefined,
        }),
      },
      { weight: 1, arbitrary: fc.constantFrom(null, 'ana', [], [''], [3]) },
    ),
  },
  { requiredKeys: [] },
);

function readerAccepts(input: Record<string, unknown>): boolean {
  try {
    readNotificationRequest(lowerCaseBody(input));
    return true;
  } catch {
    return false;
  }
}

describe('InsertNotificationBodySchema', () => {
  it('accepts a body exactly when the endpoint does', () => {
    let accepted = 0;
    fc.assert(
      fc.property(body, (input) => {
        const schema = InsertNotificationBodySchema.safeParse(input).success;
        if (schema) accepted += 1;
        expect({ input, schema }).toEqual({ input, schema: readerAccepts(input) });
      }),
      { numRuns: 3000 },
    );
    // Both outcomes were exercised, not only refusals.
    expect(accepted).toBeGreaterThan(20);
  });

  it('takes the minimal bodies of both kinds', () => {
    const single = {
      notification: { notification_id: 'n', title: 't', recurrency: false, one_time: '2026-11-20 09:00:00' },
    };
    const recurrent = {
      notification: { notification_id: 'n', title: 't', recurrency: true, recurrency_type: 'daily' },
    };
    for (const input of [single, recurrent]) {
      expect(InsertNotificationBodySchema.safeParse(input).success).toBe(true);
      expect(readerAccepts(input)).toBe(true);
    }
  });
});
