/**
 * What a fuzz file runs against: its own table, a company with employees, managers and some data
 * for the inputs to find (so a plausible login, rule or event exists), the key variants, and a
 * local gateway on a free loopback port.
 */
import fc from 'fast-check';
import {
  createCompany,
  deleteCompany,
  revokeKey,
  rotateKey,
} from '../../../lib/companies/manage-companies.js';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { startGateway, type TestGateway } from '../../support/gateway.js';
import { arr, type Doc, IMPOSSIBLE_DATES, lit } from './bad-input.js';
import type { KeyVariants } from './keyed-fuzz.js';
import { type PrivateTable, usePrivateTable } from './private-table.js';

export const BOSS = 'boss@fuzz.example';
export const OVERTIME_MANAGER = 'ot@fuzz.example';

export interface FuzzWorld {
  table: PrivateTable;
  gateway: TestGateway;
  company: TestCompany;
  keys: KeyVariants;
  close(): Promise<void>;
}

export async function fuzzWorld(label: string): Promise<FuzzWorld> {
  const table = await usePrivateTable(label);
  const company = await newCompany({
    timezone: 'America/Sao_Paulo',
    overtimeManagers: [OVERTIME_MANAGER],
    employees: [
      employee('ana', { email: 'ana@fuzz.example', manager: BOSS }),
      employee('bia', { email: 'bia@fuzz.example' }),
      employee('caio', { active: false }),
    ],
  });
  const spare = await rotateKey(company.companyId);
  await revokeKey(company.companyId, spare.keyId);
  const gone = await createCompany({ name: `Gone ${label}` });
  await deleteCompany(gone.company.companyId);
  const gateway = await startGateway();
  return {
    table,
    gateway,
    company,
    keys: { valid: company.key, revoked: spare.key, orphan: gone.key },
    async close() {
      await gateway.close();
      await table.drop();
    },
  };
}

const docs = (...values: Array<null | boolean | number | string>) => fc.constantFrom(...values.map(lit));
/** Mostly the valid values, one time in five one that looks right and is not. */
const mostly = (valid: fc.Arbitrary<Doc>, wrong: fc.Arbitrary<Doc>) =>
  fc.oneof({ weight: 4, arbitrary: valid }, { weight: 1, arbitrary: wrong });

/** Plausible values shared by the endpoints: mostly valid, some subtly not. */
export const plausible = {
  login: mostly(docs('ana', 'bia'), docs('caio', 'ghost', ' ana ', 'ANA', '')),
  email: mostly(
    docs(BOSS, OVERTIME_MANAGER),
    docs('ana@fuzz.example', 'BOSS@FUZZ.EXAMPLE', 'not-an-email', 'a@b'),
  ),
  date: mostly(docs('2026-03-10', '2026-03-11', '2024-02-29', '2026-12-31'), docs(...IMPOSSIBLE_DATES)),
  instant: mostly(
    docs('2026-03-10T11:00:00Z', '2026-03-10T15:00:00Z', '2026-03-10T16:00:00Z', '2026-03-10T21:00:00Z'),
    docs(...IMPOSSIBLE_DATES),
  ),
  localDateTime: mostly(
    docs('2026-03-10 09:00:00', '2026-03-10 18:00:00', '2026-03-12 18:00:00', '2027-06-01 00:00:00'),
    docs(...IMPOSSIBLE_DATES),
  ),
  bool: mostly(docs(true, false), docs('true', 0, 1)),
  smallInt: mostly(fc.integer({ min: 1, max: 100 }).map(lit), docs(0, -1, 1_441, 1.5, '10', 2 ** 53)),
  text: mostly(fc.string({ minLength: 1, maxLength: 30 }).map(lit), docs('', ' ', 'x'.repeat(2_001))),
  users: fc.array(mostly(docs('ana', 'bia'), docs('ghost', '')), { maxLength: 3 }).map(arr),
};
