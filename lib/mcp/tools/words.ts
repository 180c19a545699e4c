/** Counting words for humanSummary: "1 rule", "3 rules", "1 company", "2 companies". */
export function count(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A field's value as a person reads it in a confirmation: strings bare, the rest as JSON. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  return typeof value === 'string' ? `'${value}'` : JSON.stringify(value);
}

/** "manager: 'a@x' → 'b@x'; active: true → false": the fields that differ, before → after. */
export function fieldChanges(before: object | null, after: object, fields: readonly string[]): string {
  const old = (before ?? {}) as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return fields.map((field) => `${field}: ${shown(old[field])} → ${shown(now[field])}`).join('; ');
}
