/**
 * Rebuilding a company's summaries from its raw items, for changes the summariser never applied (a
 * batch the event source mapping gave up on and sent to its failure queue). Safe while the
 * summariser runs: each ledger and person day is read before the items and written only if still
 * as read, so nothing the summariser applies meanwhile is overwritten; what it applies afterwards
 * is the items' own later changes. Transmissions are counted through their markers, so only those
 * never counted are added: that works while the markers live (COUNTED_MARKER_DAYS), so a failed
 * batch of transmissions must be rebuilt within a day of its failure.
 */
import { listAllEmployees } from '../dynamo/employee-store.js';
import { dayLedgerKeys, personMonthKeys, staffLedgerKeys } from '../dynamo/keys.js';
import { pagePunchDay } from '../dynamo/punch-store.js';
import {
  COUNTED_MARKER_DAYS,
  deleteStaleMarkers,
  queryPersonMonth,
  readSummaryHealth,
} from '../dynamo/summary-store.js';
import { listTransmissionsOfDay } from '../dynamo/transmission-store.js';
import type { StoredPunchDay } from '../punch/punch-day.js';
import { addDays, daysBetween } from '../shared/dates.js';
import { ServiceUnavailableError } from '../shared/errors.js';
import { applyChanges, ledgerLogins, rebuildLedgers } from './apply.js';
import { encodePunch, punchContribution } from './contributions.js';
import { STAFF_DAY } from './health.js';
import { type PersonMonthWrite, packMonthAgain, writePersonMonths } from './person-months.js';

const MAX_ATTEMPTS = 5;

export interface RebuildReport {
  companyId: string;
  from: string;
  to: string;
  /** Ledger entries of punch days and employees that were not as the items are. */
  ledgerEntries: number;
  /** Person days that were not as the items are. */
  personDays: number;
  /** UTC days whose transmissions were counted again (the others are past their markers). */
  transmissionDays: string[];
  /** Stale markers the rebuild resolved. */
  staleMarkersCleared: number;
}

async function punchDaysOf(companyId: string, date: string): Promise<Map<string, StoredPunchDay>> {
  const days = new Map<string, StoredPunchDay>();
  let after: string | undefined;
  do {
    const page = await pagePunchDay(companyId, date, 1_000, after);
    for (const day of page.days) days.set(day.login, day);
    after = page.lastLogin;
  } while (after !== undefined);
  return days;
}

async function rebuildPersonDay(companyId: string, date: string): Promise<number> {
  const attribute = personMonthKeys.dayAttribute(date);
  const month = date.slice(0, 7);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const stored = new Map(
      (await queryPersonMonth(companyId, month, [attribute])).map(({ login, days }) => [
        login,
        days[attribute],
      ]),
    );
    const raw = await punchDaysOf(companyId, date);
    const writes: PersonMonthWrite[] = [];
    for (const login of new Set([...stored.keys(), ...raw.keys()])) {
      const day = raw.get(login);
      const want = day ? encodePunch(punchContribution(day)) : undefined;
      const have = stored.get(login);
      if (want === have) continue;
      writes.push({ companyId, login, month, days: { [attribute]: want }, expected: { [attribute]: have } });
    }
    const written = await writePersonMonths(writes);
    if (written.every(Boolean)) return written.length;
  }
  throw new ServiceUnavailableError(`summaries: the person days of ${date} kept changing during the rebuild`);
}

export async function rebuildSummaries(
  companyId: string,
  from: string,
  to: string,
  now = new Date(),
): Promise<RebuildReport> {
  const report: RebuildReport = {
    companyId,
    from,
    to,
    ledgerEntries: 0,
    personDays: 0,
    transmissionDays: [],
    staleMarkersCleared: 0,
  };
  for (let date = from; date <= to; date = addDays(date, 1)) {
    report.ledgerEntries += await rebuildLedgers(dayLedgerKeys.all(companyId, date), async (ledgers) => {
      const raw = await punchDaysOf(companyId, date);
      const logins = new Set([...raw.keys(), ...[...ledgers.values()].flatMap(ledgerLogins)]);
      return [...logins].map((login) => ({ kind: 'punchDay', companyId, date, login, day: raw.get(login) }));
    });
    report.personDays += await rebuildPersonDay(companyId, date);
  }
  // The packs again from the person months as they now are: a copy lost after its person month
  // was written, or months written before the packs existed.
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = addDays(`${month}-28`, 4).slice(0, 7)) {
    await packMonthAgain(companyId, month);
  }
  report.ledgerEntries += await rebuildLedgers(staffLedgerKeys.all(companyId), async (ledgers) => {
    const employees = new Map((await listAllEmployees(companyId)).map((e) => [e.login, e]));
    const logins = new Set([...employees.keys(), ...[...ledgers.values()].flatMap(ledgerLogins)]);
    return [...logins].map((login) => {
      const profile = employees.get(login)?.profile;
      return {
        kind: 'employee',
        companyId,
        login,
        staff: profile ? { department: profile.department, active: profile.active } : undefined,
      };
    });
  });

  const today = now.toISOString().slice(0, 10);
  for (let day = from; day <= to; day = addDays(day, 1)) {
    if (daysBetween(day, today) >= COUNTED_MARKER_DAYS) continue;
    const transmissions = await listTransmissionsOfDay(companyId, day);
    await applyChanges(transmissions.map((transmission) => ({ kind: 'transmission', transmission })));
    report.transmissionDays.push(day);
  }

  const { stale } = await readSummaryHealth(companyId);
  const resolved = stale.filter((marker) =>
    marker.days.every((day) => day === STAFF_DAY || (day >= from && day <= to)),
  );
  await deleteStaleMarkers(resolved);
  report.staleMarkersCleared = resolved.length;
  return report;
}
