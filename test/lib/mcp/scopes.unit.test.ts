import { describe, expect, it } from 'vitest';
import type { Principal } from '../../../lib/mcp/principal.js';
import { authorize } from '../../../lib/mcp/scopes.js';

const service = (...scopes: string[]): Principal => ({ sub: 'client-1', mode: 'service', scopes });
const chatbot = (tenant: string, ...scopes: string[]): Principal => ({
  sub: 'user-1',
  mode: 'chatbot',
  scopes,
  tenant,
});
const masterdata = { kind: 'family', family: 'read:masterdata' } as const;
const tickets = { kind: 'family', family: 'read:tickets' } as const;
const analytics = { kind: 'family', family: 'read:analytics', chatbotOnly: true } as const;

describe('authorize', () => {
  it('resolves the only tenant the scopes name when company is absent', () => {
    expect(authorize(service('read:masterdata:co_a'), masterdata, undefined)).toEqual({
      allowed: true,
      tenant: 'co_a',
    });
  });
  it('accepts a company the scopes cover', () => {
    expect(authorize(service('read:masterdata:co_a', 'read:masterdata:co_b'), masterdata, 'co_b')).toEqual({
      allowed: true,
      tenant: 'co_b',
    });
  });
  it('asks for company when several tenants are covered', () => {
    expect(
      authorize(service('read:masterdata:co_a', 'read:masterdata:co_b'), masterdata, undefined),
    ).toMatchObject({ allowed: false, reason: 'tenant_required' });
  });
  it('refuses a tool of a family the token lacks entirely: insufficient_scope', () => {
    expect(authorize(service('read:logs:co_a'), masterdata, 'co_a')).toMatchObject({
      allowed: false,
      reason: 'insufficient_scope',
    });
  });
  it('refuses another tenant of a family the token has: cross_tenant_blocked', () => {
    expect(authorize(service('read:masterdata:co_a'), masterdata, 'co_b')).toMatchObject({
      allowed: false,
      reason: 'cross_tenant_blocked',
    });
  });
  it('lets read:tickets:* cover every tenant in service mode, but asks which', () => {
    expect(authorize(service('read:tickets:*'), tickets, 'co_z')).toEqual({ allowed: true, tenant: 'co_z' });
    expect(authorize(service('read:tickets:*'), tickets, undefined)).toMatchObject({
      reason: 'tenant_required',
    });
  });
  it('ignores wildcards in chatbot mode and for other families', () => {
    expect(authorize(chatbot('co_a', 'read:tickets:*'), tickets, 'co_a')).toMatchObject({
      reason: 'insufficient_scope',
    });
    expect(authorize(service('read:masterdata:*'), masterdata, 'co_a')).toMatchObject({
      reason: 'insufficient_scope',
    });
  });
  it('keeps chatbot tokens inside their own tenant even if a scope names another', () => {
    expect(
      authorize(chatbot('co_a', 'read:masterdata:co_a', 'read:masterdata:co_b'), masterdata, 'co_b'),
    ).toMatchObject({ reason: 'cross_tenant_blocked' });
    expect(authorize(chatbot('co_a', 'read:masterdata:co_a'), masterdata, undefined)).toEqual({
      allowed: true,
      tenant: 'co_a',
    });
  });
  it('lets admin:* call anything for a named company, and admin tools', () => {
    expect(authorize(service('admin:*'), masterdata, 'co_q')).toEqual({ allowed: true, tenant: 'co_q' });
    expect(authorize(service('admin:*'), { kind: 'admin' }, undefined)).toEqual({
      allowed: true,
      tenant: null,
    });
    expect(authorize(service('read:masterdata:co_a'), { kind: 'admin' }, undefined)).toMatchObject({
      reason: 'insufficient_scope',
    });
  });
  it('refuses chatbot-only tools to service tokens, admin:* included', () => {
    expect(authorize(service('admin:*'), analytics, 'co_a')).toMatchObject({ reason: 'mode_not_allowed' });
    expect(authorize(chatbot('co_a', 'read:analytics:co_a'), analytics, undefined)).toEqual({
      allowed: true,
      tenant: 'co_a',
    });
  });
});
