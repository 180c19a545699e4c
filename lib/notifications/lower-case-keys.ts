/**
 * insertNotification reads its body case-insensitively: every key at every depth is lower-cased on
 * receipt. Keys that become `__proto__`, `constructor` or `prototype` are dropped (the JSON parser
 * only drops the exact spellings); when two keys collide the later one wins, as with duplicate
 * JSON keys.
 */

import { errorOf } from '../shared/errors.js';
import { isPrototypeKey } from '../shared/prototype-keys.js';
import { NOTIFICATION_ERRORS } from './errors.js';

/** Deeper bodies are refused rather than walked: a 1 MiB body can nest far past the call stack. */
export const MAX_BODY_DEPTH = 32;

export function lowerCaseKeys(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_BODY_DEPTH) {
    throw errorOf(NOTIFICATION_ERRORS.nestedTooDeep, { max: MAX_BODY_DEPTH });
  }
  if (Array.isArray(value)) return value.map((item) => lowerCaseKeys(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const lower = key.toLowerCase();
    if (isPrototypeKey(lower)) continue;
    out[lower] = lowerCaseKeys(item, depth + 1);
  }
  return out;
}

/** The body with every key lower-cased (keyedEndpoint's transformBody). */
export function lowerCaseBody(body: Record<string, unknown>): Record<string, unknown> {
  return lowerCaseKeys(body) as Record<string, unknown>;
}
