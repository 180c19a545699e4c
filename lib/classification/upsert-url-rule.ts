/**
 * categorizeURL's write: the rule of a given name made to match a URL or domain (url-rule.ts).
 *
 * Its regex is written here, by urlRegex, never taken from the caller, and its fields are parsed
 * with the rule fields schema of the REST insert except for one check: the regex passes the length
 * and syntax checks (regex-syntax.ts) but not safe-regex2's ReDoS check (regex-check.ts). That check
 * accepts every pattern urlRegex writes (its only quantifier, `[^/?#]*`, is in no repeated group,
 * and every other special character of the address is escaped), so it would refuse nothing here,
 * and leaving it out keeps its parser (ret, 14 KB) out of the MCP server's bundle.
 * test/lib/classification/upsert-url-rule.test.ts holds urlRegex to that over arbitrary URLs.
 */

import type { Actor } from '../shared/actor.js';
import { parseInput } from '../shared/validation.js';
import { regexSyntaxProblem } from './regex-syntax.js';
import { ruleFieldsSchema } from './rule-inputs.js';
import { type RuleWriteResult, upsertRuleByName } from './rules.js';
import { type UrlTarget, urlRegex } from './url-rule.js';

/** The rule fields schema for the patterns urlRegex writes (see above). */
export const UrlRuleFieldsSchema = ruleFieldsSchema(regexSyntaxProblem);

export interface UrlRuleFields {
  app_name_pt: string;
  app_class: string;
  rnk?: number;
}

/**
 * Adds the rule named app_name_pt matching `target`, or replaces the fields of the rule of that
 * name (active or not), leaving it active; `outcome` says which. ValidationError or
 * MissingFieldsError (400) when a field is refused, as by the REST insert; nothing is written then.
 */
export async function upsertUrlRule(
  companyId: string,
  target: UrlTarget,
  { app_name_pt, app_class, rnk }: UrlRuleFields,
  now = new Date(),
  changedBy?: Actor,
): Promise<RuleWriteResult> {
  const fields = parseInput(UrlRuleFieldsSchema, {
    app_name_pt,
    regex_rule: urlRegex(target),
    app_class,
    ...(rnk === undefined ? {} : { rnk }),
  });
  return upsertRuleByName(companyId, fields, now, changedBy);
}
