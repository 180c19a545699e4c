import { pageTransmissions } from '../../logs/transmissions.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { instantRange, TimeArgument } from './arguments.js';
import { count } from './words.js';

/** Transmissions are kept 90 days; one search spans at most a month of them. */
export const MAX_LOG_RANGE_DAYS = 31;

export const dataSearchLogs = defineTool({
  name: 'data-searchLogs',
  description:
    "Search the company's transmissions (one per call to a key-based endpoint, kept 90 days), newest first, between from and to (at most 31 days apart), optionally by endpoint, HTTP status or error code.",
  need: { kind: 'family', family: 'read:logs' },
  annotations: readOnly('Search transmissions'),
  input: () =>
    z.object({
      endpoint: z
        .optional(z.string().check(z.minLength(1), z.maxLength(64)))
        .check(z.describe('e.g. masterData, sendPunchClock, requestExtension')),
      status: z
        .optional(z.number().check(z.int(), z.gte(100), z.lte(599)))
        .check(z.describe('HTTP status, e.g. 401')),
      errorCode: z
        .optional(z.string().check(z.minLength(1), z.maxLength(64)))
        .check(z.describe('e.g. INVALID_KEY, MISSING_REQUIRED_FIELDS')),
      from: TimeArgument.check(
        z.describe('start: an RFC 3339 date-time, or a date (its first instant, UTC)'),
      ),
      to: TimeArgument.check(z.describe('end: an RFC 3339 date-time, or a date (its last instant, UTC)')),
      ...PageArguments.shape,
    }),
  async run({ tenant }, args) {
    const range = instantRange(args.from, args.to, MAX_LOG_RANGE_DAYS);
    const filter = {
      ...(args.endpoint ? { endpoint: args.endpoint } : {}),
      ...(args.status ? { status: args.status } : {}),
      ...(args.errorCode ? { errorCode: args.errorCode } : {}),
    };
    const page = await pageTransmissions({ companyId: tenant ?? '', ...range, filter }, args);
    const failed = page.transmissions.filter((t) => t.status >= 400).length;
    const more = page.nextCursor ? '; more may follow (pass data.nextCursor)' : '';
    return {
      data: { ...page },
      humanSummary:
        page.transmissions.length === 0 && !page.nextCursor
          ? 'No transmissions match.'
          : `${count(page.transmissions.length, 'transmission')} on this page, ${failed} failed${more}.`,
    };
  },
});
