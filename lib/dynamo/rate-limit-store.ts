/**
 * The rate-limit ring of a subject (see lib/ratelimit/sliding-window.ts): one item holding a
 * counter `n` and one attribute per slot (`s0`, `s1`, ...) with the epoch-ms time the slot was last
 * taken. Shared by every Lambda instance; every change is one atomic UpdateItem.
 */
import { rateLimitKeys, rateLimitRingEntity } from './keys.js';
import { transact, written } from './transact.js';

/** An idle ring expires two minutes after its last use: by then every slot is free anyway. */
const RING_TTL_SECONDS = 120;

/** Advances the ring's counter by `amount` and returns the new value (atomic ADD). */
export async function advanceRing(
  limiter: string,
  subject: string,
  amount: number,
  now: number,
): Promise<number> {
  const { returned } = await transact([
    {
      Update: {
        Key: rateLimitKeys.ring(limiter, subject),
        UpdateExpression: 'ADD #n :amount SET #ttl = :ttl, #type = :type',
        ExpressionAttributeNames: { '#n': 'n', '#ttl': 'ttl', '#type': 'type' },
        ExpressionAttributeValues: {
          ':amount': amount,
          ':ttl': Math.floor(now / 1000) + RING_TTL_SECONDS,
          ':type': rateLimitRingEntity.type,
        },
        ReturnValues: 'UPDATED_NEW',
      },
    },
  ]);
  return returned?.n as number;
}

/**
 * Takes back a refused call's advance of the counter, if no other call advanced it since, so the
 * next call gets the slots the refused one skipped instead of busy ones.
 */
export async function rewindRing(
  limiter: string,
  subject: string,
  amount: number,
  counter: number,
): Promise<void> {
  // Refused: another call advanced it since, and its slots stay busy.
  await written({
    Update: {
      Key: rateLimitKeys.ring(limiter, subject),
      UpdateExpression: 'ADD #n :back',
      ConditionExpression: '#n = :counter',
      ExpressionAttributeNames: { '#n': 'n' },
      ExpressionAttributeValues: { ':back': -amount, ':counter': counter },
    },
  });
}

export interface ClaimedSlot {
  slot: number;
  /** The slot's time stamp before this claim (undefined when it was never taken). */
  previous: number | undefined;
}

export interface RingClaim {
  /** The slots claimed; undefined when one was still busy, and nothing was claimed. */
  claimed: ClaimedSlot[] | undefined;
  /** Every slot's stamp as the claim found it (epoch ms, by slot number; a slot never taken is absent). */
  stamps: ReadonlyMap<number, number>;
}

/** The slot stamps of a ring item (`s0`, `s1`, ...). */
function stampsOf(item: Record<string, unknown> | undefined): Map<number, number> {
  const stamps = new Map<number, number>();
  for (const [name, value] of Object.entries(item ?? {})) {
    const slot = /^s(\d+)$/.exec(name)?.[1];
    if (slot !== undefined && typeof value === 'number') stamps.set(Number(slot), value);
  }
  return stamps;
}

/**
 * Stamps every slot with `now` if each was last taken at or before `freeBefore`; all or none.
 * The ring as it was comes back from the same write, claimed or refused (no read of its own), so
 * the caller can tell how much of the window is left.
 */
export async function claimSlots(
  limiter: string,
  subject: string,
  slots: readonly number[],
  now: number,
  freeBefore: number,
): Promise<RingClaim> {
  const names = Object.fromEntries(slots.map((slot, i) => [`#s${i}`, `s${slot}`]));
  const { written, returned, found } = await transact([
    {
      Update: {
        Key: rateLimitKeys.ring(limiter, subject),
        UpdateExpression: `SET ${slots.map((_, i) => `#s${i} = :now`).join(', ')}`,
        ConditionExpression: slots
          .map((_, i) => `(attribute_not_exists(#s${i}) OR #s${i} <= :free)`)
          .join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':now': now, ':free': freeBefore },
        ReturnValues: 'ALL_OLD',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
  ]);
  if (!written) return { claimed: undefined, stamps: stampsOf(found[0]) };
  const stamps = stampsOf(returned);
  return { claimed: slots.map((slot) => ({ slot, previous: stamps.get(slot) })), stamps };
}

/** Puts a slot back as it was, if it still holds the stamp `claimedAt` (nobody took it since). */
export async function releaseSlot(
  limiter: string,
  subject: string,
  claimed: ClaimedSlot,
  claimedAt: number,
): Promise<void> {
  const restore = claimed.previous === undefined ? 'REMOVE #s' : 'SET #s = :previous';
  // Refused: another call took the slot since, and keeps it.
  await written({
    Update: {
      Key: rateLimitKeys.ring(limiter, subject),
      UpdateExpression: restore,
      ConditionExpression: '#s = :mine',
      ExpressionAttributeNames: { '#s': `s${claimed.slot}` },
      ExpressionAttributeValues: {
        ':mine': claimedAt,
        ...(claimed.previous === undefined ? {} : { ':previous': claimed.previous }),
      },
    },
  });
}
