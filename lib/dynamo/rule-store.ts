/** Application classification rules (see ruleKeys): the only module that reads or writes them. */
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AppRule } from '../classification/rule.js';
import { ConflictError } from '../shared/errors.js';
import { documentDb, tableName } from './client.js';
import { isConditionFailure } from './errors.js';
import { ruleEntity, ruleKeys } from './keys.js';
import { countAll, type Listing, type ListQuery, readListing } from './paging.js';
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
  try {
    const { Attributes } = await documentDb().send(
      new PutCommand({
        TableName: tableName(),
        Item: ruleEntity.toItem(rule),
        ConditionExpression: 'attribute_not_exists(pk) OR active = :false',
        ExpressionAttributeValues: { ':false': false },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes ? 'reactivated' : 'created';
  } catch (error) {
    if (isConditionFailure(error)) {
      throw new ConflictError(`an active rule named '${rule.app_name_pt}' already exists`, { cause: error });
    }
    throw error;
  }
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
  try {
    const { Attributes } = await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: ruleKeys.item(companyId, foldedName),
        // Out of the listing index, which holds only active rules.
        UpdateExpression: `SET active = :false, deactivatedAt = :at, updatedAt = :at REMOVE ${ruleEntity.indexAttributes.join(', ')}`,
        ConditionExpression: 'active = :true',
        ExpressionAttributeValues: { ':false': false, ':true': true, ':at': at.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? ruleEntity.fromItem(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

const activeRules = (companyId: string): ListQuery<AppRule> => ({
  entity: ruleEntity,
  index: GSI1,
  partitions: [ruleKeys.activePk(companyId)],
});

/** A page of the company's active rules in listing order (rnk, then name): one Query of the sparse index. */
export async function pageActiveRules(
  companyId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<Listing<AppRule>> {
  return readListing(activeRules(companyId), { ...page, tenant: companyId, listing: 'activeRules' });
}

/** How many rules of the company are active (a key-only count of the sparse index). */
export async function countActiveRules(companyId: string): Promise<number> {
  return countAll(activeRules(companyId));
}
