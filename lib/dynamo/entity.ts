/**
 * How an entity of the single table is declared, once, in keys.ts: the `type` every item carries,
 * the key of an item, the index keys it carries (an index left out does not list it: sparse
 * indexes), the attributes of its record, and how long its items are kept (its retention). Stores build whole items with `toItem` and read them
 * back with `fromItem`, so items and records turn into each other one way, and `toItem` is the one
 * place a whole item is put together before it is written.
 */
import { type IndexName, keyAttributes } from './table.js';

export type Item = Record<string, unknown>;

export interface ItemKey {
  pk: string;
  sk: string;
}

/**
 * How an item goes: its TTL attribute after a fixed time; its TTL after the company's time-record
 * retention (a company setting, lib/companies/company.ts); or no TTL, because it is the customer's
 * configuration (kept while the company is a customer) or the person's master data (kept until
 * the company erases the person, or replaces it).
 */
export type Expiry =
  | { by: 'ttl'; seconds: number; from: string }
  | { by: 'time-record retention'; from: string }
  | { by: 'customer' }
  | { by: 'erasure' };

/** What erasing a person (lib/privacy/erase.ts) does to the items of a kind that name them. */
export type ErasureAction =
  /** The items about the person are deleted. */
  | 'deleted'
  /** Time records the company must keep: kept to their TTL, left out of every per-person answer. */
  | 'kept'
  /** The person's login or e-mail is taken out of an item that is not theirs alone. */
  | 'person removed'
  /** A keyed pseudonym replaces the person, so the item stays verifiable. */
  | 'pseudonymised'
  /** Its items hold no personal data. */
  | 'nothing to erase'
  /** Found by no person's key, and gone by its TTL within `seconds` (stated in the expiry). */
  | 'expires first';

/** One declaration per kind of item: how long it is kept, why, and what an erasure does to it. */
export interface Retention {
  expiry: Expiry;
  why: string;
  erasure: ErasureAction;
}

export interface EntitySpec<R> {
  type: string;
  /** How long its items are kept, and why (docs/privacy.md's table is made from these). */
  retention: Retention;
  /** The key of a record's item; left out where the record does not hold its key (it is passed). */
  key?: (record: R) => ItemKey;
  /** The index keys of the item; undefined where the record is not in that index. */
  indexes?: { [I in IndexName]?: (record: R) => ItemKey | undefined };
  /** The attributes stored for the record: by default its own, as they are. */
  attributes?: (record: R) => Item;
  /** Attributes stored beside the record's own, not read back (a TTL, a copy a condition compares). */
  hidden?: readonly string[];
  /** When the item expires (epoch seconds): its `ttl` attribute, stored beside the record, not read back. */
  ttl?: (record: R) => number;
  /** What an attribute the item lacks (or holds null for) reads as. */
  defaults?: Partial<R>;
  /** For a record that is not its item's attributes one to one. */
  read?: (item: Item) => R;
}

export interface Entity<R> {
  readonly type: string;
  readonly retention: Retention;
  /** Every index attribute the entity may carry (an update that takes it out of its indexes removes them). */
  readonly indexAttributes: readonly string[];
  /** The key of a record's item (for an entity whose records hold their key). */
  key(record: R): ItemKey;
  /** The whole item of a record: key, type, index keys and attributes. */
  toItem(record: R, key?: ItemKey): Item;
  /** The record of an item: its attributes but the keys, the type and the hidden ones. */
  fromItem(item: Item): R;
}

/** A default is a fresh copy for each record, so no two records share a list or a map. */
const fresh = (value: unknown) =>
  Array.isArray(value) ? [...value] : value !== null && typeof value === 'object' ? { ...value } : value;

/** Declarations call it marked pure, so a bundle keeps only the entities its code uses. */
export function defineEntity<R>(spec: EntitySpec<R>): Entity<R> {
  const indexes = Object.entries(spec.indexes ?? {}) as [IndexName, (record: R) => ItemKey | undefined][];
  const indexAttributes = indexes.flatMap(([index]) => keyAttributes(index));
  const hidden = [...(spec.hidden ?? []), ...(spec.ttl ? ['ttl'] : [])];
  const skipped = new Set([...keyAttributes(), 'type', ...indexAttributes, ...hidden]);
  const defaults = Object.entries(spec.defaults ?? {});
  // Called only for an entity whose records hold their key (a TypeError otherwise).
  const keyOf = (record: R): ItemKey => (spec.key as (record: R) => ItemKey)(record);
  return {
    type: spec.type,
    retention: spec.retention,
    indexAttributes,
    key: keyOf,
    toItem(record, key = keyOf(record)) {
      const item: Item = { ...key, type: spec.type };
      for (const [index, keyIn] of indexes) {
        const indexKey = keyIn(record);
        if (!indexKey) continue;
        const [partitionKey, sortKey] = keyAttributes(index);
        item[partitionKey] = indexKey.pk;
        item[sortKey] = indexKey.sk;
      }
      const attributes = spec.attributes ? spec.attributes(record) : record;
      return Object.assign(item, attributes, spec.ttl ? { ttl: spec.ttl(record) } : {});
    },
    fromItem(item) {
      if (spec.read) return spec.read(item);
      const record: Item = {};
      for (const name in item) if (!skipped.has(name)) record[name] = item[name];
      for (const [name, value] of defaults) record[name] ??= fresh(value);
      return record as R;
    },
  };
}

/** A record as an export shows it: with when its item expires (its TTL), when it has one. */
export interface Held<R> {
  record: R;
  /** ISO instant of the item's ttl attribute. */
  expiresAt?: string;
}

/** The entity's records read as an export shows them (a list's entity, or an item's reader). */
export function held<R>(entity: Entity<R>): Pick<Entity<Held<R>>, 'fromItem'> {
  return {
    fromItem(item) {
      const record = entity.fromItem(item);
      return typeof item.ttl === 'number'
        ? { record, expiresAt: new Date(item.ttl * 1000).toISOString() }
        : { record };
    },
  };
}
