/** An application classification rule and the rules about it that need no I/O. */
import type { Actor } from '../shared/actor.js';
import * as z from '../shared/zod.js';
import { displayRuleName, foldRuleName, ruleCollationKey } from './rule-name.js';

export interface AppRule {
  companyId: string;
  /** The name as sent (trimmed, NFC); unique among the company's active rules once folded. */
  app_name_pt: string;
  foldedName: string;
  collationKey: string;
  regex_rule: string;
  app_class: string | null;
  app_regex: string | null;
  /** Priority: lower first; null sorts after every number. */
  rnk: number | null;
  active: boolean;
  updatedAt: string;
  deactivatedAt: string | null;
  /** Who last wrote it, when that was not the company's own key (an MCP caller). */
  changedBy?: Actor;
}

/** The fields of a rule as validated (rule-inputs.ts). */
export interface RuleFieldValues {
  app_name_pt: string;
  regex_rule: string;
  app_class?: string | null | undefined;
  app_regex?: string | null | undefined;
  rnk?: number | null | undefined;
}

/** An active rule made of validated fields. */
export function activeRule(companyId: string, fields: RuleFieldValues, now: Date): AppRule {
  const foldedName = foldRuleName(fields.app_name_pt);
  return {
    companyId,
    app_name_pt: displayRuleName(fields.app_name_pt),
    foldedName,
    collationKey: ruleCollationKey(foldedName),
    regex_rule: fields.regex_rule,
    app_class: fields.app_class ?? null,
    app_regex: fields.app_regex ?? null,
    rnk: fields.rnk ?? null,
    active: true,
    updatedAt: now.toISOString(),
    deactivatedAt: null,
  };
}

/** A rule as the API shows it. */
export const PublicRuleSchema = z.object({
  app_name_pt: z.string(),
  regex_rule: z.string(),
  app_class: z.nullable(z.string()),
  rnk: z.nullable(z.int()).check(z.describe('priority: lower first; null sorts last')),
  app_regex: z.nullable(z.string()),
});
export type PublicRule = z.output<typeof PublicRuleSchema>;

export function publicRule(rule: AppRule): PublicRule {
  return {
    app_name_pt: rule.app_name_pt,
    regex_rule: rule.regex_rule,
    app_class: rule.app_class,
    rnk: rule.rnk,
    app_regex: rule.app_regex,
  };
}
