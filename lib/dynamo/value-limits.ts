/**
 * What DynamoDB and the document client can hold, the one place that knows it: an item is at most
 * 400 KB, a partition key 1 to 2,048 bytes, a sort key 1 to 1,024 bytes (index keys alike), counted
 * in UTF-8. Checked before a write, so that a value they would refuse is the caller's error, not a
 * failed (or half-done) write. Measured against DynamoDB Local: an attribute nests at most 31 maps or
 * lists (the attribute's own included), a map key is never empty and fails past 50,000 bytes (the
 * service documents 64 KB; the lower one holds in both), and a number is 0 or at least 1e-130 in
 * magnitude; the document client refuses numbers beyond ±2^53 - 1 and NaN or infinity.
 */
import { utf8Bytes } from '../shared/validation.js';
import { TABLE_DEFINITION } from './table.js';

export const MAX_NESTED_CONTAINERS = 31;
const MIN_NUMBER_MAGNITUDE = 1e-130;
export const MAX_ITEM_BYTES = 400 * 1024;
export const MAX_PARTITION_KEY_BYTES = 2048;
export const MAX_SORT_KEY_BYTES = 1024;
export const MAX_ATTRIBUTE_NAME_BYTES = 50_000;

/** A path to show in a message: names past 40 characters cut (a name may be 50,000 bytes). */
export function shortPath(path: readonly (string | number)[]): (string | number)[] {
  return path.map((part) => (typeof part === 'string' && part.length > 40 ? `${part.slice(0, 40)}…` : part));
}

/** 1,234,567 */
export const formatBytes = (bytes: number): string => String(bytes).replace(/\B(?=(\d{3})+$)/g, ',');

export interface UnstorableValue {
  /** Where, inside the value checked. */
  path: (string | number)[];
  problem: string;
}

/**
 * The first part of `value` an attribute cannot hold, or undefined. `containersAbove` counts the maps
 * and lists the value sits in within its attribute (0 when the value is the attribute itself).
 */
export function unstorableValue(value: unknown, containersAbove = 0): UnstorableValue | undefined {
  const maxDepth = MAX_NESTED_CONTAINERS - containersAbove;
  const pending: Array<{ value: unknown; path: (string | number)[] }> = [{ value, path: [] }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { path } = next;
    const problem = scalarProblem(next.value);
    if (problem) return { path, problem };
    if (next.value === null || typeof next.value !== 'object') continue;
    if (path.length + 1 > maxDepth)
      return {
        path: path.slice(0, 1),
        problem: `nests objects and arrays more than ${maxDepth} levels deep`,
      };
    const entries = Array.isArray(next.value)
      ? next.value.map((item, index) => [index, item] as const)
      : Object.entries(next.value);
    if (entries.some(([key]) => key === '')) return { path, problem: 'has an empty key' };
    const longKey = entries.find(
      ([key]) => typeof key === 'string' && utf8Bytes(key) > MAX_ATTRIBUTE_NAME_BYTES,
    );
    if (longKey)
      return {
        path: [...path, longKey[0]],
        problem: `is a name of ${formatBytes(utf8Bytes(String(longKey[0])))} bytes; a name holds at most ${formatBytes(MAX_ATTRIBUTE_NAME_BYTES)}`,
      };
    // Pushed last to first, so the walk meets them in order.
    for (const [key, item] of entries.reverse()) pending.push({ value: item, path: [...path, key] });
  }
  return undefined;
}

function scalarProblem(value: unknown): string | undefined {
  if (typeof value !== 'number') return undefined;
  if (!Number.isFinite(value)) return 'must be a finite number';
  if (Math.abs(value) > Number.MAX_SAFE_INTEGER)
    return `must be a number from ${-Number.MAX_SAFE_INTEGER} to ${Number.MAX_SAFE_INTEGER}`;
  if (value !== 0 && Math.abs(value) < MIN_NUMBER_MAGNITUDE)
    return 'must be 0 or at least 1e-130 in magnitude';
  return undefined;
}

/**
 * `items` in order, in runs of at most `maxBytes` (each item's `bytesOf`) and `maxCount` items: how
 * values too many for one item or one transaction are spread over several. An item larger than
 * `maxBytes` gets a run alone.
 */
