/**
 * Choosing JSON or SSE for a POST /mcp answer. The official MCP SDKs accept both on every POST, so
 * the choice rests on progress: JSON unless progress was asked for or only SSE is acceptable; 406
 * when neither is. Pure.
 */
export type Representation = 'json' | 'sse' | 'none';

interface MediaRange {
  type: string;
  q: number;
}

function parseAccept(accept: string | undefined): MediaRange[] {
  if (!accept?.trim()) return [{ type: '*/*', q: 1 }];
  return accept.split(',').map((part) => {
    const [type = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return { type: type.trim().toLowerCase(), q: q ? Number(q.slice(2)) || 0 : 1 };
  });
}

function acceptable(ranges: MediaRange[], type: string): boolean {
  const [major] = type.split('/');
  return ranges.some(
    (range) => range.q > 0 && (range.type === type || range.type === `${major}/*` || range.type === '*/*'),
  );
}

/** JSON when acceptable and no progress was asked for; SSE when only SSE is acceptable or progress was asked. */
export function chooseRepresentation(accept: string | undefined, wantsProgress: boolean): Representation {
  const ranges = parseAccept(accept);
  const json = acceptable(ranges, 'application/json');
  const sse = acceptable(ranges, 'text/event-stream');
  if (sse && (wantsProgress || !json)) return 'sse';
  if (json) return 'json';
  return 'none';
}

export interface SseEvent {
  event: 'message' | 'result';
  data: unknown;
}

/** The SSE body: every message as `message` (what the SDKs read), the final envelope repeated as `result`. */
export function sseBody(events: readonly SseEvent[]): string {
  return events.map(({ event, data }) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');
}
