import { describe, expect, it } from 'vitest';
import { canonicalWithoutPersonalData, inputHash } from '../../../lib/mcp/audit.js';

describe('audit input hash', () => {
  it('hashes alike two calls that differ only in personal fields', () => {
    const a = { dataset: 'employees', query: 'ana', limit: 5, company: 'co_1' };
    const b = { dataset: 'employees', query: 'bruno', limit: 5, company: 'co_1' };
    expect(inputHash(a)).toBe(inputHash(b));
  });
  it('hashes differently when a non-personal argument differs', () => {
    expect(inputHash({ dataset: 'employees', limit: 5 })).not.toBe(
      inputHash({ dataset: 'departments', limit: 5 }),
    );
  });
  it('drops logins, e-mails and free text at any depth, and e-mail-looking values', () => {
    const canonical = canonicalWithoutPersonalData({
      operation: 'upsertEmployee',
      login: 'ana.souza',
      fields: { name: 'Ana', email: 'ana@x.example', department: 'Sales', note: 'boss is rita@x.example' },
      other: 'carla@x.example',
    });
    expect(canonical).not.toMatch(/ana|Ana|carla/);
    expect(canonical).toContain('Sales');
  });
  it('is independent of key order', () => {
    expect(inputHash({ a: 1, b: { c: 2, d: 3 } })).toBe(inputHash({ b: { d: 3, c: 2 }, a: 1 }));
  });
});
