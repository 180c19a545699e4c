/** Application classification rules (see ruleKeys): the only module that reads or writes them. */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AppRule } from '../classification/rule.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf } from '../shared/errors.js';
import { documentDb, tableName } from './client.js';
import { unlessConditionFails } from './errors.js';
import { ruleEntity, ruleKeys } from './keys.js';
import { companyList } from './paging.js';
import { GSI1 } from './table.js';

/** What a write did to the rule of that name. */
export type RuleWrite = 'created' | 'reactivated' | 'updated';

function writeOutcome(old: Record<string, unknown> | undefined): RuleWrite {
  if (!old) return 'created';
  return old.active === true ? 'updated' : 'reactivated';
}

/**
 * Writes an active rule unless an active rule of the same folded name exists (ConflictError). The
 * condition is on the one item of that name, so concurrent inserts cannot both win; a deactivated
 * rule of that name is replaced whole, i.e. reactivated with the new fields.
 */
export async function insertActiveRule(rule: AppRule): Promise<'created' | 'reactivated'> {
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
      throw errorOf(ERRORS.activeRuleExists, { app_name_pt: rule.app_name_pt }, { cause: error });
    },
  );
}

/** Writes the rule whatever the state of its name: one atomic put, last writer wins. */
export async function upsertRule(rule: AppRule): Promise<RuleWrite> {
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
): Promise<AppRule | undefined> {
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
