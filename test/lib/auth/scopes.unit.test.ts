import { describe, expect, it } from 'vitest';
import {
  chatbotScopesFor,
  isCoveredBy,
  parseScope,
  splitScopes,
  tenantScopes,
} from '../../../lib/auth/scopes.js';

describe('scope grammar', () => {
  it.each([
    ['read:masterdata:co_1', true],
    ['write:masterdata:co_1', true],
    ['read:tickets:*', true],
    ['admin:*', true],
    ['read:logs:*', false],
    ['read:tickets', false],
    ['read:tickets:', false],
    ['admin:co_1', false],
    ['read:everything:co_1', false],
    ['read:logs:co 1', false],
    ['read:logs:co_1#x', false],
  ])('%s is valid: %s', (scope, valid) => {
    expect(parseScope(scope) !== undefined).toBe(valid);
  });

  it('splits on any whitespace and drops repeats', () => {
    expect(splitScopes(' a  b\tc a ')).toEqual(['a', 'b', 'c']);
    expect(splitScopes(['a', 'a', ''])).toEqual(['a']);
    expect(splitScopes(undefined)).toEqual([]);
  });

  it('covers a scope by itself, admin:* or the ticket wildcard, nothing else', () => {
    expect(isCoveredBy('read:logs:co_1', ['read:logs:co_1'])).toBe(true);
    expect(isCoveredBy('read:logs:co_2', ['read:logs:co_1'])).toBe(false);
    expect(isCoveredBy('read:logs:co_2', ['admin:*'])).toBe(true);
    expect(isCoveredBy('read:tickets:co_2', ['read:tickets:*'])).toBe(true);
    expect(isCoveredBy('read:logs:co_2', ['read:tickets:*'])).toBe(false);
    expect(isCoveredBy('admin:*', ['read:tickets:*'])).toBe(false);
    expect(isCoveredBy('nonsense', ['admin:*'])).toBe(false);
  });

  it('keeps chatbot scopes inside one tenant', () => {
    expect(tenantScopes(['read:logs:co_1', 'read:logs:co_2', 'read:tickets:*', 'admin:*'], 'co_1')).toEqual([
      'read:logs:co_1',
    ]);
    expect(
      chatbotScopesFor('co_1', ['read:logs', 'read:logs:co_1', 'read:dashboard:co_2', 'read:tickets:*']),
    ).toEqual({
      scopes: ['read:logs:co_1'],
      refused: ['read:dashboard:co_2', 'read:tickets:*'],
    });
  });
});
