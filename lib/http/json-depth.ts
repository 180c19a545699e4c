/**
 * How deep a parsed JSON body nests. JSON.parse builds a 20,000-level body from 120 KB without
 * complaint, but any code that then walks it recursively (hashing, canonical JSON, JSON.stringify)
 * overflows the call stack: such bodies are refused at the door instead, checked without recursion.
 */
export const MAX_JSON_DEPTH = 64;

/** Whether objects and arrays nest more than `max` levels deep (a flat object is one level). */
export function nestsDeeperThan(value: unknown, max = MAX_JSON_DEPTH): boolean {
  const pending: Array<{ value: unknown; depth: number }> = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (next.value === null || typeof next.value !== 'object') continue;
    if (next.depth > max) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}
