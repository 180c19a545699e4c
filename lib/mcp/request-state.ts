/**
 * Sealed state the MCP server hands a client and reads back: the `requestState` of a confirmation
 * asked of a person (MCP 2026-07-28 input-required results), and the key of an approval card
 * (MCP Apps). The client echoes it unread; the server must treat it as attacker-controlled, so it is
 * sealed with AES-256-GCM (authenticated: a changed byte does not open) under a key derived (HKDF)
 * from the service's own secret `requestStateKey`, and binds everything a replay could vary: what it
 * is for, the tool, a digest of the arguments, the caller (sub, company, mode) and an expiry. A
 * random nonce names each state, so the one-use rule (used-state markers, lib/dynamo/
 * request-state-store.ts) has something to mark. Seal and open are pure; `stateKey` reads the secret.
 */
import { createHash, randomBytes } from 'node:crypto';
import { canonical } from '../masterdata/changed-fields.js';
import { derivedKey, seal, unseal } from '../shared/seal.js';
import { loadSecret } from '../shared/secrets.js';

const VERSION = 'rs1';
/** Far above any state this server seals (a few hundred bytes): anything longer is refused unread. */
export const MAX_STATE_CHARS = 4096;

/** What a state is for; part of the authenticated data, so one kind never opens as the other. */
export type StatePurpose = 'confirm' | 'card';

export interface StateClaims {
  purpose: StatePurpose;
  /** The tool the state was issued for. */
  tool: string;
  /** SHA-256 (base64url) of the arguments' canonical JSON (argumentsDigest). */
  args: string;
  sub: string;
  tenant: string;
  mode: string;
  /** Epoch seconds after which the state is refused. */
  exp: number;
  /** Random, names this one state (the used-state marker's key). */
  nonce: string;
  /** A digest of the data the statement was made from, checked again when the change is made. */
  seen?: string;
}

/** The 32-byte AES key, derived from the secret's value (any long random string). */
export function deriveStateKey(secret: string): Buffer {
  return derivedKey(Buffer.from(secret, 'utf8'), 'mcp-request-state-v1');
}

export async function stateKey(): Promise<Buffer> {
  return deriveStateKey(await loadSecret('requestStateKey'));
}

export function newNonce(): string {
  return randomBytes(16).toString('base64url');
}

export function sealState(claims: StateClaims, key: Buffer): string {
  return seal(JSON.stringify(claims), key, VERSION, claims.purpose);
}

/** The claims of a state sealed for `purpose` with this key; undefined when it does not open. */
export function openState(state: string, purpose: StatePurpose, key: Buffer): StateClaims | undefined {
  if (state.length > MAX_STATE_CHARS) return undefined;
  // Strict: the text must be exactly the base64url of its bytes (no padding, no other alphabet).
  const text = unseal(state, key, VERSION, purpose);
  if (text === undefined) return undefined;
  try {
    const claims = JSON.parse(text) as StateClaims;
    return claims.purpose === purpose ? claims : undefined;
  } catch {
    return undefined;
  }
}

/** SHA-256 (base64url) of a value's canonical JSON: the same arguments give the same digest. */
export function digestOf(value: unknown): string {
  return createHash('sha256')
    .update(canonical(value) ?? 'null')
    .digest('base64url');
}
