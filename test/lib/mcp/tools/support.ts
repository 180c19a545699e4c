/**
 * Calling MCP tools in tests as the server does (callTool: scopes, tenant, validation, audit), with
 * fabricated principals, and the refusals every tool must give to callers it does not serve.
 */
import { expect, it } from 'vitest';
import { type Channel, callTool } from '../../../../lib/mcp/call-tool.js';
import type { Envelope } from '../../../../lib/mcp/envelope.js';
import type { Principal } from '../../../../lib/mcp/principal.js';

export type Family =
  | 'read:masterdata'
  | 'write:masterdata'
  | 'read:logs'
  | 'read:tickets'
  | 'read:dashboard'
  | 'read:analytics';

export const ALL_FAMILIES: readonly Family[] = [
  'read:masterdata',
  'write:masterdata',
  'read:logs',
  'read:tickets',
  'read:dashboard',
  'read:analytics',
];

export function service(companyId: string, ...families: Family[]): Principal {
  return { sub: 'svc-client-1', mode: 'service', scopes: families.map((family) => `${family}:${companyId}`) };
}

export function chatbot(companyId: string, ...families: Family[]): Principal {
  return {
    sub: 'user-ana',
    mode: 'chatbot',
    scopes: families.map((family) => `${family}:${companyId}`),
    tenant: companyId,
  };
}

export const admin: Principal = { sub: 'ops-automation', mode: 'service', scopes: ['admin:*'] };

export interface Answer {
  status: number;
  envelope: Envelope;
  // biome-ignore lint/suspicious/noExplicitAny: each test asserts the shape of its tool's data
  data: any;
}

export async function call(
  principal: Principal,
  name: string,
  args: unknown,
  channel: Channel = 'direct',
): Promise<Answer> {
  const outcome = await callTool(principal, name, args, channel);
  const data = outcome.envelope.success ? outcome.envelope.data : undefined;
  return { status: outcome.httpStatus, envelope: outcome.envelope, data };
}

/** A successful answer's data; fails the test with the envelope otherwise. */
export async function ok(principal: Principal, name: string, args: unknown, channel: Channel = 'jsonrpc') {
  const answer = await call(principal, name, args, channel);
  if (!answer.envelope.success) expect.fail(`${name} failed: ${JSON.stringify(answer.envelope)}`);
  return answer;
}

export function reasonOf(answer: Answer): string | undefined {
  return answer.envelope.success ? undefined : answer.envelope.escalationReason;
}

/**
 * The refusals of every tenant tool: another family's scope (insufficient_scope) and another
 * company than the token's (cross_tenant_blocked). `context` gives the companies once they exist.
 */
export function refusesOutsiders(
  name: string,
  family: Family,
  context: () => { companyId: string; otherCompanyId: string; args: Record<string, unknown> },
  makePrincipal: (companyId: string, ...families: Family[]) => Principal = service,
): void {
  it('refuses a token without its scope family: insufficient_scope', async () => {
    const { companyId, args } = context();
    const others = ALL_FAMILIES.filter((f) => f !== family);
    const answer = await call(makePrincipal(companyId, ...others), name, args, 'direct');
    expect(reasonOf(answer)).toBe('insufficient_scope');
    expect(answer.status).toBe(403);
    const viaJsonRpc = await call(makePrincipal(companyId, ...others), name, args, 'jsonrpc');
    expect(viaJsonRpc.envelope).toMatchObject({
      success: false,
      status: 400,
      escalationReason: 'insufficient_scope',
    });
  });

  it("refuses another company's data: cross_tenant_blocked", async () => {
    const { companyId, otherCompanyId, args } = context();
    const answer = await call(makePrincipal(otherCompanyId, family), name, { ...args, company: companyId });
    expect(reasonOf(answer)).toBe('cross_tenant_blocked');
    expect(answer.status).toBe(400);
    expect(answer.data).toBeUndefined();
  });
}
