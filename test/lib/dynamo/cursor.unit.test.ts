import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from '../../../lib/dynamo/cursor.js';
import { ValidationError } from '../../../lib/shared/errors.js';

const shape = { attributes: ['pk', 'sk', 'gsi1pk'], fixed: { pk: 'RULE#co_1', gsi1pk: 'RULE#co_1#ACTIVE' } };
const key = { pk: 'RULE#co_1', sk: 'slack', gsi1pk: 'RULE#co_1#ACTIVE' };

describe('page cursors', () => {
  it('round-trips a key', () => {
    expect(decodeCursor(encodeCursor(key), shape)).toEqual(key);
  });

  it.each([
    ['not base64url', 'not a cursor!'],
    ['padded base64', `${encodeCursor(key)}=`],
    ['not JSON', Buffer.from('{oops').toString('base64url')],
    ['an array', encodeCursor(['a'] as never)],
    ['another company', encodeCursor({ ...key, pk: 'RULE#co_2', gsi1pk: 'RULE#co_2#ACTIVE' })],
    ['a missing attribute', encodeCursor({ pk: key.pk, gsi1pk: key.gsi1pk })],
    ['an extra attribute', encodeCursor({ ...key, extra: 'x' })],
    ['a non-string value', encodeCursor({ ...key, sk: 5 } as never)],
    ['an over-long cursor', 'a'.repeat(3000)],
  ])('refuses %s with a validation error naming cursor', (_label, cursor) => {
    expect(() => decodeCursor(cursor, shape)).toThrow(ValidationError);
    expect(() => decodeCursor(cursor, shape)).toThrow(/cursor/);
  });
});
