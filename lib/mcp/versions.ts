/**
 * The MCP revisions the server speaks, their two eras, and what differs between them for a
 * stateless, tools-only server.
 *
 * Legacy (an `initialize` handshake): 2025-03-26, 2025-06-18, 2025-11-25. `initialize` echoes a
 * legacy revision it speaks (any other gets 2025-03-26); afterwards the MCP-Protocol-Version header
 * selects the behaviour, absent meaning 2025-03-26. What 2025-06-18 changed and 2025-11-25 kept:
 * no JSON-RPC batches, and tool results carry `structuredContent` (the envelope), described by
 * each tool's `outputSchema`.
 *
 * Modern (no handshake; every request names its revision in `_meta` and in the header):
 * 2026-07-28. A request is modern when its header names a modern revision or its body claims one
 * in `_meta`; everything else is legacy and is answered exactly as before.
 */
export const LEGACY_VERSIONS = ['2025-03-26', '2025-06-18', '2025-11-25'] as const;
export const MODERN_VERSIONS = ['2026-07-28'] as const;
export type LegacyVersion = (typeof LEGACY_VERSIONS)[number];
export type ModernVersion = (typeof MODERN_VERSIONS)[number];
export type ProtocolVersion = LegacyVersion | ModernVersion;
export type Era = 'legacy' | 'modern';

/** Every revision the server speaks, newest first: what server/discover and a refused version list. */
export const SUPPORTED_VERSIONS: readonly ProtocolVersion[] = [...MODERN_VERSIONS, ...LEGACY_VERSIONS].sort(
  (a, b) => b.localeCompare(a),
);

/** What a client gets when it names no revision, or initializes with one the server does not speak. */
export const BASELINE_VERSION: LegacyVersion = '2025-03-26';

/** The `_meta` key in which a modern request names its revision. */
export const PROTOCOL_VERSION_META = 'io.modelcontextprotocol/protocolVersion';

/** Earlier revisions a client may still name in the header; they get the baseline behaviour. */
const EARLIER_VERSIONS: ReadonlySet<string> = new Set(['2024-10-07', '2024-11-05']);

const listed = <T extends string>(versions: readonly T[], value: unknown): value is T =>
  (versions as readonly unknown[]).includes(value);

export const isModern = (value: unknown): value is ModernVersion => listed(MODERN_VERSIONS, value);

/** The revision `initialize` answers with. */
export function negotiatedVersion(requested: unknown): LegacyVersion {
  return listed(LEGACY_VERSIONS, requested) ? requested : BASELINE_VERSION;
}

/** The behaviour an MCP-Protocol-Version header selects; undefined for a value the server does not know. */
export function versionOfHeader(value: string | undefined): ProtocolVersion | undefined {
  if (value === undefined || EARLIER_VERSIONS.has(value)) return BASELINE_VERSION;
  return listed(SUPPORTED_VERSIONS, value) ? value : undefined;
}

/** The revision a message names in its `_meta`, if it names one (modern requests do). */
export function claimedVersion(message: unknown): unknown {
  const meta = (message as { params?: { _meta?: unknown } } | null)?.params?._meta;
  return meta !== null && typeof meta === 'object' && Object.hasOwn(meta, PROTOCOL_VERSION_META)
    ? (meta as Record<string, unknown>)[PROTOCOL_VERSION_META]
    : undefined;
}

/**
 * The era of a POST body: modern when the header names a modern revision or a message claims a
 * revision in `_meta` (the modern validation then checks that the two agree); else legacy.
 */
export function eraOf(body: unknown, header: string | undefined): Era {
  if (isModern(header)) return 'modern';
  const messages = Array.isArray(body) ? body : [body];
  return messages.some((message) => claimedVersion(message) !== undefined) ? 'modern' : 'legacy';
}

/** JSON-RPC batches: removed in 2025-06-18. */
export function allowsBatches(version: ProtocolVersion): boolean {
  return version === '2025-03-26';
}

/** Structured tool output (`structuredContent`, `outputSchema`): added in 2025-06-18. */
export function hasStructuredOutput(version: ProtocolVersion): boolean {
  return version !== '2025-03-26';
}
