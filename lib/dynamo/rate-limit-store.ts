/**
 * Counters of fixed 60-second windows, shared by every Lambda instance. An increment succeeds only
 * while the window's count is below the ceiling the caller computed, so rejected calls consume
 * nothing and concurrent callers never overshoot it.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentDb, tableName } from './client.js';
import { isConditionFailure } from './errors.js';
import { rateLimitKeys } from './keys.js';

/** Windows outlive themselves by two minutes: the next window still reads the previous one. */
const WINDOW_TTL_SECONDS = 180;

export async function windowCount(limiter: string, subject: string, windowStart: number): Promise<number> {
  const { Item } = await documentDb().send(
    new GetCommand({
      TableName: tableName(),
      Key: rateLimitKeys.window(limiter, subject, windowStart),
      ProjectionExpression: '#n',
      ExpressionAttributeNames: { '#n': 'count' },
    }),
  );
  return typeof Item?.count === 'number' ? Item.count : 0;
}

/** Adds `amount` to the window if the count stays within `ceiling`; false (and no change) when not. */
export async function incrementWindowBelow(
  limiter: string,
  subject: string,
  windowStart: number,
  ceiling: number,
  amount = 1,
): Promise<boolean> {
  if (ceiling < amount) return false;
  try {
    await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKeys.window(limiter, subject, windowStart),
        UpdateExpression:
          'ADD #n :amount SET #ttl = if_not_exists(#ttl, :ttl), #type = if_not_exists(#type, :type)',
        ConditionExpression: 'attribute_not_exists(#n) OR #n <= :maxBefore',
        ExpressionAttributeNames: { '#n': 'count', '#ttl': 'ttl', '#type': 'type' },
        ExpressionAttributeValues: {
          ':amount': amount,
          ':maxBefore': ceiling - amount,
          ':ttl': windowStart + 60 + WINDOW_TTL_SECONDS,
          ':type': 'RateWindow',
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Takes one back from the window (a call that turned out not to count); never below zero. */
export async function decrementWindow(limiter: string, subject: string, windowStart: number): Promise<void> {
  try {
    await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: rateLimitKeys.window(limiter, subject, windowStart),
        UpdateExpression: 'ADD #n :minusOne',
        ConditionExpression: '#n > :zero',
        ExpressionAttributeNames: { '#n': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
