/**
 * The local stack: DynamoDB Local and the SES emulator on free ports, the table created from the
 * table definition, the secrets file in place, and this process's environment pointed at them, so
 * the handlers run exactly as in Lambda.
 */

import { dynamoClient } from '../dynamo/client.js';
import { createTableIfMissing } from './bootstrap-table.js';
import { localRequestTimeout, setUpEveryDynamoClient } from './dynamo-client.js';
import { waitForSocketSlots } from './dynamo-socket-slots.js';
import { startDynamoDbLocal, startSesEmulator } from './emulators.js';
import { resetProcessCaches } from './reset.js';
import { ensureLocalSecrets } from './secrets-file.js';

export interface LocalStackOptions {
  /** Keep DynamoDB data in this folder instead of memory. */
  persistDir?: string;
  secretsFile: string;
  tableName?: string;
  dynamoPort?: number;
  sesPort?: number;
  /** Told while an emulator is still starting (npm start prints it). */
  progress?: (line: string) => void;
}

export interface LocalStack {
  dynamoEndpoint: string;
  sesEndpoint: string;
  tableName: string;
  secretsFile: string;
  stop(): Promise<void>;
}

/**
 * A function gives DynamoDB 2 s to answer before it retries. DynamoDB Local, a JVM sharing the
 * machine with everything else, can take longer on a busy one, and a write retried because its
 * answer came late is refused by its own first attempt (a conditional put finds its item).
 */
const LOCAL_REQUEST_TIMEOUT_MS = '10000';

/**
 * Points this process's configuration at a running stack (also used by test workers), with the
 * DynamoDB client the local runtime needs: one process serving many requests at once, against an
 * emulator given LOCAL_REQUEST_TIMEOUT_MS to answer unless DYNAMODB_REQUEST_TIMEOUT_MS says otherwise.
 */
export function useLocalStack(
  stack: Pick<LocalStack, 'dynamoEndpoint' | 'sesEndpoint' | 'tableName' | 'secretsFile'>,
): void {
  Object.assign(process.env, {
    DYNAMODB_ENDPOINT: stack.dynamoEndpoint,
    SES_ENDPOINT: stack.sesEndpoint,
    TABLE_NAME: stack.tableName,
    LOCAL_SECRETS_FILE: stack.secretsFile,
    AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    // Webhooks to receivers on this machine (http://127.0.0.1:...); the cloud sends to public https only.
    WEBHOOK_LOOPBACK_ALLOWED: 'true',
    DYNAMODB_REQUEST_TIMEOUT_MS: process.env.DYNAMODB_REQUEST_TIMEOUT_MS ?? LOCAL_REQUEST_TIMEOUT_MS,
  });
  resetProcessCaches();
  setUpEveryDynamoClient(waitForSocketSlots);
  setUpEveryDynamoClient(localRequestTimeout);
}

export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const tableName = options.tableName ?? 'workforce-ops';
  ensureLocalSecrets(options.secretsFile);
  const { progress } = options;
  const dynamo = await startDynamoDbLocal({
    ...(options.dynamoPort !== undefined ? { port: options.dynamoPort } : {}),
    ...(options.persistDir ? { persistDir: options.persistDir } : {}),
    ...(progress ? { progress } : {}),
  });
  let ses: Awaited<ReturnType<typeof startSesEmulator>>;
  try {
    ses = await startSesEmulator({
      ...(options.sesPort !== undefined ? { port: options.sesPort } : {}),
      ...(progress ? { progress } : {}),
    });
  } catch (error) {
    await dynamo.stop();
    throw error;
  }
  const stack: LocalStack = {
    dynamoEndpoint: dynamo.endpoint,
    sesEndpoint: ses.endpoint,
    tableName,
    secretsFile: options.secretsFile,
    stop: async () => {
      await Promise.all([dynamo.stop(), ses.stop()]);
    },
  };
  useLocalStack(stack);
  try {
    await createTableIfMissing(dynamoClient(), tableName);
  } catch (error) {
    await stack.stop();
    throw error;
  }
  return stack;
}
