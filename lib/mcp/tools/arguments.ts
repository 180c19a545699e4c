/** Argument pieces several tools share, and the checks zod cannot express on one field. */

import { DateSchema } from '../../punch/field-schemas.js';
import { daysBetween, isUtcInstant, parseUtcInstant } from '../../shared/dates.js';
import * as z from '../../shared/zod.js';
import { ToolFailure } from '../errors.js';

export const InstantArgument = z
  .string()
  .check(
    z.maxLength(20, { error: 'must be a UTC instant YYYY-MM-DDTHH:mm:ssZ', abort: true }),
    z.refine(isUtcInstant, 'must be a real UTC instant YYYY-MM-DDTHH:mm:ssZ'),
  );

export const DateArgument = DateSchema;

export const LoginArgument = z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(200), z.describe("the employee's login"));

/** A refusal of one argument, answered like a schema failure (escalationReason invalid_arguments). */
export function invalidArgument(field: string, problem: string): ToolFailure {
  return new ToolFailure('invalid_arguments', 400, `invalid arguments: ${field}: ${problem}`, {
    warnings: [`${field}: ${problem}`],
  });
}

/** `from`..`to` instants as millisecond ISO bounds, at most `maxDays` apart. */
export function instantRange(from: string, to: string, maxDays: number): { fromIso: string; toIso: string } {
  const start = parseUtcInstant(from) ?? 0;
  const end = parseUtcInstant(to) ?? 0;
  if (end < start) throw invalidArgument('to', `${to} is before from ${from}`);
  if (end - start > maxDays * 86_400_000)
    throw invalidArgument('to', `the range may span at most ${maxDays} days`);
  return { fromIso: new Date(start).toISOString(), toIso: new Date(end).toISOString() };
}

/** `from`..`to` dates, at most `maxDays` days inclusive. */
export function dateRange(from: string, to: string, maxDays: number): void {
  const span = daysBetween(from, to);
  if (span < 0) throw invalidArgument('to', `${to} is before from ${from}`);
  if (span + 1 > maxDays) throw invalidArgument('to', `the range may span at most ${maxDays} days`);
}
