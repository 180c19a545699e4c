/**
 * What DynamoDB and the document client can hold in an attribute value, checked before a write so
 * that a value they would refuse is the caller's error, not a failed write. Measured against
 * DynamoDB Local: an attribute nests at most 31 maps or lists (the attribute's own included), a map
 * key is never empty, and a number is 0 or at least 1e-130 in magnitude; the document client
 * refuses numbers beyond ±2^53 - 1 and NaN or infinity.
 */

export const MAX_NESTED_CONTAINERS = 31;
const MIN_NUMBER_MAGNITUDE = 1e-130;

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
