/** Application classification rules (see ruleKeys): the only module that reads or writes them. */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AppRule } from '../classification/rule.js';
import { ConflictError } from '../shared/errors.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { documentDb, tableName } from './client.js';
import { unlessConditionFails, writtenUnlessRefused } from './errors.js';
import { getRecord } from './get-record.js';
import { ruleEntity, ruleKeys } from './keys.js';
import { companyList } from './paging.js';
import { GSI1 } from './table.js';
import { writeWithEvents } from './webhook-event-store.js';

/** What a write did to the rule of that name. */
export type RuleWrite = 'created' | 'reactivated' | 'updated';

/** The webhook events of a rule write, once it is known what the write does (rule: as written). */
export type RuleEvents = (outcome: RuleWrite | 'deactivated', rule: AppRule) => readonly WebhookEvent[];

/** Writes with events are transactions, which answer no old item: read it first, and write over it only. */
const MAX_ATTEMPTS = 3;

async function storedRule(companyId: string, foldedName: string): Promise<AppRule | undefined> {
  return getRecord(ruleEntity, ruleKeys.item(companyId, foldedName), true);
}

/** The condition that the rule is still as read (absent, or unchanged since its updatedAt). */
function asRead(old: AppRule | undefined, extra?: string) {
  const unchanged = old ? 'updatedAt = :read' : 'attribute_not_exists(pk)';
  return {
    ConditionExpression: extra ? `${unchanged} AND ${extra}` : unchanged,
    ...(old ? { ExpressionAttributeValues: { ':read': old.updatedAt } } : {}),
  };
}

/** Puts the rule over the one read, with its events; false when it changed meanwhile. */
function putOverRead(rule: AppRule, old: AppRule | undefined, events: readonly WebhookEvent[]) {
  return writtenUnlessRefused(
    writeWithEvents(
      { Put: { TableName: tableName(), Item: ruleEntity.toItem(rule), ...asRead(old) } },
      events,
    ),
  );
}

function keepsChanging(rule: { app_name_pt: string }): ConflictError {
  return new ConflictError(
    `the rule '${rule.app_name_pt}' keeps changing under concurrent writes; try again`,
  );
}

function writeOutcome(old: Record<string, unknown> | undefined): RuleWrite {
  if (!old) return 'created';
  return old.active === true ? 'updated' : 'reactivated';
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
  if (events) {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const old = await storedRule(rule.companyId, rule.foldedName);
      if (old?.active) throw new ConflictError(`an active rule named '${rule.app_name_pt}' already exists`);
      const outcome = old ? 'reactivated' : 'created';
      if (await putOverRead(rule, old, events(outcome, rule))) return outcome;
    }
    throw keepsChanging(rule);
  }
  return unlessConditionFails(
    documentDb()
      .send(
        new PutCommand({
          TableName: tableName(),
          Item: ruleEntity.toItem(rule),
          ConditionExpression: 'attribute_not_exists(pk) OR active = :false',
          ExpressionAttributeValues: { ':false': false },
          ReturnValues: 'ALL_OLD',
        }),
      )
      .then(({ Attributes }) => (Attributes ? 'reactivated' : 'created')),
    (error) => {
      throw new ConflictError(`an active rule named '${rule.app_name_pt}' already exists`, { cause: error });
    },
  );
}

/** Writes the rule whatever the state of its name: one atomic put, last writer wins. */
export async function upsertRule(rule: AppRule, events?: RuleEvents): Promise<RuleWrite> {
  if (events) {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const old = await storedRule(rule.companyId, rule.foldedName);
      const outcome = writeOutcome(old as Record<string, unknown> | undefined);
      if (await putOverRead(rule, old, events(outcome, rule))) return outcome;
    }
    throw keepsChanging(rule);
  }
  const { Attributes } = await documentDb().send(
    new PutCommand({ TableName: tableName(), Item: ruleEntity.toItem(rule), ReturnValues: 'ALL_OLD' }),
  );
  return writeOutcome(Attributes);
}

/** Deactivates the active rule of that folded name; undefined when there is none. */
export async function deactivateActiveRule(
  companyId: string,
  foldedName: string,
  at: Date,
  events?: RuleEvents,
): Promise<AppRule | undefined> {
  if (events) {
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      const old = await storedRule(companyId, foldedName);
      if (!old?.active) return undefined;
      const after = { ...old, active: false, deactivatedAt: at.toISOString(), updatedAt: at.toISOString() };
      if (await putOverRead(after, old, events('deactivated', after))) return after;
    }
    throw keepsChanging({ app_name_pt: foldedName });
  }
  return unlessConditionFails(
    documentDb()
      .send(
        new UpdateCommand({
          TableName: tableName(),
          Key: ruleKeys.item(companyId, foldedName),
          // Out of the listing index, which holds only active rules.
          UpdateExpression: `SET active = :false, deactivatedAt = :at, updatedAt = :at REMOVE ${ruleEntity.indexAttributes.join(', ')}`,
          ConditionExpression: 'active = :true',
          ExpressionAttributeValues: { ':false': false, ':true': true, ':at': at.toISOString() },
          ReturnValues: 'ALL_NEW',
        }),
      )
      .then(({ Attributes }) => (Attributes ? ruleEntity.fromItem(Attributes) : undefined)),
    () => undefined,
  );
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
