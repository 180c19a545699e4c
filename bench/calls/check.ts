/**
 * G12, runnable by the benchmark and by `npm test` alike: every function's sample request, run
 * in-process under countAwsCalls with an empty company cache (the most calls a request makes),
 * against the manifest; and the company cache held to at most 60 s, revocation included. Needs a
 * local stack this process already points at (useLocalStack).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { issueAccessToken } from '../../lib/auth/issue-access-token.js';
import { COMPANY_CACHE_MS, cachedCompany, clearCompanyCache } from '../../lib/companies/resolve-company.js';
import { replaceCompanyKeyIds } from '../../lib/dynamo/company-store.js';
import { REPO_ROOT } from '../../lib/local/paths.js';
import { FUNCTIONS } from '../../lib/routes.js';
import { countAwsCalls } from '../../lib/shared/call-counter.js';
import { CALLS_MANIFEST, manifestEntry, maxCalls } from './manifest.js';
import { mcpSearchEvent, sampleCompany, sampleEvent } from './samples.js';

type Handler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

export interface CallCount {
  name: string;
  status: number;
  calls: number;
  max: number;
  ok: boolean;
}

/** Samples that read what an earlier one wrote run after it (rules, extension requests). */
const ORDER = [
  'masterData',
  'recordPunch',
  'sendPunchClock',
  'listPunchClockByDay',
  'setEvent',
  'getEvents',
  'insertAppClassificationRule',
  'listAppClassificationRules',
  'deactivateAppClassificationRule',
  'insertNotification',
  'requestExtension',
  'listExtensionRequests',
  'approveRequest',
  'approvalPage',
  'integrationValidatorData',
  'auth',
  'mcp',
];

const context = (name: string) =>
  ({ functionName: name, awsRequestId: `bench-${name}`, getRemainingTimeInMillis: () => 10_000 }) as Context;

async function handlerOf(name: string): Promise<Handler> {
  const def = FUNCTIONS.find((fn) => fn.name === name);
  if (!def) throw new Error(`no function ${name} in lib/routes.ts`);
  return ((await import(pathToFileURL(resolve(REPO_ROOT, def.entry)).href)) as { handler: Handler }).handler;
}

async function measure(name: string, handler: Handler, event: APIGatewayProxyEventV2): Promise<CallCount> {
  clearCompanyCache();
  const { result, calls } = await countAwsCalls(() => handler(event, context(name)));
  const max = maxCalls(manifestEntry(name));
  return { name, status: result.statusCode ?? 200, calls, max, ok: calls <= max };
}

/** Functions of the route table without a manifest entry or a place in ORDER: a new function must add both. */
export function unlistedFunctions(): string[] {
  const listed = new Set(CALLS_MANIFEST.map((entry) => entry.name));
  return FUNCTIONS.filter((fn) => !fn.localOnly)
    .map((fn) => fn.name)
    .filter((name) => !listed.has(name) || !ORDER.includes(name));
}

export async function countSampleCalls(): Promise<CallCount[]> {
  const company = await sampleCompany('Bench calls');
  const counts: CallCount[] = [];
  for (const name of ORDER)
    counts.push(await measure(name, await handlerOf(name), sampleEvent(name, company.key)));
  const { accessToken } = await issueAccessToken({
    sub: 'bench-calls',
    scopes: [`read:masterdata:${company.companyId}`],
    mode: 'service',
  });
  counts.push(
    await measure(
      'mcp tools/call searchEmployee',
      await handlerOf('mcp'),
      mcpSearchEvent(accessToken, company.companyId),
    ),
  );
  return counts;
}

export interface CacheCheck {
  cacheMs: number;
  /** Within the 60 s, a revoked key still resolves from memory (no read per request)... */
  servedFromMemoryBeforeExpiry: boolean;
  /** ...and from 60 s on, the record is read again and the revocation takes effect. */
  revocationSeenAtExpiry: boolean;
  ok: boolean;
}

export async function checkCompanyCache(): Promise<CacheCheck> {
  const company = await sampleCompany('Bench cache');
  clearCompanyCache();
  const start = Date.now();
  const cached = await cachedCompany(company.companyId, start);
  // Revoked as another process (the admin command) does it: this process's cache is not told.
  await replaceCompanyKeyIds(company.companyId, cached?.activeKeyIds ?? [], []);
  const before = await cachedCompany(company.companyId, start + COMPANY_CACHE_MS - 1);
  const after = await cachedCompany(company.companyId, start + COMPANY_CACHE_MS);
  const servedFromMemoryBeforeExpiry = before?.activeKeyIds.includes(company.keyId) === true;
  const revocationSeenAtExpiry = after !== undefined && !after.activeKeyIds.includes(company.keyId);
  clearCompanyCache();
  return {
    cacheMs: COMPANY_CACHE_MS,
    servedFromMemoryBeforeExpiry,
    revocationSeenAtExpiry,
    ok: COMPANY_CACHE_MS <= 60_000 && servedFromMemoryBeforeExpiry && revocationSeenAtExpiry,
  };
}
