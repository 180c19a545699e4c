/**
 * Applying changes to the summaries so that every change counts exactly once, however often it is
 * delivered and in whatever grouping:
 *
 * - Punch days and employees are counted through a ledger: for each item, the ledger holds what the
 *   summaries contain for it now. A change moves the summaries by the difference between the item's
 *   new contribution and the ledger's, in one transaction with the ledger entry, conditional on the
 *   entry still being what was read. A delivery applied again finds the ledger already equal to the
 *   item and writes nothing; a concurrent writer makes the transaction fail, and it is read and
 *   computed again.
 * - Person months hold each day's contribution itself, set (not added), so writing one again changes
 *   nothing; their packs copy them, each copy only over an older one (person-months.ts).
 * - A transmission never changes once written: it is counted in the same transaction as a marker
 *   that may be written only once.
 * - The newest transmission per endpoint is replaced only by a newer one.
 */
import {
  dayLedgerKeys,
  type ItemKey,
  personMonthKeys,
  staffLedgerKeys,
  transmissionSummaryKeys,
} from '../dynamo/keys.js';
import {
  commitSummaryTransaction,
  type LedgerEntryChange,
  type LedgerUpdate,
  raiseLastTransmission,
  readLedgers,
} from '../dynamo/summary-store.js';
import type { Transmission } from '../logs/records.js';
import { ServiceUnavailableError } from '../shared/errors.js';
import { forEachInParallel } from '../shared/in-parallel.js';
import { type BucketDelta, dayDeltas, mergeDeltas, staffDelta, transmissionDelta } from './buckets.js';
import type { SourceChange } from './changes.js';
import {
  decodePunchEntry,
  decodeStaff,
  encodePunch,
  encodePunchEntry,
  encodeStaff,
  punchContribution,
  statusClassOf,
} from './contributions.js';
import { type PersonMonthWrite, WRITES_IN_FLIGHT, writePersonMonths } from './person-months.js';

