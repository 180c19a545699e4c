/** Argument pieces several tools share, and the checks zod cannot express on one field. */

import { MAX_LOGIN_BYTES } from '../../masterdata/employee.js';
import { daysBetween, isRealDate, parseRfc3339DateTime, parseUtcInstant } from '../../shared/dates.js';
import { MissingFieldsError, ValidationError } from '../../shared/errors.js';
import { maxBytes } from '../../shared/validation.js';
import * as z from '../../shared/zod.js';
import { ToolFailure } from '../errors.js';

const DAY_MS = 86_400_000;
const TIME_PROBLEM =
  'must be a real date YYYY-MM-DD or an RFC 3339 date-time with Z or an offset, e.g. 2026-03-10T14:30:00.000Z or 2026-03-10T11:30:00-03:00';

/**
 * Every time argument of every tool: a plain date or an RFC 3339 date-time, as agents write them
 * (`new Date().toISOString()`, an offset, a date). What it stands for (a day, or an instant) is the
 * tool's reading, through instantRange and dayOf. The pattern is for the published JSON Schema; the
 * refinement checks the same forms and that the date and time are real (no 2026-02-30, no 24:00).
 */
export const TimeArgument = z
  .string()
  .check(z.maxLength(40, { error: TIME_PROBLEM, abort: true }), z.refine(isTimeArgument, TIME_PROBLEM))
  .register(z.globalRegistry, {
    pattern: '^\\d{4}-\\d{2}-\\d{2}(?:[Tt]\\d{2}:\\d{2}:\\d{2}(?:\\.\\d+)?(?:[Zz]|[+-]\\d{2}:\\d{2}))?$',
    examples: ['2026-03-10T14:30:00.000Z', '2026-03-10T11:30:00-03:00', '2026-03-10'],
  });

function isTimeArgument(text: string): boolean {
  return isRealDate(text) || parseRfc3339DateTime(text) !== undefined;
}

/** Epoch ms of a time argument; a plain date is its first or last millisecond in UTC. */
function instantOf(text: string, edge: 'start' | 'end'): number {
  if (isRealDate(text)) {
    const start = parseUtcInstant(`${text}T00:00:00Z`) ?? 0;
    return edge === 'start' ? start : start + DAY_MS - 1;
  }
  return parseRfc3339DateTime(text) ?? 0;
}

/** The day a time argument names: a plain date, or the date a date-time is written in. */
export function dayOf(text: string): string {
  return text.slice(0, 10);
}

export const LoginArgument = z
  .string()
  .check(
    z.trim(),
    z.minLength(1),
    maxBytes(MAX_LOGIN_BYTES),
    z.describe(`the employee's login (at most ${MAX_LOGIN_BYTES} bytes of UTF-8)`),
  );

/** A refusal of one argument, answered like a schema failure (escalationReason invalid_arguments). */
export function invalidArgument(field: string, problem: string): ToolFailure {
  return new ToolFailure('invalid_arguments', 400, `invalid arguments: ${field}: ${problem}`, {
    warnings: [`${field}: ${problem}`],
  });
}

/** The work, with a field the domain refuses answered as the arguments' fault (invalid_arguments). */
export async function asArgumentsFailure<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ValidationError || error instanceof MissingFieldsError)
      throw new ToolFailure('invalid_arguments', 400, error.message, { warnings: [error.message] });
    throw error;
  }
}

const toBeforeFrom = (to: string, from: string) => invalidArgument('to', `${to} is before from ${from}`);
const rangeTooLong = (maxDays: number) => invalidArgument('to', `the range may span at most ${maxDays} days`);

/**
 * `from`..`to` time arguments as millisecond ISO bounds in UTC, at most `maxDays` apart: a plain
 * `from` is its day's first instant, a plain `to` its day's last.
 */
export function instantRange(from: string, to: string, maxDays: number): { fromIso: string; toIso: string } {
  const start = instantOf(from, 'start');
  const end = instantOf(to, 'end');
  if (end < start) throw toBeforeFrom(to, from);
  if (end - start > maxDays * DAY_MS) throw rangeTooLong(maxDays);
  return { fromIso: new Date(start).toISOString(), toIso: new Date(end).toISOString() };
}

/** The days `from`..`to` name (see dayOf), at most `maxDays` days inclusive. */
export function dateRange(
  fromArgument: string,
  toArgument: string,
  maxDays: number,
): { from: string; to: string } {
  const from = dayOf(fromArgument);
  const to = dayOf(toArgument);
  const span = daysBetween(from, to);
  if (span < 0) throw toBeforeFrom(to, from);
  if (span + 1 > maxDays) throw rangeTooLong(maxDays);
  return { from, to };
}
