/**
 * Used MCP request states (keys.ts, "Used req. state"): the one-use rule of an accepted
 * confirmation. A state is sealed and travels with the client; marking it used is one conditional
 * put of its nonce, which only the first of any number of concurrent retries wins.
 */
import { usedRequestStateEntity, usedRequestStateKeys } from './keys.js';
import { putNew } from './transact.js';

/**
 * Marks the state named `nonce` used, until `expiresAt` (epoch seconds: the state's own expiry,
 * after which it is refused anyway). True for the first use; false when it was used before.
 */
export async function markRequestStateUsed(
  nonce: string,
  expiresAt: number,
  now = new Date(),
): Promise<boolean> {
  // The SDK retrying our own put, whose answer was lost, finds our item: still the first use.
  return putNew(
    usedRequestStateEntity.toItem(
      { usedAt: now.toISOString(), ttl: expiresAt },
      usedRequestStateKeys.item(nonce),
    ),
  );
}
