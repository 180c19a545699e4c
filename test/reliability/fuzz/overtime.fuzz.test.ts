/** Bad input for the overtime-extension endpoints (see ../support/keyed-fuzz.ts for the properties). */
import fc from 'fast-check';
import { lit } from '../support/bad-input.js';
import { plausible } from '../support/fuzz-world.js';
import { describeKeyedFuzz, type KeyedSpec } from '../support/keyed-fuzz.js';

/** Absent mostly; else a fresh key, a repeated one, or one the header grammar refuses. */
const idempotencyHeader = fc.oneof(
  { weight: 3, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.uuid().map((key) => ({ 'idempotency-key': key })) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('same-key-1', 'has space', 'é', 'x'.repeat(256))
      .map((key) => ({ 'idempotency-key': key })),
  },
);

const SPECS: KeyedSpec[] = [
  {
    path: '/requestExtension',
    statuses: [401, 404, 409],
    fields: {
      user: plausible.login,
      reqMinutes: plausible.smallInt,
      justification: plausible.text,
      extraTime: plausible.localDateTime,
      manager: fc.oneof(plausible.email, fc.constant(lit(null))),
    },
    headers: idempotencyHeader,
  },
  {
    path: '/listExtensionRequests',
    statuses: [401],
    fields: {
      email: plausible.email,
      limit: plausible.smallInt,
      cursor: fc.constantFrom(...['', 'eyJ4IjoxfQ', 'not-a-cursor', 'a.b'].map(lit)),
    },
  },
  {
    path: '/approveRequest',
    statuses: [401, 403, 404],
    fields: { employee: plausible.login, managerEmail: plausible.email, approved: plausible.bool },
  },
];

describeKeyedFuzz('bad input: overtime extension', { world: 'overtime', tally: 'overtime' }, SPECS);
