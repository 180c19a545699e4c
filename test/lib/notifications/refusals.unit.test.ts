// insertNotification's body is validated by the schema the document publishes, and a refused body
// gets the refusal the document's 422 table lists first: checked on bodies with several faults, and
// on generated bodies (every refusal is a documented message with its values filled in, and every
// body the endpoint takes is one the published JSON Schema takes).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_ERRORS } from '../../../lib/notifications/errors.js';
import { readNotificationRequest } from '../../../lib/notifications/notification.js';
import { InsertNotificationBodySchema } from '../../../lib/notifications/schemas.js';
import { jsonSchemaOf } from '../../../lib/shared/json-schema.js';
import { schemaValidator } from '../../support/openapi.js';

const single = {
  notification_id: 'n-1',
  title: 'Lembrete',
  recurrency: false,
  one_time: '2026-03-10 09:00:00',
};

function refusal(body: Record<string, unknown>): string {
  try {
    readNotificationRequest(body);
  } catch (error) {
    return (error as Error).message;
  }
  return 'accepted';
}

describe('the refusal of a body with several faults', () => {
  it.each([
    [{ notification: { ...single, recurrency: 'x' }, employees: [] }, 'Campo recurrency deve ser boolean'],
    [
      { notification: { ...single, notification_id: 12, one_time: '2026-02-30 09:00:00' } },
      'Campo one_time deve ser uma data real no formato YYYY-MM-DD HH:mm:ss',
    ],
    [
      { notification: { ...single, title: 'x'.repeat(501), buttons: [{ text: 'a', iconcolor: 'red' }] } },
      'Campo buttons[0].iconColor deve ser uma cor no formato #rrggbb',
    ],
    [
      { notification: { ...single, buttons: [{ text: 'a' }, { icon: 'x' }, { embedurl: 'x' }] } },
      'Campo obrigatório ausente: buttons[1].text',
    ],
    [
      { notification: { title: ' ', recurrency: true }, employees: 'ana' },
      'Campos obrigatórios ausentes: notification_id, title',
    ],
  ])('%j → %s, as the table orders them', (body, message) => {
    expect(refusal(body)).toBe(message);
  });
});

const pick = (valid: unknown[], wrong: unknown[]) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...valid) },
    { weight: 1, arbitrary: fc.constantFrom(...wrong) },
  );
const button = fc.record(
  {
    text: pick(['OK', 'x'.repeat(100)], ['x'.repeat(101), null, 7, '', ' ']),
    icon: pick(['clock', null, ''], ['x'.repeat(101), 3]),
    embedurl: pick(
      ['https://a.example/x', 'workforce://punch', null],
      ['javascript://x', 'not a url', 5, ''],
    ),
    iconcolor: pick(['#1a73e8', null], ['red', '#12345', '', ' ']),
  },
  { requiredKeys: [] },
);
const body = fc.record(
  {
    notification: fc.oneof(
      {
        weight: 12,
        arbitrary: fc.record(
          {
            notification_id: pick(
              ['aviso-1', 'x'.repeat(200)],
              ['x'.repeat(201), 'a\u0007b', 'é'.repeat(101), 12, null],
            ),
            title: pick(['Aviso'], ['x'.repeat(501), 42, null, ' ']),
            description: pick(['<b>oi</b>', null, ''], ['x'.repeat(50_001), 5]),
            recurrency: pick([true, false], ['true', 1, null]),
            one_time: pick(['2026-11-20 09:00:00', null], ['2026-02-30 09:00:00', 9, '']),
            recurrency_type: pick(['daily', 'monthly', null], ['yearly', 3, '']),
            image: pick(['https://img.example/a.png', null], ['ftp://img.example/a.png', '']),
            buttons: fc.oneof(
              { weight: 6, arbitrary: fc.option(fc.array(button, { maxLength: 3 }), { nil: undefined }) },
              { weight: 1, arbitrary: fc.constantFrom(null, 'OK', Array(11).fill({ text: 'b' }), ['OK']) },
            ),
          },
          { requiredKeys: [] },
        ),
      },
      { weight: 1, arbitrary: fc.constantFrom(null, 'aviso', [1]) },
    ),
    employees: fc.oneof(
      { weight: 6, arbitrary: fc.option(fc.constant(['ana', 'bruno', 'ana']), { nil: undefined }) },
      { weight: 1, arbitrary: fc.constantFrom(null, 'ana', [], [''], [3], Array(5001).fill('a')) },
    ),
  },
  { requiredKeys: [] },
);

/** A documented 422 message as a pattern: its `{name}` placeholders stand for any value. */
const documented = Object.values(NOTIFICATION_ERRORS).map((entry) => {
  const escaped = entry.message.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}/g, '.+')}$`);
});

describe('generated bodies', () => {
  it('are refused with a documented message, or taken only when the published schema takes them', () => {
    const validate = schemaValidator();
    const published = jsonSchemaOf(InsertNotificationBodySchema, 'input');
    const canonical = (input: Record<string, unknown>) =>
      JSON.parse(
        JSON.stringify(input).replaceAll('"embedurl"', '"embedURL"').replaceAll('"iconcolor"', '"iconColor"'),
      );
    let accepted = 0;
    fc.assert(
      fc.property(body, (input) => {
        const answer = refusal(input);
        if (answer === 'accepted') {
          accepted += 1;
          expect(validate(published, canonical(input))).toBeUndefined();
        } else {
          expect({ answer, documented: documented.some((pattern) => pattern.test(answer)) }).toEqual({
            answer,
            documented: true,
          });
          expect(answer).not.toMatch(/\{\w+\}|undefined/);
        }
      }),
      { numRuns: 2000 },
    );
    expect(accepted).toBeGreaterThan(20);
  });
});
