/**
 * `npm run sam:env`: fills events/env.json in for the running `npm start` stack (its endpoints,
 * table, secrets and its own base URL, port included) and writes `.local/sam-env.json`
 * (git-ignored: it holds the local secrets), plus `.local/events/*.json` with their placeholders
 * filled as `npm run invoke` fills them (lib/local/sample-events.ts), for
 * `sam local invoke -t cdk.out/WorkforceOps-dev.template.json <LogicalId> -e .local/events/<name>.json --env-vars .local/sam-env.json`.
 *
 * events/env.json alone points the functions at DynamoDB Local on host.docker.internal:8000; it
 * cannot carry the local secrets, which `npm start` generates per machine.
 * Flag: --host 127.0.0.1 for `sam local invoke --docker-network host` (Linux).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_FILE, LOCAL_DIR } from '../lib/local/paths.js';
import { attachToRunningStack } from '../lib/local/runtime-file.js';
import {
  EVENTS_DIR,
  fillSampleEvent,
  KEY_PLACEHOLDER,
  sampleEventFiles,
} from '../lib/local/sample-events.js';

export { EVENTS_DIR, KEY_PLACEHOLDER };
export const ENV_FILE = join(EVENTS_DIR, 'env.json');

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
  /** Where the stack's gateway listens: the links the functions print (e-mails) point there. */
  baseUrl?: string;
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
      // Read by a person's browser on this machine, not by the container: the host's own address.
      ...(stack.baseUrl ? { PUBLIC_BASE_URL: stack.baseUrl } : {}),
    },
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { host: { type: 'string', default: 'host.docker.internal' } } });
  const runtime = attachToRunningStack();
  const env = samEnvFor(
    readEnvFile(),
    { ...runtime, secretsJson: readFileSync(runtime.secretsFile, 'utf8') },
    values.host,
  );
  writeFileSync(join(LOCAL_DIR, 'sam-env.json'), `${JSON.stringify(env, null, 2)}\n`, { mode: 0o600 });
  const demo = JSON.parse(readFileSync(DEMO_FILE, 'utf8')) as { companyKey: string };
  const eventsOut = join(LOCAL_DIR, 'events');
  mkdirSync(eventsOut, { recursive: true });
  for (const file of sampleEventFiles().values()) {
    const event = await fillSampleEvent(readFileSync(file, 'utf8'), demo.companyKey);
    writeFileSync(join(eventsOut, basename(file)), event);
  }
  console.log(`wrote ${join(LOCAL_DIR, 'sam-env.json')} and ${eventsOut}/*.json`);
}

if (process.argv[1] && /infra[\\/]sam-env\.ts$/.test(process.argv[1])) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`sam:env failed: ${(error as Error).message}`);
      process.exit(1);
    },
  );
}
