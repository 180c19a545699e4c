import { pageAuditTrail } from '../../logs/audit-trail.js';
import * as z from '../../shared/zod.js';
import { defineTool, PageArguments, readOnly } from '../tool.js';
import { instantRange, TimeArgument } from './arguments.js';
import { count } from './words.js';

const MAX_RANGE_DAYS = 31;

export const getAuditTrail = defineTool({
  name: 'getAuditTrail',
  description:
    "The company's recorded MCP tool calls, newest first, between from and to (at most 31 days apart), optionally of one tool: tool, mode, actor, status, escalation reason, latency. Inputs are never recorded.",
  need: { kind: 'family', family: 'read:logs' },
  annotations: readOnly('Audit trail'),
  input: () =>
    z.object({
      tool: z
        .optional(z.string().check(z.minLength(1), z.maxLength(64)))
        .check(z.describe('only calls of this tool')),
      from: TimeArgument.check(
        z.describe('start: an RFC 3339 date-time, or a date (its first instant, UTC)'),
      ),
      to: TimeArgument.check(z.describe('end: an RFC 3339 date-time, or a date (its last instant, UTC)')),
      ...PageArguments.shape,
    }),
  async run({ tenant }, args) {
    const range = instantRange(args.from, args.to, MAX_RANGE_DAYS);
    const page = await pageAuditTrail(
      { tenant: tenant ?? '', ...range, ...(args.tool ? { tool: args.tool } : {}) },
      args,
    );
    const failures = page.entries.filter((e) => e.status === 'failure').length;
    const actors = new Set(page.entries.map((e) => e.actorId)).size;
    const more = page.nextCursor ? '; more may follow (pass data.nextCursor)' : '';
    return {
      data: { ...page },
      humanSummary:
        page.entries.length === 0 && !page.nextCursor
          ? 'No tool calls were recorded in that range.'
          : `${count(page.entries.length, 'tool call')} by ${count(actors, 'actor')} on this page, ${failures} failed${more}.`,
    };
  },
});
