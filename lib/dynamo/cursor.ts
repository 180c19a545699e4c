/**
 * Opaque page cursors: the DynamoDB key a page ended at, as base64url JSON. A cursor comes back
 * from the caller, so it is checked before it reaches DynamoDB: exactly the expected string
 * attributes, and the partition values the query pins (a cursor cannot open another company's data).
 */
import { ValidationError } from '../shared/errors.js';

export const MAX_CURSOR_LENGTH = 2048;

export type PageKey = Record<string, string>;

export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

export interface CursorShape {
  /** Every attribute of the key, in any order. */
  attributes: readonly string[];
  /** Attributes whose value the query fixes (its partition keys). */
  fixed: PageKey;
}

const invalid = () =>
  new ValidationError('invalid fields: cursor (not a cursor of this list; pass nextCursor back unchanged)');

export function decodeCursor(cursor: string, shape: CursorShape): PageKey {
  if (
    cursor.length > MAX_CURSOR_LENGTH ||
    Buffer.from(cursor, 'base64url').toString('base64url') !== cursor
  ) {
    throw invalid();
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw invalid();
  const entries = Object.entries(parsed);
  const complete =
    entries.length === shape.attributes.length &&
    entries.every(([name, value]) => shape.attributes.includes(name) && typeof value === 'string') &&
    Object.entries(shape.fixed).every(([name, value]) => (parsed as PageKey)[name] === value);
  if (!complete) throw invalid();
  return parsed as PageKey;
}
