/** Application classification rules (see ruleKeys): the only module that reads or writes them. */
import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { AppRule } from '../classification/rule.js';
import { ConflictError } from '../shared/errors.js';
import { documentDb, tableName } from './client.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import { isConditionFailure } from './errors.js';
import { ruleKeys } from './keys.js';
import { queryCount } from './query-all.js';
import { GSI1 } from './table.js';

const ENTITY = 'AppRule';

/** What a write did to the rule of that name. */
export type RuleWrite = 'created' | 'reactivated' | 'updated';

function ruleItem(rule: AppRule): Record<string, unknown> {
  return {
    ...ruleKeys.item(rule.companyId, rule.foldedName),
    type: ENTITY,
    // Only active rules are in the listing index.
    ...(rule.active
      ? {
          gsi1pk: ruleKeys.activePk(rule.companyId),
          gsi1sk: ruleKeys.activeSort(rule.rnk, rule.collationKey, rule.foldedName),
        }
      : {}),
    ...rule,
  };
}

function toRule(item: Record<string, unknown>): AppRule {
  return {
    companyId: item.companyId as string,
    app_name_pt: item.app_name_pt as string,
    foldedName: item.foldedName as string,
    collationKey: item.collationKey as string,
    regex_rule: item.regex_rule as string,
    app_class: (item.app_class as string | null | undefined) ?? null,
    app_regex: (item.app_regex as string | null | undefined) ?? null,
    rnk: (item.rnk as number | null | undefined) ?? null,
    active: item.active === true,
    updatedAt: item.updatedAt as string,
    deactivatedAt: (item.deactivatedAt as string | null | undefined) ?? null,
  };
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
export async function insertActiveRule(rule: AppRule): Promise<'created' | 'reactivated'> {
  try {
    const { Attributes } = await documentDb().send(
      new PutCommand({
        TableName: tableName(),
        Item: ruleItem(rule),
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
    new PutCommand({ TableName: tableName(), Item: ruleItem(rule), ReturnValues: 'ALL_OLD' }),
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
        UpdateExpression: 'SET active = :false, deactivatedAt = :at, updatedAt = :at REMOVE gsi1pk, gsi1sk',
        ConditionExpression: 'active = :true',
        ExpressionAttributeValues: { ':false': false, ':true': true, ':at': at.toISOString() },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Attributes ? toRule(Attributes) : undefined;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

export interface RulePage {
  rules: AppRule[];
  /** Present only when more rules follow. */
  nextCursor?: string;
}

/**
 * One page of the company's active rules in listing order (rnk, then name): one Query of the
 * sparse index. One item more than the page is read, so a cursor is given only when more follow.
 */
export async function pageActiveRules(companyId: string, limit: number, cursor?: string): Promise<RulePage> {
  const activePk = ruleKeys.activePk(companyId);
  const startKey = cursor
    ? decodeCursor(cursor, {
        attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
        fixed: { gsi1pk: activePk, pk: ruleKeys.companyPk(companyId) },
      })
    : undefined;
  const { Items = [] } = await documentDb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1,
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': activePk },
      Limit: limit + 1,
      ExclusiveStartKey: startKey,
    }),
  );
  const page = Items.slice(0, limit);
  const last = page.at(-1);
  const nextCursor =
    Items.length > limit && last
      ? encodeCursor({
          pk: last.pk as string,
          sk: last.sk as string,
          gsi1pk: last.gsi1pk as string,
          gsi1sk: last.gsi1sk as string,
        })
      : undefined;
  return { rules: page.map(toRule), ...(nextCursor ? { nextCursor } : {}) };
}

/** How many rules of the company are active (a key-only count of the sparse index). */
export async function countActiveRules(companyId: string): Promise<number> {
  return queryCount({
    IndexName: GSI1,
    KeyConditionExpression: 'gsi1pk = :pk',
    ExpressionAttributeValues: { ':pk': ruleKeys.activePk(companyId) },
  });
}
