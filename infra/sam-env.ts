/**
 * `npm run sam:env`: fills events/env.json in for the running `npm start` stack and writes
 * `.local/sam-env.json` (git-ignored: it holds the local secrets), plus `.local/events/*.json`
 * with the demo company's key in place of the placeholder, for
 * `sam local invoke -t cdk.out/WorkforceOps-dev.template.json <LogicalId> -e .local/events/<name>.json --env-vars .local/sam-env.json`.
 *
 * events/env.json alone points the functions at DynamoDB Local on host.docker.internal:8000; it
 * cannot carry the local secrets, which `npm start` generates per machine.
 * Flag: --host 127.0.0.1 for `sam local invoke --docker-network host` (Linux).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_FILE, LOCAL_DIR, REPO_ROOT, RUNTIME_FILE } from '../lib/local/paths.js';

export const EVENTS_DIR = join(REPO_ROOT, 'events');
export const ENV_FILE = join(EVENTS_DIR, 'env.json');
export const KEY_PLACEHOLDER = 'ck1.REPLACE_WITH_A_COMPANY_KEY';

export interface SamEnvFile {
  Parameters: Record<string, string>;
  [functionLogicalId: string]: Record<string, string>;
}

export interface LocalStackInfo {
  dynamoEndpoint: string;
  sesEndpoint: string;
  tableName: string;
  /** The content of the local secrets file. */
  secretsJson: string;
}

export function readEnvFile(path = ENV_FILE): SamEnvFile {
  return JSON.parse(readFileSync(path, 'utf8')) as SamEnvFile;
}

/** The same endpoint, as a container reaches the host (`host.docker.internal`, or the host itself). */
export function fromContainer(endpoint: string, host: string): string {
  const url = new URL(endpoint);
  url.hostname = host;
  return url.origin;
}

/** events/env.json with the running stack's endpoints, table and secrets filled in. */
export function samEnvFor(
  base: SamEnvFile,
  stack: LocalStackInfo,
  host = 'host.docker.internal',
): SamEnvFile {
  return {
    ...base,
    Parameters: {
      ...base.Parameters,
      TABLE_NAME: stack.tableName,
      DYNAMODB_ENDPOINT: fromContainer(stack.dynamoEndpoint, host),
      SES_ENDPOINT: fromContainer(stack.sesEndpoint, host),
      LOCAL_SECRETS_JSON: JSON.stringify(JSON.parse(stack.secretsJson)),
    },
  };
}

function main(): void {
  const { values } = parseArgs({ options: { host: { type: 'string', default: 'host.docker.internal' } } });
  if (!existsSync(RUNTIME_FILE)) throw new Error('no local stack is running: start it with `npm start`');
  const runtime = JSON.parse(readFileSync(RUNTIME_FILE, 'utf8')) as Omit<LocalStackInfo, 'secretsJson'> & {
    secretsFile: string;
  };
  const env = samEnvFor(
    readEnvFile(),
    { ...runtime, secretsJson: readFileSync(runtime.secretsFile, 'utf8') },
    values.host,
  );
  writeFileSync(join(LOCAL_DIR, 'sam-env.json'), `${JSON.stringify(env, null, 2)}\n`, { mode: 0o600 });
  const demo = JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as { companyKey: string };
  const eventsOut = join(LOCAL_DIR, 'events');
  mkdirSync(eventsOut, { recursive: true });
  for (const file of readdirSync(EVENTS_DIR).filter(
    (name) => name.endsWith('.json') && name !== 'env.json',
  )) {
    const event = readFileSync(join(EVENTS_DIR, file), 'utf8').replaceAll(KEY_PLACEHOLDER, demo.companyKey);
    writeFileSync(join(eventsOut, file), event);
  }
  console.log(`wrote ${join(LOCAL_DIR, 'sam-env.json')} and ${eventsOut}/*.json`);
}

if (process.argv[1] && /infra[\\/]sam-env\.ts$/.test(process.argv[1])) {
  try {
    main();
  } catch (error) {
    console.error(`sam:env failed: ${(error as Error).message}`);
    process.exit(1);
  }
}