export function chunkByBytes<T>(
  items: Iterable<T>,
  bytesOf: (item: T) => number,
  maxBytes: number,
  maxCount = Number.POSITIVE_INFINITY,
): T[][] {
  const chunks: T[][] = [];
  let bytes = 0;
  for (const item of items) {
    const size = bytesOf(item);
    const last = chunks.at(-1);
    if (last && last.length < maxCount && bytes + size <= maxBytes) {
      last.push(item);
      bytes += size;
    } else {
      chunks.push([item]);
      bytes = size;
    }
  }
  return chunks;
}

/** The bytes DynamoDB counts for a value, by its published sizing rules. */
export function storedBytes(value: unknown): number {
  if (typeof value === 'string') return utf8Bytes(value);
  // About one byte per two significant digits, plus one.
  if (typeof value === 'number' || typeof value === 'bigint')
    return Math.ceil(significantDigits(String(value)) / 2) + 1;
  if (typeof value === 'boolean' || value === null) return 1;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Set) return [...value].reduce<number>((sum, member) => sum + storedBytes(member), 0);
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + 1 + storedBytes(item), 3);
  if (typeof value === 'object') return 3 + attributesBytes(value as Record<string, unknown>, 1);
  return 0;
}

function significantDigits(number: string): number {
  const digits = number.replace(/e.*$/i, '').replace(/\D/g, '').replace(/^0+/, '').replace(/0+$/, '');
  return Math.max(1, digits.length);
}

/** Names and values of a map or an item; `perEntry` is a map's overhead per element. */
export function attributesBytes(attributes: Record<string, unknown>, perEntry = 0): number {
  let bytes = 0;
  for (const name in attributes) {
    const value = attributes[name];
    if (value !== undefined) bytes += perEntry + utf8Bytes(name) + storedBytes(value);
  }
  return bytes;
}

const KEY_LIMITS = new Map<string, number>(
  [
    { partitionKey: TABLE_DEFINITION.partitionKey, sortKey: TABLE_DEFINITION.sortKey },
    ...TABLE_DEFINITION.globalSecondaryIndexes,
  ].flatMap(({ partitionKey, sortKey }) => [
    [partitionKey, MAX_PARTITION_KEY_BYTES],
    [sortKey, MAX_SORT_KEY_BYTES],
  ]),
);

/**
 * The first thing of a whole item DynamoDB would refuse, or undefined: a key value out of its byte
 * range, a value an attribute cannot hold (unstorableValue), or an item over 400 KB (then `path`
 * leads to its largest part, the likeliest culprit). `path` starts with the attribute's name.
 */
export function itemProblem(item: Record<string, unknown>): UnstorableValue | undefined {
  for (const name in item) {
    const value = item[name];
    if (value === undefined) continue;
    const keyLimit = KEY_LIMITS.get(name);
    if (keyLimit !== undefined && typeof value === 'string') {
      const bytes = utf8Bytes(value);
      if (bytes === 0 || bytes > keyLimit)
        return {
          path: [name],
          problem: `would make a key of ${formatBytes(bytes)} bytes; a key holds 1 to ${formatBytes(keyLimit)}`,
        };
    }
    if (utf8Bytes(name) > MAX_ATTRIBUTE_NAME_BYTES)
      return { path: [name], problem: `is a name over ${formatBytes(MAX_ATTRIBUTE_NAME_BYTES)} bytes` };
    const unstorable = unstorableValue(value, 0);
    if (unstorable) return { path: [name, ...unstorable.path], problem: unstorable.problem };
  }
  const bytes = attributesBytes(item);
  if (bytes <= MAX_ITEM_BYTES) return undefined;
  return {
    path: largestPart(item),
    problem: `makes the record ${formatBytes(bytes)} bytes to store; a record holds at most ${formatBytes(MAX_ITEM_BYTES)} (400 KB)`,
  };
}

/** The path to the largest value, descending through the largest entry of each map or list. */
function largestPart(value: Record<string, unknown> | unknown[]): (string | number)[] {
  let largest: { key: string | number; bytes: number; value: unknown } | undefined;
  const entries = Array.isArray(value) ? value.entries() : Object.entries(value);
  for (const [key, item] of entries) {
    const bytes = storedBytes(item);
    if (!largest || bytes > largest.bytes) largest = { key, bytes, value: item };
  }
  if (!largest) return [];
  const inner = largest.value;
  const deeper =
    inner !== null && typeof inner === 'object' && !(inner instanceof Uint8Array) && !(inner instanceof Set)
      ? largestPart(inner as Record<string, unknown> | unknown[])
      : [];
  return [largest.key, ...deeper];
}
