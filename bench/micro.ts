/**
 * G7, measured in a fresh process (inFreshProcess): the service's token verification against raw
 * node:crypto RS256 verification with the same claim checks, on tokens it has not seen before.
 */
import { fork } from 'node:child_process';
import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { join } from 'node:path';
import { issueAccessToken } from '../lib/auth/issue-access-token.js';
import { loadSigningKeys } from '../lib/auth/signing-key-source.js';
import { publicJwkOf } from '../lib/auth/signing-keys.js';
import { ACCESS_TOKEN_AUDIENCE, CLOCK_SKEW_SECONDS, SERVICE_ISSUER } from '../lib/auth/token-claims.js';
import { MAX_VERDICTS } from '../lib/auth/verdict-cache.js';
import { createAccessTokenVerifier } from '../lib/auth/verify-access-token.js';
import { REPO_ROOT } from '../lib/local/paths.js';
import { interleavedRates } from './stats.js';

const BLOCKS = 5;
const BLOCK_MS = 400;

/** What a careful hand-written verifier does at least: signature, then iss, aud, exp, iat, sub. */
function rawVerify(token: string, key: KeyObject): Record<string, unknown> {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature) throw new Error('malformed');
  const head = JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) as { alg?: string };
  if (head.alg !== 'RS256') throw new Error('alg');
  const ok = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    key,
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('signature');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  const now = Date.now() / 1000;
  if (claims.iss !== SERVICE_ISSUER || claims.aud !== ACCESS_TOKEN_AUDIENCE) throw new Error('iss/aud');
  if (typeof claims.exp !== 'number' || claims.exp + CLOCK_SKEW_SECONDS < now) throw new Error('exp');
  if (typeof claims.iat !== 'number' || claims.iat > now + CLOCK_SKEW_SECONDS) throw new Error('iat');
  if (typeof claims.sub !== 'string' || !claims.sub) throw new Error('sub');
  return claims;
}

export interface MicroResult {
  ours: number;
  raw: number;
  ratio: number;
}

/**
 * More distinct tokens than the verifier keeps verdicts on (MAX_VERDICTS), taken in turn, so every
 * verification is a first sight: G7 measures the signature check and the rules, not the cache.
 */
const G7_TOKENS = MAX_VERDICTS + 500;

export async function jwtVerification(): Promise<MicroResult & { seenAgain: number }> {
  const tokens: string[] = [];
  for (let index = 0; index < G7_TOKENS; index += 1) {
    const { accessToken } = await issueAccessToken({
      sub: `bench-g7-${index}`,
      scopes: ['read:masterdata:co_bench'],
      mode: 'service',
    });
    tokens.push(accessToken);
  }
  const set = await loadSigningKeys(0);
  const key = createPublicKey({
    key: { ...publicJwkOf(set.issuers[SERVICE_ISSUER].current) },
    format: 'jwk',
  });
  const verifier = createAccessTokenVerifier();
  let ourNext = 0;
  let rawNext = 0;
  const rates = await interleavedRates(
    () => verifier.verify(tokens[ourNext++ % G7_TOKENS]),
    () => rawVerify(tokens[rawNext++ % G7_TOKENS] ?? '', key),
    BLOCKS,
    BLOCK_MS,
  );
  // For information: the same token again, answered from the verdict cache.
  const again = tokens[0] ?? '';
  await verifier.verify(again);
  const cached = await interleavedRates(
    () => verifier.verify(again),
    () => rawVerify(again, key),
    BLOCKS,
    BLOCK_MS,
  );
  return { ours: rates.a, raw: rates.b, ratio: rates.a / rates.b, seenAgain: cached.a };
}

export interface MicroGoals {
  jwt: Awaited<ReturnType<typeof jwtVerification>>;
}

/**
 * G7 in a process of its own (bench/micro-child.ts). The bench process has by then run the G10
 * import and built every sample, so the shared code of zod and the SDK is megamorphic there (G7
 * measured 0.68x in it against 0.74-0.76x in a fresh process). A Lambda runs only its own
 * function's code, which a fresh process resembles.
 */
export function inFreshProcess(env: NodeJS.ProcessEnv): Promise<MicroGoals> {
  const child = fork(join(REPO_ROOT, 'bench', 'micro-child.ts'), [], {
    env,
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('message', (message) => resolve(message as MicroGoals));
    child.once('exit', (code) => reject(new Error(`the G7 process exited with code ${code}`)));
  });
}
