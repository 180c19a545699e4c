/**
 * Person months and their packs, written together: each person-month write returns the item as it
 * now is, with its raised version, and that state is copied into the employee's entry of the
 * month's person pack of each kind, over older versions only. A pack is read, the copies put in,
 * and written back only if no other write came in between (else read again). So the packs end up
 * as the person months are, whatever order concurrent writes land in; a copy lost to a failure
 * after its person month was written is made again by the batch's retry, or by a rebuild
 * (packMonthAgain).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { type ItemKey, personMonthKeys, personPackKeys } from '../dynamo/keys.js';
import {
  type PersonMonthState,
  queryPersonMonthStates,
  readPersonPack,
  writePersonDays,
  writePersonPack,
} from '../dynamo/summary-store.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import { mergeIntoPack, PERSON_PACK_KINDS, type PersonPackKind, packPersonMonth } from './person-pack.js';

/**
 * One batch's summary writes in flight at once: enough to overlap their round trips, well inside
 * the DynamoDB client's 50 sockets.
 */
export const WRITES_IN_FLIGHT = 16;

export interface PersonMonthWrite {
  companyId: string;
  login: string;
  /** `YYYY-MM`. */
  month: string;
  /** Day attributes to set (an encoded contribution) or remove (undefined). */
  days: Record<string, string | undefined>;
  /** Only if these day attributes are still as read (undefined: absent). */
  expected?: Record<string, string | undefined>;
}

interface PackCopy {
  companyId: string;
  month: string;
  login: string;
  state: PersonMonthState;
}

/**
 * A pack write that lost to another is tried again, after a random pause that doubles each time
 * (writers that collided once then spread out), this many times in all before it fails the batch.
 */
const PACK_WRITE_ATTEMPTS = 10;

/** Copies entries into a pack, over older versions only, read and written again when another write came first. */
async function copyIntoPack(
  key: ItemKey,
  pack: { companyId: string; month: string; kind: PersonPackKind },
  entries: ReadonlyMap<string, Uint8Array>,
): Promise<void> {
  for (let attempt = 1; attempt <= PACK_WRITE_ATTEMPTS; attempt += 1) {
    if (attempt > 1) await sleep(Math.random() * Math.min(1_000, 10 * 2 ** attempt));
    const held = await readPersonPack(key);
    const merged = mergeIntoPack(held?.entries, entries);
    if (!merged) return;
    if (await writePersonPack(key, { ...pack, entries: merged }, held?.revision)) return;
  }
  throw new Error(`person pack ${key.pk} kept changing under ${PACK_WRITE_ATTEMPTS} writes`);
}

/** Copies person months into the packs of every kind. */
async function writePacks(copies: readonly PackCopy[]): Promise<void> {
  const byPack = new Map<
    string,
    { key: ItemKey; companyId: string; month: string; kind: PersonPackKind; entries: Map<string, Uint8Array> }
  >();
  // The newest state of each employee's month, should one batch hold it twice.
  const newest = new Map<string, PackCopy>();
  for (const copy of copies) {
    const id = `${copy.companyId}\u0000${copy.month}\u0000${copy.login}`;
    const held = newest.get(id);
    if (!held || held.state.version < copy.state.version) newest.set(id, copy);
  }
  for (const { companyId, month, login, state } of newest.values()) {
    const entries = packPersonMonth(state.version, state.days);
    for (const kind of PERSON_PACK_KINDS) {
      const key = personPackKeys.item(companyId, month, kind, login);
      const id = `${key.pk}\u0000${key.sk}`;
      const pack = byPack.get(id) ?? { key, companyId, month, kind, entries: new Map() };
      byPack.set(id, pack);
      pack.entries.set(login, entries[kind]);
    }
  }
  await forEachInParallel([...byPack.values()], WRITES_IN_FLIGHT, ({ key, entries, ...pack }) =>
    copyIntoPack(key, pack, entries),
  );
}

/** Writes person months and then their packs; for each write, whether it was made (its `expected` held). */
export async function writePersonMonths(writes: readonly PersonMonthWrite[]): Promise<boolean[]> {
  const written: boolean[] = new Array<boolean>(writes.length).fill(false);
  const copies: PackCopy[] = [];
  await forEachInParallel(
    writes.map((write, index) => ({ write, index })),
    WRITES_IN_FLIGHT,
    async ({ write, index }) => {
      const { companyId, login, month, days, expected } = write;
      const state = await writePersonDays(
        personMonthKeys.item(companyId, `${month}-01`, login),
        days,
        { type: 'PersonMonth', companyId, login, month },
        expected,
      );
      if (!state) return;
      written[index] = true;
      copies.push({ companyId, month, login, state });
    },
  );
  await writePacks(copies);
  return written;
}

/** Copies every person month of a company's month into its packs again (a rebuild's last step). */
export async function packMonthAgain(companyId: string, month: string): Promise<void> {
  const states = await queryPersonMonthStates(companyId, month);
  await writePacks(states.map((state) => ({ companyId, month, login: state.login, state })));
}
