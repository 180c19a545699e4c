/**
 * Keys that reach an object's prototype when a parsed value is copied or assigned
 * (`target[key] = value`): `__proto__`, `constructor` and `prototype`. Wherever a request body or a
 * tool's arguments become an object, they are dropped, at every depth, by this one rule.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export function isPrototypeKey(key: string): boolean {
  return PROTOTYPE_KEYS.has(key);
}

/** JSON.parse reviver that drops prototype-reaching keys at every depth. */
export function dropPrototypeKeys(key: string, value: unknown): unknown {
  return isPrototypeKey(key) ? undefined : value;
}

/**
 * A value JSON.parse already built without the reviver (MCP tool arguments), read again with it: the
 * same keys dropped as from a body, and a copy that shares nothing with the caller's value.
 */
export function withoutPrototypeKeys(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  return JSON.parse(JSON.stringify(value), dropPrototypeKeys);
}
