/**
 * Page cursors, the one encoding of every list: the position a page stopped at (a key of the index
 * read, or a log reader's day and sort key) as base64url JSON, followed by a seal when it is handed
 * to a caller. The seal (HMAC-SHA256, with a key derived from the company-key secret) binds the
 * position to the tenant and to the query it continues, so a cursor edited by hand, from another
 * company or from other arguments is refused before it reaches DynamoDB; the position is then
 * checked against the shape the query expects (its attributes, and the partitions it may name).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidCursorError } from '../shared/errors.js';
import { derivedKey } from '../shared/seal.js';
import { loadSecret } from '../shared/secrets.js';

export const MAX_CURSOR_LENGTH = 2048;

export type PageKey = Record<string, string>;

export interface CursorShape {
  /** Every attribute of the position, in any order. */
  attributes: readonly string[];
  /** Attributes a position may leave out. */
  optional?: readonly string[];
  /** Attributes whose value the query fixes (its partition keys): one value, or one of several. */
  fixed: Readonly<Record<string, string | readonly string[]>>;
}

/** What a sealed cursor continues: the company, and the listing with the arguments that select it. */
export interface CursorScope {
  tenant: string;
  listing: string;
  params?: Readonly<Record<string, unknown>>;
}

export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** The position, or undefined when it does not have the shape. */
export function pageKeyOf(value: unknown, shape: CursorShape): PageKey | undefined {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
  const key = value as Record<string, unknown>;
  const names = Object.keys(key);
  const complete =
    names.every((name) => shape.attributes.includes(name) && typeof key[name] === 'string') &&
    shape.attributes.every((name) => name in key || shape.optional?.includes(name)) &&
    Object.entries(shape.fixed).every(([name, allowed]) =>
      typeof allowed === 'string' ? key[name] === allowed : allowed.includes(key[name] as string),
    );
  return complete ? (key as PageKey) : undefined;
}

/** The position an unsealed cursor holds; InvalidCursorError when it is not one of this shape. */
export function decodeCursor(cursor: string, shape: CursorShape): PageKey {
  // Only the canonical base64url of a position, so a cursor has one spelling.
  const bytes = Buffer.from(cursor, 'base64url');
  if (cursor.length > MAX_CURSOR_LENGTH || bytes.toString('base64url') !== cursor)
    throw new InvalidCursorError('malformed');
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new InvalidCursorError('malformed');
  }
  const key = pageKeyOf(parsed, shape);
  if (!key) throw new InvalidCursorError('not a position of this list');
  return key;
}

let signingKey: Buffer | undefined;

async function sealKey(): Promise<Buffer> {
  signingKey ??= derivedKey(Buffer.from(await loadSecret('companyKey'), 'base64'), 'cursor-v1');
  return signingKey;
}

/** Forgets the derived key (a test that changes the secret's source). */
export function resetCursorKey(): void {
  signingKey = undefined;
}

const FINGERPRINT_BYTES = 6;
const fingerprint = (text: string) =>
  createHash('sha256').update(text).digest().subarray(0, FINGERPRINT_BYTES);
// Parameters are built in code (or parsed by a schema), so equal arguments serialise alike.
const queryOf = (scope: CursorScope) => JSON.stringify([scope.listing, scope.params]);

async function mac(scope: CursorScope, body: string): Promise<Buffer> {
  return createHmac('sha256', await sealKey())
    .update(`${scope.tenant}\n${queryOf(scope)}\n${body}`)
    .digest();
}

/**
 * `<position>.<seal>`; the seal carries short fingerprints of the tenant and the query beside the
 * MAC, so a refused cursor can say which of them it belongs to another of.
 */
export async function sealCursor(position: PageKey, scope: CursorScope): Promise<string> {
  const body = encodeCursor(position);
  const seal = Buffer.concat([
    fingerprint(scope.tenant),
    fingerprint(queryOf(scope)),
    await mac(scope, body),
  ]);
  return `${body}.${seal.toString('base64url')}`;
}

/** The position a sealed cursor holds, for this scope and shape; InvalidCursorError otherwise. */
export async function openCursor(cursor: string, scope: CursorScope, shape: CursorShape): Promise<PageKey> {
  const [body, sealText, ...rest] = cursor.split('.');
  if (!body || !sealText || rest.length > 0 || cursor.length > MAX_CURSOR_LENGTH) {
    throw new InvalidCursorError('malformed');
  }
  const seal = Buffer.from(sealText, 'base64url');
  const given = seal.subarray(2 * FINGERPRINT_BYTES);
  const expected = await mac(scope, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    if (!seal.subarray(0, FINGERPRINT_BYTES).equals(fingerprint(scope.tenant)))
      throw new InvalidCursorError('it belongs to another company');
    if (!seal.subarray(FINGERPRINT_BYTES, 2 * FINGERPRINT_BYTES).equals(fingerprint(queryOf(scope))))
      throw new InvalidCursorError('it belongs to another query');
    throw new InvalidCursorError('altered or foreign');
  }
  return decodeCursor(body, shape);
}

export interface PositionPage<R> {
  records: R[];
  /** Where the next page starts; absent when the list has been read to its end. */
  next?: PageKey | undefined;
}

/** A page read from the position a sealed cursor holds (the list's start without one), and the next page's cursor. */
export async function readFromCursor<R>(
  cursor: string | undefined,
  scope: CursorScope,
  shape: CursorShape,
  read: (start: PageKey | undefined) => Promise<PositionPage<R>>,
): Promise<{ records: R[]; nextCursor?: string }> {
  const page = await read(cursor === undefined ? undefined : await openCursor(cursor, scope, shape));
  return { records: page.records, ...(page.next ? { nextCursor: await sealCursor(page.next, scope) } : {}) };
}
