/**
 * resources/list and resources/read, in both eras: the one resource this server serves is the
 * approval card (approval-card.ts), an MCP App's HTML. It holds no data (the data comes with the
 * tool result), so it is served without a token, and 2026-07-28 clients may keep it (cache hints)
 * until a deployment changes it.
 */
import { MethodError } from '../errors.js';
import { JSONRPC_ERRORS } from '../jsonrpc.js';
import type { MethodHandler, Session } from '../session.js';
import { isModern } from '../versions.js';
import { CARD_RESOURCE, CARD_URI, cardContents } from './approval-card.js';

/** How long a 2026-07-28 client may keep the list and the card: both change only with a deployment. */
export const RESOURCE_TTL_MS = 3_600_000;

const cacheHints = (session: Session) =>
  isModern(session.version) ? { ttlMs: RESOURCE_TTL_MS, cacheScope: 'public' } : {};

export const RESOURCE_METHODS: Readonly<Record<string, MethodHandler>> = {
  'resources/list': async (params, session) => {
    if (params.cursor !== undefined && typeof params.cursor !== 'string')
      throw new MethodError(JSONRPC_ERRORS.invalidParams, 'params.cursor must be a string');
    // One page holds every resource: a cursor, which this server never gives, names no further page.
    return { resources: params.cursor === undefined ? [CARD_RESOURCE] : [], ...cacheHints(session) };
  },
  'resources/read': async (params, session) => {
    const { uri } = params;
    if (typeof uri !== 'string' || uri.length === 0)
      throw new MethodError(JSONRPC_ERRORS.invalidParams, 'resources/read needs params.uri');
    if (uri !== CARD_URI) {
      // 2026-07-28 answers a missing resource with invalid params; earlier revisions with -32002.
      throw new MethodError(
        isModern(session.version) ? JSONRPC_ERRORS.invalidParams : JSONRPC_ERRORS.resourceNotFound,
        'Resource not found',
        { uri: uri.slice(0, 200) },
      );
    }
    return { contents: [cardContents()], ...cacheHints(session) };
  },
};
