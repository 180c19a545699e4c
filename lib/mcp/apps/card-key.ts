/**
 * The approval card's key: what makes a decision the person's click on the card, not a model's
 * call. reviewOvertimeRequests seals it (request-state.ts, purpose `card`) for the caller, the
 * company and the approver, for an hour, and hands it to the card in the result's `_meta`, which an
 * Apps host gives the app and not the model; decideOvertimeRequest decides only with it. A model
 * calling the tool directly has no key, and is refused.
 */
import type { Principal } from '../principal.js';
import { digestOf, newNonce, openState, sealState, stateKey } from '../request-state.js';

/** A card stays usable as long as a token does. */
export const CARD_KEY_TTL_SECONDS = 3600;

export async function sealCardKey(
  principal: Principal,
  companyId: string,
  approver: string,
  now = new Date(),
) {
  return sealState(
    {
      purpose: 'card',
      tool: 'reviewOvertimeRequests',
      args: digestOf(approver.toLowerCase()),
      sub: principal.sub,
      tenant: companyId,
      mode: principal.mode,
      exp: Math.floor(now.getTime() / 1000) + CARD_KEY_TTL_SECONDS,
      nonce: newNonce(),
    },
    await stateKey(),
  );
}

/** Why a key does not let this caller decide for this approver now; undefined when it does. */
export async function cardKeyProblem(
  key: string,
  principal: Principal,
  companyId: string,
  approver: string,
  now = new Date(),
): Promise<string | undefined> {
  const claims = openState(key, 'card', await stateKey());
  if (!claims) return 'the card key does not open';
  if (claims.sub !== principal.sub || claims.mode !== principal.mode || claims.tenant !== companyId)
    return 'the card key was issued to another caller';
  if (claims.args !== digestOf(approver.toLowerCase())) return 'the card key was issued for another approver';
  if (claims.exp <= Math.floor(now.getTime() / 1000)) return 'the card expired: review the requests again';
  return undefined;
}
