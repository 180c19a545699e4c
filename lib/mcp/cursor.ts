/**
 * Opaque list cursors, bound to the tenant and the query they came from and signed (HMAC-SHA256
 * with a key derived from the company-key secret), so a cursor from another tenant, another query
 * or edited by hand is refused instead of reading anyone's data.
 */
import { createHash, createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { companyKeySecret } from '../companies/resolve-company.js';
import { ToolFailure } from './errors.js';

let signingKey: Buffer | undefined;

async function key(): Promise<Buffer> {
  signingKey ??= Buffer.from(
    hkdfSync('sha256', await companyKeySecret(), Buffer.alloc(0), 'mcp-cursor-v1', 32),
  );
  return signingKey;
}

/** A digest of the query a cursor continues: tool name and arguments other than the cursor. */
export function queryDigest(tool: string, args: Record<string, unknown>): string {
  const { cursor: _cursor, limit: _limit, ...rest } = args;
  const canonical = JSON.stringify(
    Object.keys(rest)
      .sort()
      .map((name) => [name, rest[name]]),
  );
  return createHash('sha256').update(`${tool}\n${canonical}`).digest('base64url').slice(0, 22);
}

export async function encodeCursor(tenant: string, digest: string, position: unknown): Promise<string> {
  const body = Buffer.from(JSON.stringify({ t: tenant, q: digest, p: position })).toString('base64url');
  const mac = createHmac('sha256', await key())
    .update(body)
    .digest('base64url');
  return `${body}.${mac}`;
}

const invalidCursor = (why: string) =>
  new ToolFailure(
    'invalid_arguments',
    400,
    `cursor is not valid here: ${why}; start again without a cursor`,
    {
      warnings: ['cursor'],
    },
  );

export async function decodeCursor<T>(cursor: string, tenant: string, digest: string): Promise<T> {
  const [body, mac] = cursor.split('.');
  if (!body || !mac) throw invalidCursor('malformed');
  const expected = createHmac('sha256', await key())
    .update(body)
    .digest();
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw invalidCursor('altered or foreign');
  const decoded = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as {
    t: string;
    q: string;
    p: T;
  };
  if (decoded.t !== tenant) throw invalidCursor('it belongs to another company');
  if (decoded.q !== digest) throw invalidCursor('it belongs to another query');
  return decoded.p;
}

export function resetCursorKey(): void {
  signingKey = undefined;
}
