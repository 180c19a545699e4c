/**
 * Cursors of the list tools: a tool's own position (a login, a store cursor, a day and sort key)
 * wrapped in lib/mcp/cursor.ts's signed envelope, bound to the tenant and to the query (the tool's
 * name and every argument but cursor, limit and company, the tenant being bound on its own).
 */
import { decodeCursor, encodeCursor, queryDigest } from '../cursor.js';

/** Tools outside any tenant (listTenants) bind their cursors to this instead. */
const NO_TENANT = '*';

function digestOf(tool: string, args: Record<string, unknown>): string {
  const { company: _company, ...query } = args;
  return queryDigest(tool, query);
}

export interface ListArgs {
  cursor?: string | undefined;
  [name: string]: unknown;
}

/** The position the caller's cursor holds, or undefined on a first page; invalid_arguments otherwise. */
export async function positionOf<T>(
  tool: string,
  tenant: string | null,
  args: ListArgs,
): Promise<T | undefined> {
  if (args.cursor === undefined) return undefined;
  return decodeCursor<T>(args.cursor, tenant ?? NO_TENANT, digestOf(tool, args));
}

/** The cursor of the next page, or undefined when nothing follows. */
export async function cursorFor(
  tool: string,
  tenant: string | null,
  args: ListArgs,
  position: unknown,
): Promise<string | undefined> {
  if (position === undefined || position === null) return undefined;
  return encodeCursor(tenant ?? NO_TENANT, digestOf(tool, args), position);
}

/** `{nextCursor}` to spread into a tool's data, with nothing at all on the last page. */
export async function nextCursorField(
  tool: string,
  tenant: string | null,
  args: ListArgs,
  position: unknown,
): Promise<{ nextCursor?: string }> {
  const nextCursor = await cursorFor(tool, tenant, args, position);
  return nextCursor ? { nextCursor } : {};
}
