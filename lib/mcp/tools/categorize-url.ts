import { upsertUrlRule } from '../../classification/upsert-url-rule.js';
import { parseUrlTarget } from '../../classification/url-rule.js';
import { MissingFieldsError, ValidationError } from '../../shared/errors.js';
import * as z from '../../shared/zod.js';
import { ToolFailure } from '../errors.js';
import { defineTool } from '../tool.js';
import { invalidArgument } from './arguments.js';

const OUTCOME_WORDS = {
  created: 'a new rule',
  updated: 'the rule of that name now matches this address instead of its previous pattern',
  reactivated: 'the deactivated rule of that name is active again, with this address',
};

export const categorizeURL = defineTool({
  name: 'categorizeURL',
  description:
    'Classify a URL or domain as an application: adds, or replaces, the classification rule named app_name_pt with a pattern matching that domain (and its subdomains; only under the path when one is given) and the class app_class.',
  need: { kind: 'family', family: 'write:masterdata' },
  annotations: {
    title: 'Categorize a URL',
    readOnlyHint: false,
    // A rule of the same name is replaced, its previous pattern lost.
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () =>
    z.object({
      url: z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(2000),
          z.describe('a URL (https://docs.google.com/spreadsheets) or a domain (example.com)'),
        ),
      app_name_pt: z
        .string()
        .check(
          z.minLength(1),
          z.maxLength(200),
          z.describe('the application name (Portuguese), unique among active rules'),
        ),
      app_class: z
        .string()
        .check(z.minLength(1), z.maxLength(200), z.describe('the class, e.g. Produtividade')),
      rnk: z.optional(z.number().check(z.int())).check(z.describe('priority; lower first')),
    }),
  async run({ tenant, principal }, { url, app_name_pt, app_class, rnk }) {
    const target = parseUrlTarget(url);
    if (!target) throw invalidArgument('url', 'must be an http(s) URL or a domain like example.com');
    let result: Awaited<ReturnType<typeof upsertUrlRule>>;
    try {
      result = await upsertUrlRule(
        tenant ?? '',
        target,
        { app_name_pt, app_class, ...(rnk === undefined ? {} : { rnk }) },
        new Date(),
        { sub: principal.sub, mode: principal.mode, via: 'mcp' },
      );
    } catch (error) {
      if (error instanceof ValidationError || error instanceof MissingFieldsError)
        throw new ToolFailure('invalid_arguments', 400, error.message, { warnings: [error.message] });
      throw error;
    }
    const address = `${target.host}${target.path}`;
    return {
      data: { ...result, matches: address, changedBy: { sub: principal.sub, mode: principal.mode } },
      humanSummary: `${address} is now classified as '${result.rule.app_name_pt}' (${app_class}): ${OUTCOME_WORDS[result.outcome]}.`,
      warnings:
        result.outcome === 'updated'
          ? [`the previous pattern of '${result.rule.app_name_pt}' was replaced`]
          : [],
    };
  },
});
