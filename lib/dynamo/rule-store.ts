/** Application classification rules (see ruleKeys): the only module that reads or writes them. */
import type { AppRule } from '../classification/rule.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { ConflictError, errorOf } from '../shared/errors.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { getRecord } from './get-record.js';
import { ruleEntity, ruleKeys } from './keys.js';
import { companyList } from './paging.js';
import { GSI1 } from './table.js';
import { transact, written } from './transact.js';

/** What a write did to the rule of that name. */
export type RuleWrite = 'created' | 'reactivated' | 'updated';

/** The webhook events of a rule write, once it is known what the write does (rule: as written, old: as read). */
export type RuleEvents = (
  outcome: RuleWrite | 'deactivated',
  rule: AppRule,
  old: AppRule | undefined,
) => readonly WebhookEvent[];

function writeOutcome(old: Record<string, unknown> | undefined): RuleWrite {
  if (!old) return 'created';
  return old.active === true ? 'updated' : 'reactivated';
}

/**
 * A rule write with its events. A transaction answers no old item, so the rule is read first and
 * written only over what was read; `decide` answers the rule to put, what the write does and the
 * answer (or the answer alone: nothing to write). Read again when the rule changed meanwhile.
 */
async function writeReported<T>(
  companyId: string,
  foldedName: string,
  decide: (
    old: AppRule | undefined,
  ) => { put: AppRule; change: RuleWrite | 'deactivated'; answer: T } | { answer: T },
  events: RuleEvents,
): Promise<T> {
  return updateOptimistically({
    read: () => getRecord(ruleEntity, ruleKeys.item(companyId, foldedName), true),
    write: async (old) => {
      const decided = decide(old);
      if (!('put' in decided)) return decided.answer;
      const asRead = old
        ? { ConditionExpression: 'updatedAt = :read', ExpressionAttributeValues: { ':read': old.updatedAt } }
        : { ConditionExpression: 'attribute_not_exists(pk)' };
      const put = { Put: { Item: ruleEntity.toItem(decided.put), ...asRead } };
      return (await written(put, events(decided.change, decided.put, old))) ? decided.answer : AGAIN;
    },
    exhausted: () => new ConflictError('the rule keeps changing under concurrent writes; try again'),
  });
}

/**
 * Writes an active rule unless an active rule of the same folded name exists (ConflictError). The
 * condition is on the one item of that name, so concurrent inserts cannot both win; a deactivated
 * rule of that name is replaced whole, i.e. reactivated with the new fields.
 */
export async function insertActiveRule(
  rule: AppRule,
  events?: RuleEvents,
): Promise<'created' | 'reactivated'> {
  if (events)
    return writeReported(
      rule.companyId,
      rule.foldedName,
      (old) => {
        if (old?.active) throw errorOf(ERRORS.activeRuleExists, { app_name_pt: rule.app_name_pt });
        const change = old ? 'reactivated' : 'created';
        return { put: rule, change, answer: change };
      },
      events,
    );
  const { written, returned } = await transact([
    {
      Put: {
        Item: ruleEntity.toItem(rule),
        ConditionExpression: 'attribute_not_exists(pk) OR active = :false',
        ExpressionAttributeValues: { ':false': false },
        ReturnValues: 'ALL_OLD',
      },
    },
  ]);
  if (!written) throw errorOf(ERRORS.activeRuleExists, { app_name_pt: rule.app_name_pt });
  return returned ? 'reactivated' : 'created';
}

/** The rule of that folded name, active or not, as stored now; undefined when there is none. */
export function getRule(companyId: string, foldedName: string): Promise<AppRule | undefined> {
  return getRecord(ruleEntity, ruleKeys.item(companyId, foldedName), true);
}

/**
 * Writes the rule whatever the state of its name: one atomic put, last writer wins. `expect`, given
 * the rule of that name as read, throws to write nothing (a confirmed change whose data moved).
 */
export async function upsertRule(
  rule: AppRule,
  events?: RuleEvents,
  expect?: (old: AppRule | undefined) => void,
): Promise<RuleWrite> {
  // What is there must be read first when events report the write, or when it must be checked.
  if (events || expect)
    return writeReported(
      rule.companyId,
      rule.foldedName,
      (old) => {
        expect?.(old);
        const change = writeOutcome(old as Record<string, unknown> | undefined);
        return { put: rule, change, answer: change };
      },
      events ?? (() => []),
    );
  const { returned } = await transact([{ Put: { Item: ruleEntity.toItem(rule), ReturnValues: 'ALL_OLD' } }]);
  return writeOutcome(returned);
}

/** Deactivates the active rule of that folded name; undefined when there is none. */
export async function deactivateActiveRule(
  companyId: string,
  foldedName: string,
  at: Date,
  events?: RuleEvents,
): Promise<AppRule | undefined> {
  if (events)
    return writeReported(
      companyId,
      foldedName,
      (old): { put: AppRule; change: 'deactivated'; answer: AppRule } | { answer: undefined } => {
        if (!old?.active) return { answer: undefined };
        const put = { ...old, active: false, deactivatedAt: at.toISOString(), updatedAt: at.toISOString() };
        return { put, change: 'deactivated', answer: put };
      },
      events,
    );
  const { returned } = await transact([
    {
      Update: {
        Key: ruleKeys.item(companyId, foldedName),
        // Out of the listing index, which holds only active rules.
        UpdateExpression: `SET active = :false, deactivatedAt = :at, updatedAt = :at REMOVE ${ruleEntity.indexAttributes.join(', ')}`,
        ConditionExpression: 'active = :true',
        ExpressionAttributeValues: { ':false': false, ':true': true, ':at': at.toISOString() },
        ReturnValues: 'ALL_NEW',
      },
    },
  ]);
  // Refused: no active rule of that name.
  return returned && ruleEntity.fromItem(returned);
}

/** The company's active rules in listing order (rnk, then name): one Query of the sparse index a page. */
const activeRules = companyList('activeRules', (companyId) => ({
  entity: ruleEntity,
  index: GSI1,
  partitions: [ruleKeys.activePk(companyId)],
}));

export const pageActiveRules = activeRules.page;
/** A key-only count of the sparse index. */
export const countActiveRules = activeRules.count;
