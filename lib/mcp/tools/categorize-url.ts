import type { AppRule } from '../../classification/rule.js';
import { previewUrlRule, upsertUrlRule } from '../../classification/upsert-url-rule.js';
import { parseUrlTarget, type UrlTarget } from '../../classification/url-rule.js';
import * as z from '../../shared/zod.js';
import { unchangedSinceConfirmed } from '../confirmation.js';
import { digestOf } from '../request-state.js';
import { defineTool, overwrites } from '../tool.js';
import { asArgumentsFailure, invalidArgument } from './arguments.js';

const OUTCOME_WORDS = {
  created: 'a new rule',
  updated: 'the rule of that name now matches this address instead of its previous pattern',
  reactivated: 'the deactivated rule of that name is active again, with this address',
};

/** What a person saw of the rule of that name when asked (none: a new rule). */
const seenOf = (rule: AppRule | undefined) =>
  digestOf(
    rule
      ? { regex_rule: rule.regex_rule, app_class: rule.app_class, rnk: rule.rnk, active: rule.active }
      : null,
  );

function targetOf(url: string): UrlTarget {
  const target = parseUrlTarget(url);
  if (!target) throw invalidArgument('url', 'must be an http(s) URL or a domain like example.com');
  return target;
}

export const categorizeURL = defineTool({
  name: 'categorizeURL',
  description:
    'Classify a URL or domain as an application: adds, or replaces, the classification rule named app_name_pt with a pattern matching that domain (and its subdomains; only under the path when one is given) and the class app_class. Where the client supports it (MCP 2026-07-28 elicitation), the person is first asked to confirm the rule (new, or what it replaces).',
  need: { kind: 'family', family: 'write:masterdata' },
  // A rule of the same name is replaced, its previous pattern lost.
  annotations: overwrites('Categorize a URL'),
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
  async statement({ tenant }, { url, app_name_pt, app_class, rnk }) {
    const companyId = tenant ?? '';
    const target = targetOf(url);
    const { fields, existing } = await asArgumentsFailure(() =>
      previewUrlRule(companyId, target, { app_name_pt, app_class, ...(rnk === undefined ? {} : { rnk }) }),
    );
    const address = `${target.host}${target.path}`;
    const rule = `'${fields.app_name_pt}', class '${app_class}'${rnk === undefined ? '' : `, priority ${rnk}`}`;
    const what = !existing
      ? 'a new rule'
      : existing.active
        ? `replacing that rule's pattern ${existing.regex_rule} and class '${existing.app_class ?? '(none)'}'`
        : 'reactivating that deactivated rule';
    return {
      message: `Classify ${address} (and its subdomains) as ${rule} in company ${companyId}: ${what}. Pattern: ${fields.regex_rule}`,
      seen: seenOf(existing),
    };
  },
  async run(context, { url, app_name_pt, app_class, rnk }) {
    const { tenant, principal } = context;
    const target = targetOf(url);
    const result = await asArgumentsFailure(() =>
      upsertUrlRule(
        tenant ?? '',
        target,
        { app_name_pt, app_class, ...(rnk === undefined ? {} : { rnk }) },
        new Date(),
        { sub: principal.sub, mode: principal.mode, via: 'mcp' },
        unchangedSinceConfirmed(context, seenOf),
      ),
    );
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
