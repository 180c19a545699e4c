import { describe, expect, it } from 'vitest';
import { lowerCaseKeys, MAX_BODY_DEPTH } from '../../../lib/notifications/lower-case-keys.js';
import { AppError } from '../../../lib/shared/errors.js';
import { dropPrototypeKeys } from '../../../lib/shared/prototype-keys.js';

describe('lowerCaseKeys', () => {
  it('lower-cases every key at every depth, inside arrays too, and leaves values alone', () => {
    expect(
      lowerCaseKeys({
        KEY: 'Ck1.AbC',
        Notification: { Notification_ID: 'N-1', Buttons: [{ EmbedURL: 'App://X', IconColor: '#AABBCC' }] },
        Employees: ['Ana.Souza'],
        Deep: [[{ A: { B: { C: 1 } } }]],
      }),
    ).toEqual({
      key: 'Ck1.AbC',
      notification: { notification_id: 'N-1', buttons: [{ embedurl: 'App://X', iconcolor: '#AABBCC' }] },
      employees: ['Ana.Souza'],
      deep: [[{ a: { b: { c: 1 } } }]],
    });
  });

  it('lets the later key win when two collide after lower-casing', () => {
    expect(lowerCaseKeys({ title: 'first', TITLE: 'second' })).toEqual({ title: 'second' });
    expect(lowerCaseKeys({ TITLE: 'first', title: 'second' })).toEqual({ title: 'second' });
  });

  it('drops keys that become __proto__, constructor or prototype, and pollutes nothing', () => {
    const raw =
      '{"__PROTO__": {"polluted": "yes"}, "Constructor": {"prototype": {"polluted": "yes"}},' +
      ' "n": {"PROTOTYPE": {"polluted": "yes"}, "__Proto__": {"polluted": "yes"}, "ok": 1}}';
    const result = lowerCaseKeys(JSON.parse(raw, dropPrototypeKeys)) as Record<string, unknown>;
    expect(result).toEqual({ n: { ok: 1 } });
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
    expect(Object.getPrototypeOf(result.n)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  });

  it(`refuses a body nested deeper than ${MAX_BODY_DEPTH} levels with a 422`, () => {
    let deep: unknown = 'leaf';
    for (let i = 0; i < MAX_BODY_DEPTH + 1; i += 1) deep = { Level: deep };
    let thrown: unknown;
    try {
      lowerCaseKeys(deep);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({ status: 422, code: 'INVALID_FIELD' });
    expect((thrown as Error).message).toContain(`${MAX_BODY_DEPTH} níveis`);
    let fits: unknown = 'leaf';
    for (let i = 0; i < MAX_BODY_DEPTH; i += 1) fits = { Level: fits };
    expect(() => lowerCaseKeys(fits)).not.toThrow();
  });
});
