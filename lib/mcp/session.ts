/** What one JSON-RPC request runs with: who calls, in which revision, what its client can do. */
import type { ClientAbilities } from './client-capabilities.js';
import type { JsonRpcId } from './jsonrpc.js';
import type { Principal } from './principal.js';
import type { ProtocolVersion } from './versions.js';

export interface Session {
  principal: Principal | undefined;
  /** The revision the request speaks (the header's; initialize negotiates its own). */
  version: ProtocolVersion;
  /** What the client declared it can do on this request (2026-07-28 only; nothing otherwise). */
  abilities: ClientAbilities;
  /** Sends a notification to the client ahead of the response (SSE only; a no-op for JSON). */
  notify(method: string, params: Record<string, unknown>): void;
}

/** What answers one method: its params, with the request's session and id, to its result. */
export type MethodHandler = (
  params: Record<string, unknown>,
  session: Session,
  id: JsonRpcId,
) => Promise<Record<string, unknown>>;
