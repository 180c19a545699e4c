/** The git-ignored file through which scripts (admin, invoke) find the running local stack. */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { ensureLocalDir, RUNTIME_FILE } from './paths.js';
import { type LocalStack, useLocalStack } from './stack.js';

export interface RuntimeInfo {
  pid: number;
  baseUrl: string;
  dynamoEndpoint: string;
  sesEndpoint: string;
  tableName: string;
  secretsFile: string;
}

export function writeRuntimeFile(info: RuntimeInfo): void {
  ensureLocalDir();
  writeFileSync(RUNTIME_FILE, `${JSON.stringify(info, null, 2)}\n`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Points this process at the running `npm start` stack, or throws saying to start it. */
export function attachToRunningStack(): RuntimeInfo {
  if (!existsSync(RUNTIME_FILE))
    throw new Error('no local stack is running: start it with `npm start` (or pass --table for AWS)');
  const info = JSON.parse(readFileSync(RUNTIME_FILE, 'utf8')) as RuntimeInfo;
  if (!isAlive(info.pid))
    throw new Error('the local stack is not running any more: start it with `npm start`');
  useLocalStack(
    info satisfies Pick<LocalStack, 'dynamoEndpoint' | 'sesEndpoint' | 'tableName' | 'secretsFile'>,
  );
  return info;
}
