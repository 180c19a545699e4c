/**
 * How the service's three date and time layouts are published in JSON Schema (the OpenAPI
 * document, the MCP tools' arguments): a pattern of the layout with each field's range, and, where
 * JSON Schema has one, the format that says the rest (a real calendar date: no 2026-02-30). The
 * service checks exactly that (dates.ts); a layout without a JSON Schema format (a date-time
 * without an offset) says it in words.
 */
import * as z from './zod.js';

const DATE = '\\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\\d|3[01])';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d';

/** `YYYY-MM-DD`: RFC 3339's full-date. */
export const DATE_FORMAT = { pattern: `^${DATE}$`, format: 'date' } as const;
/** `YYYY-MM-DDTHH:mm:ssZ`: an RFC 3339 date-time, in UTC, without fractions. */
export const UTC_INSTANT_FORMAT = { pattern: `^${DATE}T${TIME}Z$`, format: 'date-time' } as const;
/** `YYYY-MM-DD HH:mm:ss`, a local time: no JSON Schema format fits it. */
export const LOCAL_DATE_TIME_FORMAT = { pattern: `^${DATE} ${TIME}$` } as const;

/** An instant in an answer as `Date.toISOString()` writes it (UTC, with milliseconds). */
export const isoInstant = () => z.string().check(z.describe('ISO-8601 instant (UTC)'));
