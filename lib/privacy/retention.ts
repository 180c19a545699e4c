/**
 * Every kind of item the table holds, with its retention: the entities declared in keys.ts.
 * docs/privacy.md's retention table is made from this list (retentionTable), and a test keeps the
 * page and the list equal.
 */
import { TIME_RECORD_YEARS } from '../companies/company.js';
import type { Entity, ErasureAction, Expiry, Retention } from '../dynamo/entity.js';
import * as keys from '../dynamo/keys.js';

export interface ItemKind {
  type: string;
  retention: Retention;
}

const isEntity = (value: unknown): value is Entity<unknown> =>
  typeof value === 'object' && value !== null && 'toItem' in value && 'type' in value;

/** Every entity of the key design, by type. */
export const ITEM_KINDS: readonly ItemKind[] = [
  ...(Object.values(keys) as unknown[]).filter(isEntity).map(({ type, retention }) => ({ type, retention })),
].sort((a, b) => a.type.localeCompare(b.type));

export const retentionOf = (type: string): Retention | undefined =>
  ITEM_KINDS.find((kind) => kind.type === type)?.retention;

function duration(seconds: number): string {
  if (seconds < 3_600) return `${seconds / 60} minutes`;
  if (seconds < 2 * 86_400) return `${seconds / 3_600} hours`;
  return `${seconds / 86_400} days`;
}

/** How long, in a reader's words. */
export function describeExpiry(expiry: Expiry): string {
  switch (expiry.by) {
    case 'ttl':
      return `${duration(expiry.seconds)} after ${expiry.from}`;
    case 'time-record retention':
      return `the company's time-record retention (${TIME_RECORD_YEARS.default} years unless it chose ${TIME_RECORD_YEARS.min} to ${TIME_RECORD_YEARS.max}) after ${expiry.from}`;
    case 'customer':
      return 'while the company is a customer';
    case 'erasure':
      return 'until the company replaces it or erases the person';
  }
}

const ERASURE_WORDS: Record<ErasureAction, string> = {
  deleted: 'deleted',
  kept: 'kept to its expiry, out of every per-person answer',
  'person removed': 'the person taken out of it',
  pseudonymised: 'a keyed pseudonym replaces the person',
  'nothing to erase': 'holds no personal data',
  'expires first': 'found by no person; gone by its expiry',
};

/** The retention table of docs/privacy.md, a row per kind. */
export function retentionTable(kinds: readonly ItemKind[] = ITEM_KINDS): string {
  const rows = kinds.map(
    ({ type, retention }) =>
      `| ${type} | ${describeExpiry(retention.expiry)} | ${retention.why} | ${ERASURE_WORDS[retention.erasure]} |`,
  );
  return ['| Item | Kept | Why | On erasure |', '|---|---|---|---|', ...rows].join('\n');
}
