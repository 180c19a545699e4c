/**
 * Scopes of the MCP tokens: `<family>:<company>`, `read:tickets:*` for cross-tenant service callers
 * (the only family wildcard), and `admin:*`, which grants every scope. Pure rules shared by the
 * client registry, the token endpoints and the verifier.
 */
export const SCOPE_FAMILIES = [
  'read:masterdata',
  'write:masterdata',
  'read:logs',
  'read:tickets',
  'read:dashboard',
  'read:analytics',
  /** Asking for overtime on an employee's behalf (the MCP tool requestExtension). */
  'write:overtime',
] as const;
export type ScopeFamily = (typeof SCOPE_FAMILIES)[number];

export const ADMIN_SCOPE = 'admin:*';
/** The only family a service token may hold for every tenant at once. */
const WILDCARD_FAMILIES: ReadonlySet<string> = new Set(['read:tickets']);
/** A company id as scopes name it (and as the service creates them: `co_…`). */
export const TENANT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** What an employee found in master data may do as a chatbot user of its own company. */
export const DEFAULT_CHATBOT_FAMILIES: readonly ScopeFamily[] = [
  'read:masterdata',
  'read:dashboard',
  'read:analytics',
];

export type ParsedScope = { kind: 'admin' } | { kind: 'family'; family: ScopeFamily; tenant: string };

export function parseScope(scope: string): ParsedScope | undefined {
  if (scope === ADMIN_SCOPE) return { kind: 'admin' };
  const cut = scope.lastIndexOf(':');
  const family = scope.slice(0, cut);
  const tenant = scope.slice(cut + 1);
  if (!(SCOPE_FAMILIES as readonly string[]).includes(family)) return undefined;
  if (tenant === '*' ? !WILDCARD_FAMILIES.has(family) : !TENANT_ID.test(tenant)) return undefined;
  return { kind: 'family', family: family as ScopeFamily, tenant };
}

export function isTenantId(value: string): boolean {
  return TENANT_ID.test(value);
}

/** A space-separated scope string (or list) as distinct scopes, in first-seen order. */
export function splitScopes(value: string | readonly string[] | undefined): string[] {
  const parts = typeof value === 'string' ? value.split(/\s+/) : (value ?? []);
  return [...new Set(parts.filter((scope) => scope.length > 0))];
}

/** Whether `requested` is one of the `granted` scopes, or implied by `admin:*` or a wildcard. */
export function isCoveredBy(requested: string, granted: readonly string[]): boolean {
  const parsed = parseScope(requested);
  if (!parsed) return false;
  if (granted.includes(requested) || granted.includes(ADMIN_SCOPE)) return true;
  return parsed.kind === 'family' && granted.includes(`${parsed.family}:*`);
}

/** The scopes a chatbot token may carry: only `<family>:<tenant>` of its one tenant, never a wildcard. */
export function tenantScopes(scopes: readonly string[], tenant: string): string[] {
  return scopes.filter((scope) => {
    const parsed = parseScope(scope);
    return parsed?.kind === 'family' && parsed.tenant === tenant;
  });
}

/**
 * Scopes given to a chatbot user of `tenant`: a bare family gets the tenant appended; a full scope
 * must name that tenant. Returns the scopes and the ones refused.
 */
export function chatbotScopesFor(
  tenant: string,
  input: readonly string[],
): { scopes: string[]; refused: string[] } {
  const scopes: string[] = [];
  const refused: string[] = [];
  for (const scope of input) {
    const full = (SCOPE_FAMILIES as readonly string[]).includes(scope) ? `${scope}:${tenant}` : scope;
    const parsed = parseScope(full);
    if (parsed?.kind === 'family' && parsed.tenant === tenant) scopes.push(full);
    else refused.push(scope);
  }
  return { scopes: [...new Set(scopes)], refused };
}
