/** Where the local runtime keeps its git-ignored state. */
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
/** WFO_LOCAL_DIR moves the state elsewhere (tests run a second stack without touching yours). */
export const LOCAL_DIR = process.env.WFO_LOCAL_DIR ?? join(REPO_ROOT, '.local');
export const SECRETS_FILE = join(LOCAL_DIR, 'secrets.json');
export const RUNTIME_FILE = join(LOCAL_DIR, 'runtime.json');
export const DEMO_FILE = join(LOCAL_DIR, 'demo.json');
export const PERSIST_DIR = join(LOCAL_DIR, 'dynamodb');
/** The service's JSON log lines under npm start (lib/local/service-log.ts). */
export const SERVICE_LOG_FILE = join(LOCAL_DIR, 'service.log');

export function ensureLocalDir(): void {
  mkdirSync(LOCAL_DIR, { recursive: true });
}
