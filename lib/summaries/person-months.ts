/**
 * Person months and their packs, written together: each person-month write returns the item as it
 * now is, with its raised version, and that state is copied into the employee's entry of the
 * month's person pack, over older versions only. So the pack ends up as the person months are,
 * whatever order concurrent writes land in; a copy lost to a failure after its person month was
 * written is made again by the batch's retry, or by a rebuild (packMonthAgain).
 */
import { type ItemKey, personMonthKeys, personPackKeys } from '../dynamo/keys.js';
import {
  type PersonMonthState,
  type PersonPackEntry,
  queryPersonMonthStates,
  writePersonDays,
  writePersonPack,
} from '../dynamo/summary-store.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import { packPersonMonth } from './person-pack.js';

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

const packEntryOf = (login: string, state: PersonMonthState): PersonPackEntry => ({
  login,
  entry: packPersonMonth(state.version, state.days),
});

async function writePacks(
  entries: ReadonlyArray<{ companyId: string; month: string; entry: PersonPackEntry }>,
): Promise<void> {
  const byPack = new Map<
    string,
    { key: ItemKey; companyId: string; month: string; entries: PersonPackEntry[] }
  >();
  for (const { companyId, month, entry } of entries) {
    const key = personPackKeys.item(companyId, month, entry.login);
    const id = `${key.pk}\u0000${key.sk}`;
    const pack = byPack.get(id) ?? { key, companyId, month, entries: [] };
    byPack.set(id, pack);
    pack.entries.push(entry);
  }
  await forEachInParallel([...byPack.values()], WRITES_IN_FLIGHT, ({ key, companyId, month, entries }) =>
    writePersonPack(key, entries, { type: 'PersonPack', companyId, month }),
  );
}

/** Writes person months and then their packs; for each write, whether it was made (its `expected` held). */
export async function writePersonMonths(writes: readonly PersonMonthWrite[]): Promise<boolean[]> {
  const written: boolean[] = new Array<boolean>(writes.length).fill(false);
  const entries: Array<{ companyId: string; month: string; entry: PersonPackEntry }> = [];
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
      entries.push({ companyId, month, entry: packEntryOf(login, state) });
    },
  );
  await writePacks(entries);
  return written;
}

/** Copies every person month of a company's month into its packs again (a rebuild's last step). */
export async function packMonthAgain(companyId: string, month: string): Promise<void> {
  const states = await queryPersonMonthStates(companyId, month);
  await writePacks(states.map((state) => ({ companyId, month, entry: packEntryOf(state.login, state) })));
}
