/**
 * categorizeURL's write: the rule of a given name made to match a URL or domain (url-rule.ts).
 *
 * Its regex is written here, by urlRegex, never taken from the caller, and its fields are parsed
 * with the rule fields schema of the REST insert except for one check: the regex passes the length
 * and syntax checks (regex-syntax.ts) but not the ReDoS analysis (regex-check.ts). Every pattern
 * urlRegex writes is anchored at the start, has one loop (`[^/?#]*`) in no repeated group, and
 * escapes every other special character of the address, so its matching time is linear and the
 * analysis accepts it; leaving it out keeps the analysis and its parser (about 80 KB) out of the
 * MCP server's bundle. test/lib/classification/upsert-url-rule.test.ts holds urlRegex to that over
 * arbitrary URLs, with the analysis itself.
 */

import { getRule } from '../dynamo/rule-store.js';
import type { Actor } from '../shared/actor.js';
import { parseInput } from '../shared/validation.js';
import { regexSyntaxProblem } from './regex-syntax.js';
import type { AppRule } from './rule.js';
import { type RuleFields, ruleFieldsSchema } from './rule-inputs.js';
import { foldRuleName } from './rule-name.js';
import { type RuleWriteResult, upsertRuleByName } from './rules.js';
import { type UrlTarget, urlRegex } from './url-rule.js';

/** The rule fields schema for the patterns urlRegex writes (see above). */
export const UrlRuleFieldsSchema = ruleFieldsSchema(regexSyntaxProblem);

export interface UrlRuleFields {
  app_name_pt: string;
  app_class: string;
  rnk?: number;
}

/** The rule fields a URL rule is written with; ValidationError or MissingFieldsError when refused. */
function urlRuleFields(target: UrlTarget, { app_name_pt, app_class, rnk }: UrlRuleFields): RuleFields {
  return parseInput(UrlRuleFieldsSchema, {
    app_name_pt,
    regex_rule: urlRegex(target),
    app_class,
    ...(rnk === undefined ? {} : { rnk }),
  });
}

/**
 * Adds the rule named app_name_pt matching `target`, or replaces the fields of the rule of that
 * name (active or not), leaving it active; `outcome` says which. ValidationError or
 * MissingFieldsError (400) when a field is refused, as by the REST insert; nothing is written then.
 * `expect`, given the rule of that name as read, throws to write nothing (a confirmed change whose
 * rule moved since the person was asked).
 */
export async function upsertUrlRule(
  companyId: string,
  target: UrlTarget,
  input: UrlRuleFields,
  now = new Date(),
  changedBy?: Actor,
  expect?: (old: AppRule | undefined) => void,
): Promise<RuleWriteResult> {
  return upsertRuleByName(companyId, urlRuleFields(target, input), now, changedBy, expect);
}

/** What upsertUrlRule would write and the rule of that name it would replace, read now. */
export async function previewUrlRule(
  companyId: string,
  target: UrlTarget,
  input: UrlRuleFields,
): Promise<{ fields: RuleFields; existing: AppRule | undefined }> {
  const fields = urlRuleFields(target, input);
  return { fields, existing: await getRule(companyId, foldRuleName(fields.app_name_pt)) };
}
