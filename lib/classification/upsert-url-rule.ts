/**
 * categorizeURL's write: the rule of a given name made to match a URL or domain (url-rule.ts).
 *
 * Its regex is written here, by urlRegex, never taken from the caller, and parsed with the rule
 * fields schema of the REST insert, ReDoS analysis included: urlRegex writes only linear patterns,
 * so the analysis accepts them, but a rule stored by either path is held to the same check.
 */

import type { Actor } from '../shared/actor.js';
import { parseInput } from '../shared/validation.js';
import { type RuleWriteResult, upsertRuleByName } from './rules.js';
import { RuleFieldsSchema } from './schemas.js';
import { type UrlTarget, urlRegex } from './url-rule.js';

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
  const fields = parseInput(RuleFieldsSchema, {
    app_name_pt,
    regex_rule: urlRegex(target),
    app_class,
    ...(rnk === undefined ? {} : { rnk }),
  });
  return upsertRuleByName(companyId, fields, now, changedBy);
}