/** DynamoDB's limit of actions per transaction. */
const MAX_TRANSACTION_ITEMS = 100;
/** Entries changed in one ledger item per transaction, and counters per bucket: expressions stay under 4 KB. */
const MAX_LEDGER_ENTRIES = 50;
const MAX_BUCKET_COUNTERS = 250;
const MAX_ATTEMPTS = 8;
/** Cancellation reasons after which reading again and retrying can succeed. */
const RETRYABLE = new Set([
  'None',
  'ConditionalCheckFailed',
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (attempt: number) => sleep(Math.random() * Math.min(1000, 20 * 2 ** attempt));

/** An item counted through a ledger entry: where the entry is, its new value, and what a value adds. */
interface LedgerSource {
  ledger: ItemKey;
  ledgerType: string;
  entry: string;
  after: string | undefined;
  deltas(encoded: string, sign: 1 | -1): BucketDelta[];
}

const ENTRY_PREFIX = 'e:';
const entryName = (login: string) => `${ENTRY_PREFIX}${login}`;

function ledgerSourceOf(change: SourceChange): LedgerSource | undefined {
  if (change.kind === 'punchDay') {
    const { companyId, date, login, day } = change;
    return {
      ledger: dayLedgerKeys.item(companyId, date, login),
      ledgerType: 'DayLedger',
      entry: entryName(login),
      after: day ? encodePunchEntry(punchContribution(day)) : undefined,
      deltas: (encoded, sign) => {
        const { contribution, layout } = decodePunchEntry(encoded);
        return dayDeltas(companyId, date, contribution, sign, layout);
      },
    };
  }
  if (change.kind === 'employee') {
    const { companyId, login, staff } = change;
    return {
      ledger: staffLedgerKeys.item(companyId, login),
      ledgerType: 'StaffLedger',
      entry: entryName(login),
      after: staff ? encodeStaff(staff) : undefined,
      deltas: (encoded, sign) => [staffDelta(companyId, login, decodeStaff(encoded), sign)],
    };
  }
  return undefined;
}

interface PendingEntry extends LedgerSource {
  before: string | undefined;
}

interface Transaction {
  ledgers: LedgerUpdate[];
  markers: ItemKey[];
  buckets: BucketDelta[];
}

const fits = (transaction: Transaction, extraItems: number, buckets: readonly BucketDelta[]) =>
  transaction.ledgers.length + transaction.markers.length + extraItems + buckets.length <=
    MAX_TRANSACTION_ITEMS && buckets.every((bucket) => Object.keys(bucket.add).length <= MAX_BUCKET_COUNTERS);

const emptyTransaction = (): Transaction => ({ ledgers: [], markers: [], buckets: [] });

const firstSummaryMoved = (group: readonly PendingEntry[]): string => {
  const entry = group[0] as PendingEntry;
  const [delta] = entry.deltas((entry.after ?? entry.before) as string, 1);
  return delta ? `${delta.key.pk}\u0000${delta.key.sk}` : '';
};

/**
 * Ledger items whose entries move the same summary items side by side (the same day, the same
 * employee shard's staff counts), so that they share transactions: each summary item is then
 * written a few times per batch instead of once per ledger item, which keeps the summaries'
 * partition under DynamoDB's write limit when a company imports or punches by the thousand.
 */
const bySummaryMoved = (a: readonly PendingEntry[], b: readonly PendingEntry[]) =>
  firstSummaryMoved(a).localeCompare(firstSummaryMoved(b));

/** Ledger changes packed into as few transactions as DynamoDB's limits allow. */
function packLedgerChanges(pending: readonly PendingEntry[]): Transaction[] {
  const byLedger = new Map<string, PendingEntry[]>();
  for (const entry of pending) {
    const group = byLedger.get(entry.ledger.pk) ?? [];
    byLedger.set(entry.ledger.pk, group);
    group.push(entry);
  }
  const transactions: Transaction[] = [];
  let current = emptyTransaction();
  for (const group of [...byLedger.values()].sort(bySummaryMoved)) {
    for (let i = 0; i < group.length; i += MAX_LEDGER_ENTRIES) {
      const chunk = group.slice(i, i + MAX_LEDGER_ENTRIES);
      const chunkDeltas = chunk.flatMap((entry) => [
        ...(entry.before === undefined ? [] : entry.deltas(entry.before, -1)),
        ...(entry.after === undefined ? [] : entry.deltas(entry.after, 1)),
      ]);
      let buckets = mergeDeltas([...current.buckets, ...chunkDeltas]);
      if (current.ledgers.length > 0 && !fits(current, 1, buckets)) {
        transactions.push(current);
        current = emptyTransaction();
        buckets = mergeDeltas(chunkDeltas);
      }
      const first = chunk[0] as PendingEntry;
      current.ledgers.push({
        key: first.ledger,
        type: first.ledgerType,
        entries: chunk.map(
          (entry): LedgerEntryChange => ({ name: entry.entry, before: entry.before, after: entry.after }),
        ),
      });
      current.buckets = buckets;
    }
  }
  if (current.ledgers.length > 0) transactions.push(current);
  return transactions;
}

function assertRetryable(reasons: readonly string[]): void {
  const fatal = reasons.filter((reason) => !RETRYABLE.has(reason));
  if (fatal.length > 0) throw new Error(`summary transaction refused: ${[...new Set(fatal)].join(', ')}`);
}

/** The sources whose ledger entry (as read in `ledgers`) is not their new value yet. */
function pendingAgainst(
  sources: Iterable<LedgerSource>,
  ledgers: ReadonlyMap<string, Record<string, unknown>>,
): PendingEntry[] {
  const pending: PendingEntry[] = [];
  for (const source of sources) {
    const before = ledgers.get(source.ledger.pk)?.[source.entry];
    const current = typeof before === 'string' ? before : undefined;
    if (current !== source.after) pending.push({ ...source, before: current });
  }
  return pending;
}

/** Commits the pending changes; false when a ledger entry moved meanwhile (read again and retry). */
async function commitPending(pending: readonly PendingEntry[]): Promise<boolean> {
  for (const transaction of packLedgerChanges(pending)) {
    const outcome = await commitSummaryTransaction(transaction.ledgers, [], transaction.buckets);
    if (outcome.committed) continue;
    assertRetryable(outcome.reasons);
    return false;
  }
  return true;
}

const ledgerKeysOf = (sources: Iterable<LedgerSource>) => [
  ...new Map([...sources].map((source) => [source.ledger.pk, source.ledger])).values(),
];

async function applyLedgerSources(sources: readonly LedgerSource[]): Promise<void> {
  const unique = new Map(sources.map((source) => [`${source.ledger.pk}\u0000${source.entry}`, source]));
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const ledgers = await readLedgers(ledgerKeysOf(unique.values()));
    const pending = pendingAgainst(unique.values(), ledgers);
    if (pending.length === 0 || (await commitPending(pending))) return;
    await backoff(attempt);
  }
  throw new ServiceUnavailableError('summaries: the ledger kept changing under concurrent updates');
}

/** The logins a ledger item holds an entry for. */
export const ledgerLogins = (ledger: Record<string, unknown> | undefined): string[] =>
  Object.keys(ledger ?? {})
    .filter((name) => name.startsWith(ENTRY_PREFIX))
    .map((name) => name.slice(ENTRY_PREFIX.length));

/**
 * Brings the ledger entries of some items to the items as they are in the table, for a rebuild.
 * `read` runs after the ledger items of `ledgerKeys` are read and gets them: a change the
 * summariser applies after that makes the commit fail (and all is read again), and one it applied
 * before is in what `read` finds. `read` answers a change for every item that exists and for every
 * ledger entry whose item no longer does. Answers how many entries moved.
 */
export async function rebuildLedgers(
  ledgerKeys: readonly ItemKey[],
  read: (ledgers: ReadonlyMap<string, Record<string, unknown>>) => Promise<SourceChange[]>,
): Promise<number> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const ledgers = await readLedgers(ledgerKeys);
    const sources = (await read(ledgers)).flatMap((change) => ledgerSourceOf(change) ?? []);
    const pending = pendingAgainst(sources, ledgers);
    if (pending.length === 0 || (await commitPending(pending))) return pending.length;
    await backoff(attempt);
  }
  throw new ServiceUnavailableError('summaries: the ledger kept changing during the rebuild');
}

