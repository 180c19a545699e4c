/**
 * Use cases of the application classification rules: insert (unique active name), upsert by name
 * (for the MCP tool categorizeURL, through upsert-url-rule.ts), deactivate and list. They take
 * fields already parsed: handlers parse their bodies with the schemas (schemas.ts, rule-inputs.ts);
 * upsertUrlRule parses the fields it writes itself.
 */
import {
  deactivateActiveRule,
  insertActiveRule,
  pageActiveRules,
  type RuleEvents,
  type RuleWrite,
  upsertRule,
} from '../dynamo/rule-store.js';
import type { Actor } from '../shared/actor.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import type { ChangedBy } from '../webhooks/event-types.js';
import { changedByActor, changedByApi, eventsOfChange, eventsWanted, subjects } from '../webhooks/events.js';
import { type AppRule, activeRule, type PublicRule, publicRule } from './rule.js';
import { type ListRulesInput, MAX_LIST_LIMIT, type RuleFields } from './rule-inputs.js';
import { foldRuleName } from './rule-name.js';

/** What rule.changed reports of a rule's state. */
const reportedRule = (rule: AppRule) => ({
  app_name_pt: rule.app_name_pt,
  active: rule.active,
  regex_rule: rule.regex_rule,
  app_class: rule.app_class,
  app_regex: rule.app_regex,
  rnk: rule.rnk,
});

/** The rule.changed event builder for the store, or undefined when no subscription takes it. */
async function ruleEvents(companyId: string, by: ChangedBy, now: Date): Promise<RuleEvents | undefined> {
  if (!(await eventsWanted(companyId, 'rule.changed'))) return undefined;
  return (change, rule, old) =>
    eventsOfChange(
      companyId,
      'rule.changed',
      subjects.rule(rule.foldedName),
      { before: old && reportedRule(old), after: reportedRule(rule) },
      () => {
        // The state reported, with the change (second, where the schema has it) and who made it.
        const { app_name_pt, ...state } = reportedRule(rule);
        return { app_name_pt, change, ...state, by };
      },
      now,
    );
}

export interface RuleWriteResult {
  rule: PublicRule;
  outcome: RuleWrite;
}

/** A new active rule; ConflictError (409) when an active rule has the same folded name. */
export async function insertRule(
  companyId: string,
  fields: RuleFields,
  now = new Date(),
): Promise<RuleWriteResult> {
  const rule = activeRule(companyId, fields, now);
  const outcome = await insertActiveRule(
    rule,
    await ruleEvents(companyId, changedByApi('insertAppClassificationRule'), now),
  );
  return { rule: publicRule(rule), outcome };
}

/**
 * Adds the rule, or replaces the fields of the rule with that name (active or not), leaving it
 * active. `outcome` says which. `fields` are parsed ones, as insertRule's (its caller,
 * upsertUrlRule, parses them). `changedBy` (an MCP caller) is stored on the rule.
 */
export async function upsertRuleByName(
  companyId: string,
  fields: RuleFields,
  now = new Date(),
  changedBy?: Actor,
  expect?: (old: AppRule | undefined) => void,
): Promise<RuleWriteResult> {
  const rule = { ...activeRule(companyId, fields, now), ...(changedBy ? { changedBy } : {}) };
  const by = changedBy ? changedByActor(changedBy) : changedByApi('categorizeURL');
  const outcome = await upsertRule(rule, await ruleEvents(companyId, by, now), expect);
  return { rule: publicRule(rule), outcome };
}

/** Deactivates the active rule of that name; NotFoundError (404) when there is none. */
export async function deactivateRule(
  companyId: string,
  app_name_pt: string,
  now = new Date(),
): Promise<string> {
  const rule = await deactivateActiveRule(
    companyId,
    foldRuleName(app_name_pt),
    now,
    await ruleEvents(companyId, changedByApi('deactivateAppClassificationRule'), now),
  );
  if (!rule) throw errorOf(ERRORS.noActiveRule, { app_name_pt });
  return rule.app_name_pt;
}

export interface RuleListing {
  rules: PublicRule[];
  nextCursor?: string;
}

/** A page of the active rules by rnk (none last), then name; `limit` 1..100, default 100. */
export async function listActiveRules(
  companyId: string,
  { limit = MAX_LIST_LIMIT, cursor }: ListRulesInput,
): Promise<RuleListing> {
  const { records, ...next } = await pageActiveRules(companyId, { limit, cursor });
  return { rules: records.map(publicRule), ...next };
}
