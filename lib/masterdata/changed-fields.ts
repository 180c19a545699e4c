/** Which fields of an employee a change touched: compared as canonical JSON, so key order never counts. */

/** JSON with keys sorted at every depth, so two values compare equal whatever their key order. */
export function canonical(value: unknown): string {
  const sort = (input: unknown): unknown =>
    Array.isArray(input)
      ? input.map(sort)
      : input && typeof input === 'object'
        ? Object.fromEntries(
            Object.keys(input)
              .sort()
              .map((key) => [key, sort((input as Record<string, unknown>)[key])]),
          )
        : input;
  return JSON.stringify(sort(value));
}

/** The fields whose value differs between two versions of a record (added and removed ones too), sorted. */
export function changedFields(before: object | undefined, after: object): string[] {
  const old = (before ?? {}) as Record<string, unknown>;
  const now = after as Record<string, unknown>;
  return [...new Set([...Object.keys(old), ...Object.keys(now)])]
    .filter((field) => canonical(old[field]) !== canonical(now[field]))
    .sort();
}
