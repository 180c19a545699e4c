/**
 * The MCP revisions the server speaks and what differs between them for a stateless, tools-only
 * server. `initialize` echoes a revision it speaks (any other gets 2025-03-26); afterwards the
 * MCP-Protocol-Version header selects the behaviour, absent meaning 2025-03-26. What 2025-06-18
 * changed and 2025-11-25 kept: no JSON-RPC batches, and tool results carry `structuredContent`
 * (the envelope), described by each tool's `outputSchema`.
 */
export const PROTOCOL_VERSIONS = ['2025-03-26', '2025-06-18', '2025-11-25'] as const;
export type ProtocolVersion = (typeof PROTOCOL_VERSIONS)[number];

/** What a client gets when it names no revision, or one the server does not speak. */
export const BASELINE_VERSION: ProtocolVersion = '2025-03-26';

/** Earlier revisions a client may still name in the header; they get the baseline behaviour. */
const EARLIER_VERSIONS: ReadonlySet<string> = new Set(['2024-10-07', '2024-11-05']);

const spoken = (value: unknown): value is ProtocolVersion =>
  (PROTOCOL_VERSIONS as readonly unknown[]).includes(value);

export function negotiatedVersion(requested: unknown): ProtocolVersion {
  return spoken(requested) ? requested : BASELINE_VERSION;
}

/** The behaviour an MCP-Protocol-Version header selects; undefined for a value the server does not know. */
export function versionOfHeader(value: string | undefined): ProtocolVersion | undefined {
  if (value === undefined || EARLIER_VERSIONS.has(value)) return BASELINE_VERSION;
  return spoken(value) ? value : undefined;
}

/** JSON-RPC batches: removed in 2025-06-18. */
export function allowsBatches(version: ProtocolVersion): boolean {
  return version === '2025-03-26';
}

/** Structured tool output (`structuredContent`, `outputSchema`): added in 2025-06-18. */
export function hasStructuredOutput(version: ProtocolVersion): boolean {
  return version !== '2025-03-26';
}
