/**
 * zod validation with the service's error codes: a field that is absent (or null) is
 * MISSING_REQUIRED_FIELDS, anything else wrong is INVALID_FIELD; both name every offending field.
 * Used for request bodies and MCP tool arguments alike.
 */

import en from 'zod/v4/locales/en.js';
import { MissingFieldsError, ValidationError } from './errors.js';
import * as z from './zod.js';

// zod/mini installs no messages of its own (classic zod installs English on import): the messages
// this module puts in responses are the English ones, for every schema, whichever zod built it.
z.config(en());

/** The length the store counts for a string: its UTF-8 bytes (a character takes 1 to 4). */
export function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/**
 * At most `max` bytes of UTF-8: the length limit of a string that becomes part of a key, since the
 * store counts a key's bytes, not its characters (a character outside ASCII takes 2 to 4).
 */
export function maxBytes(max: number) {
  return z.refine<string>(
    (text) => utf8Bytes(text) <= max,
    `must be at most ${max} bytes of UTF-8 (a character outside ASCII takes 2 to 4)`,
  );
}

/** A list's page size `limit`: a whole number from 1 to `max`. */
export function pageLimit(max: number) {
  return z
    .number()
    .check(z.int('must be an integer'), z.gte(1, 'must be at least 1'), z.lte(max, `must be at most ${max}`));
}

export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, part) => {
    if (typeof part === 'number') return `${text}[${part}]`;
    return text ? `${text}.${String(part)}` : String(part);
  }, '');
}

export function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let current: unknown = input;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[part];
  }
  return current;
}

export interface FieldProblem {
  field: string;
  problem: string;
}

/** Splits zod's issues into fields that are absent and fields that are wrong. */
export function describeIssues(
  input: unknown,
  issues: readonly z.core.$ZodIssue[],
): {
  missing: string[];
  invalid: FieldProblem[];
} {
  const missing: string[] = [];
  const invalid: FieldProblem[] = [];
  for (const issue of issues) {
    const field = fieldPath(issue.path) || '(body)';
    const value = valueAt(input, issue.path);
    // Whatever zod calls it (an absent enum is `invalid_value`, not `invalid_type`), no value is absence.
    if (value === undefined || value === null) {
      if (!missing.includes(field)) missing.push(field);
    } else {
      invalid.push({ field, problem: issue.message });
    }
  }
  return { missing, invalid };
}

export function invalidFieldsMessage(invalid: readonly FieldProblem[]): string {
  return `invalid fields: ${invalid.map(({ field, problem }) => `${field} (${problem})`).join('; ')}`;
}

/** Parses `input` with `schema`, or throws the service's validation error naming every field. */
export function parseInput<S extends z.core.$ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = z.safeParse(schema, input);
  if (parsed.success) return parsed.data;
  const { missing, invalid } = describeIssues(input, parsed.error.issues);
  if (missing.length > 0) throw new MissingFieldsError(missing, { details: { invalid } });
  throw new ValidationError(invalidFieldsMessage(invalid), { details: { invalid } });
}
