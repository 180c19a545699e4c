/** What one JSON-RPC request runs with: who calls, in which revision, what its client can do. */
import type { ClientAbilities } from './client-capabilities.js';
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