/** Each transmission counted once: its marker and its day's counter in one transaction. */
async function countTransmissions(transmissions: readonly Transmission[]): Promise<void> {
  let pending = [...new Map(transmissions.map((t) => [`${t.companyId}\u0000${t.requestId}`, t])).values()];
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const transactions: Array<{ transaction: Transaction; members: Transmission[] }> = [];
    let current = { transaction: emptyTransaction(), members: [] as Transmission[] };
    for (const t of pending) {
      const delta = transmissionDelta(t.companyId, t.requestId, {
        day: t.at.slice(0, 10),
        endpoint: t.endpoint,
        statusClass: statusClassOf(t.status),
      });
      let buckets = mergeDeltas([...current.transaction.buckets, delta]);
      if (current.members.length > 0 && !fits(current.transaction, 1, buckets)) {
        transactions.push(current);
        current = { transaction: emptyTransaction(), members: [] };
        buckets = [delta];
      }
      current.transaction.markers.push(transmissionSummaryKeys.counted(t.companyId, t.requestId));
      current.transaction.buckets = buckets;
      current.members.push(t);
    }
    if (current.members.length > 0) transactions.push(current);

    const left: Transmission[] = [];
    for (const { transaction, members } of transactions) {
      const outcome = await commitSummaryTransaction([], transaction.markers, transaction.buckets);
      if (outcome.committed) continue;
      assertRetryable(outcome.reasons);
      // A marker already there: that transmission was counted by an earlier delivery.
      members.forEach((t, i) => {
        if (outcome.reasons[i] !== 'ConditionalCheckFailed') left.push(t);
      });
    }
    if (left.length === 0) return;
    pending = left;
    await backoff(attempt);
  }
  throw new ServiceUnavailableError('summaries: transmissions could not be counted under contention');
}

/** Each changed day set into its person-month item, one write per item, and into its pack. */
async function setPersonDays(changes: readonly SourceChange[]): Promise<void> {
  const writes = new Map<string, PersonMonthWrite>();
  for (const change of changes) {
    if (change.kind !== 'punchDay') continue;
    const month = change.date.slice(0, 7);
    const id = `${change.companyId}\u0000${month}\u0000${change.login}`;
    const write = writes.get(id) ?? { companyId: change.companyId, login: change.login, month, days: {} };
    writes.set(id, write);
    write.days[personMonthKeys.dayAttribute(change.date)] = change.day
      ? encodePunch(punchContribution(change.day))
      : undefined;
  }
  await writePersonMonths([...writes.values()]);
}

async function raiseLastTransmissions(transmissions: readonly Transmission[]): Promise<void> {
  const newest = new Map<string, Transmission>();
  for (const t of transmissions) {
    const id = `${t.companyId}\u0000${t.endpoint}`;
    const known = newest.get(id);
    if (!known || `${t.at}#${t.requestId}` > `${known.at}#${known.requestId}`) newest.set(id, t);
  }
  await forEachInParallel([...newest.values()], WRITES_IN_FLIGHT, (t) =>
    raiseLastTransmission(t.companyId, {
      endpoint: t.endpoint,
      at: t.at,
      requestId: t.requestId,
      status: t.status,
      errorCode: t.errorCode,
    }),
  );
}

/**
 * Brings the summaries up to date with the changes (one per item, see changes.ts). Safe to run
 * again with the same changes, or with some of them, at any time and concurrently: that is what a
 * retried delivery does.
 */
export async function applyChanges(changes: readonly SourceChange[]): Promise<void> {
  const transmissions = changes.flatMap((change) =>
    change.kind === 'transmission' ? [change.transmission] : [],
  );
  const ledgerSources = changes.flatMap((change) => ledgerSourceOf(change) ?? []);
  const outcomes = await Promise.allSettled([
    setPersonDays(changes),
    raiseLastTransmissions(transmissions),
    applyLedgerSources(ledgerSources),
    countTransmissions(transmissions),
  ]);
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
}
