/**
 * Scope and tenant rules of the MCP server. Pure: given the caller, the tool's needs and the
 * `company` argument, either the tenant the call runs for or the reason it is refused.
 *
 * Scopes look like `read:masterdata:<company>`; `read:tickets:*` is the only family wildcard and
 * only counts in service mode; `admin:*` grants every scope (not a mode).
 */
import { ADMIN_SCOPE, type ScopeFamily } from '../auth/scopes.js';
import type { Principal } from './principal.js';

const WILDCARD_FAMILIES: ReadonlySet<ScopeFamily> = new Set(['read:tickets']);

export type ToolNeed =
  | { kind: 'family'; family: ScopeFamily; chatbotOnly?: boolean }
  /** Tools outside any tenant (listTenants): only admin:* calls them. */
  | { kind: 'admin' };

export type Denial = 'insufficient_scope' | 'cross_tenant_blocked' | 'tenant_required' | 'mode_not_allowed';

export type Authorization =
  | { allowed: true; tenant: string | null }
  | {
      allowed: false;
      reason: Denial;
      message: string;
      /** For insufficient_scope: the scope(s) that would allow the call, when the tenant is known. */
      requiredScope?: string;
    };

/** Tenants the caller's scopes cover for a family; '*' when a wildcard counts. */
export function tenantsFor(principal: Principal, family: ScopeFamily): Set<string> {
  const tenants = new Set<string>();
  const prefix = `${family}:`;
  for (const scope of principal.scopes) {
    if (!scope.startsWith(prefix)) continue;
    const tenant = scope.slice(prefix.length);
    if (!tenant) continue;
    if (tenant === '*') {
      if (WILDCARD_FAMILIES.has(family) && principal.mode === 'service') tenants.add('*');
      continue;
    }
    if (principal.mode === 'chatbot' && principal.tenant !== undefined && tenant !== principal.tenant)
      continue;
    tenants.add(tenant);
  }
  return tenants;
}

/** The companies a call names: the one asked for, else the token's own tenant, else those its scopes name. */
export function companiesNamed(principal: Principal, company: string | undefined): string[] {
  if (company) return [company];
  if (principal.tenant) return [principal.tenant];
  return [...new Set(principal.scopes.map((scope) => scope.slice(scope.lastIndexOf(':') + 1)))].filter(
    (tenant) => tenant && tenant !== '*',
  );
}

/** The scope a caller lacks for a family, in the companies the call names; undefined when it names none. */
function requiredScopeOf(
  principal: Principal,
  family: ScopeFamily,
  company: string | undefined,
): string | undefined {
  const named = companiesNamed(principal, company);
  return named.length ? named.map((tenant) => `${family}:${tenant}`).join(' ') : undefined;
}

export function authorize(principal: Principal, need: ToolNeed, company: string | undefined): Authorization {
  const isAdmin = principal.scopes.includes(ADMIN_SCOPE);
  if (need.kind === 'admin') {
    return isAdmin
      ? { allowed: true, tenant: company ?? null }
      : {
          allowed: false,
          reason: 'insufficient_scope',
          message: 'this tool needs the admin:* scope',
          requiredScope: ADMIN_SCOPE,
        };
  }
  if (need.chatbotOnly && principal.mode !== 'chatbot') {
    return {
      allowed: false,
      reason: 'mode_not_allowed',
      message: 'this tool answers only chatbot-mode tokens (from /exchangeIdpToken)',
    };
  }
  const tenants = isAdmin ? new Set(['*']) : tenantsFor(principal, need.family);
  if (tenants.size === 0) {
    const requiredScope = requiredScopeOf(principal, need.family, company);
    return {
      allowed: false,
      reason: 'insufficient_scope',
      message: `the token has no ${need.family} scope`,
      ...(requiredScope ? { requiredScope } : {}),
    };
  }
  if (company !== undefined) {
    if (tenants.has(company) || tenants.has('*')) return { allowed: true, tenant: company };
    return {
      allowed: false,
      reason: 'cross_tenant_blocked',
      message: `the token's ${need.family} scopes do not cover company ${company}`,
    };
  }
  const named = [...tenants].filter((tenant) => tenant !== '*');
  if (named.length === 1 && !tenants.has('*')) return { allowed: true, tenant: named[0] ?? null };
  return {
    allowed: false,
    reason: 'tenant_required',
    message: 'the token covers several companies (or all): pass the argument company',
  };
}
