/**
 * `npm start`: the whole service on this machine. DynamoDB Local and the SES emulator on free
 * ports, the table, demo data, every route of the route table behind the local gateway, and the
 * stream functions fed from DynamoDB Local's change stream as the event source mapping feeds them,
 * and the scheduled functions on timers.
 * Flags: --persist keeps DynamoDB data under .local/dynamodb; --verbose prints the service's JSON
 * log lines on the console too (they go to .local/service.log). Env: PORT (default 3000).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { FUNCTIONS } from '../routes.js';
import { config, resetConfig } from '../shared/config.js';
import { devIdpSettings } from './dev-idp.js';
import { MissingJavaError } from './emulators.js';
import { createGateway, listen } from './gateway.js';
import { desktopHostConfig } from './host-config.js';
import { superviseLocalRuntime } from './lifecycle.js';
import { LOCAL_ONLY_FUNCTIONS } from './local-routes.js';
import {
  DEMO_FILE,
  ensureLocalDir,
  LOCAL_DIR,
  PERSIST_DIR,
  SECRETS_FILE,
  SERVICE_LOG_FILE,
} from './paths.js';
import { writeRuntimeFile } from './runtime-file.js';
import { LocalScheduler } from './scheduler.js';
import { seedDemo, seedTokenDemo } from './seed.js';
import { sendServiceLogTo } from './service-log.js';
import { startLocalStack } from './stack.js';
import { StreamPoller } from './stream-poller.js';

// Before anything is started: a signal during start-up must stop what has started so far.
const lifecycle = superviseLocalRuntime();

async function main(): Promise<void> {
  const persist = process.argv.includes('--persist');
  const port = Number(process.env.PORT ?? 3000);
  const verbose = process.argv.includes('--verbose');
  ensureLocalDir();
  if (persist) mkdirSync(PERSIST_DIR, { recursive: true });
  sendServiceLogTo(SERVICE_LOG_FILE, { verbose });

  const stack = await startLocalStack({
    secretsFile: SECRETS_FILE,
    ...(persist ? { persistDir: PERSIST_DIR } : {}),
    progress: (line) => console.log(line),
  });
  const gateway = createGateway({
    functions: [...FUNCTIONS, ...LOCAL_ONLY_FUNCTIONS],
    onRequest: ({ method, path, status, ms, fn }) =>
      console.log(`${method} ${path} → ${status} (${ms} ms${fn ? `, ${fn}` : ''})`),
  });
  const poller = new StreamPoller();
  poller.start();
  const scheduler = new LocalScheduler();
  scheduler.start();
  lifecycle.onStop(() => {
    gateway.close();
    gateway.closeAllConnections();
  });
  lifecycle.onStop(() => poller.stop());
  lifecycle.onStop(() => scheduler.stop());

  let boundPort: number;
  try {
    boundPort = await listen(gateway, port, '127.0.0.1');
  } catch (error) {
    return lifecycle.stop((error as Error).message, 1);
  }
  const baseUrl = `http://localhost:${boundPort}`;
  process.env.PUBLIC_BASE_URL ??= baseUrl;
  process.env.ALLOWED_ORIGINS ??= [
    `http://localhost:${boundPort}`,
    `http://127.0.0.1:${boundPort}`,
    'https://app.example.com',
    'https://admin.example.com',
    'https://agents.example.com',
  ].join(',');
  // /exchangeIdpToken trusts the development identity provider unless another one is configured.
  const idp = devIdpSettings(baseUrl);
  process.env.IDP_ISSUER ??= idp.issuer;
  process.env.IDP_AUDIENCE ??= idp.audience;
  process.env.IDP_JWKS_URI ??= idp.jwksUri;
  resetConfig();

  const { demo, homolog } = await seedDemo();
  const tokens = await seedTokenDemo();
  const sesInboxUrl = stack.sesEndpoint;
  writeRuntimeFile({ pid: process.pid, baseUrl, ...stack });
  const demoInfo = {
    baseUrl,
    companyId: demo.companyId,
    companyKey: demo.key,
    homologCompanyId: homolog.companyId,
    homologCompanyKey: homolog.key,
    sesInboxUrl,
    dynamoEndpoint: stack.dynamoEndpoint,
    allowedOrigins: config().ALLOWED_ORIGINS.split(','),
    ...tokens,
  };
  writeFileSync(DEMO_FILE, `${JSON.stringify(demoInfo, null, 2)}\n`);

  const hostConfig = desktopHostConfig(`${baseUrl}/mcp`, tokens.serviceClientId, tokens.serviceClientSecret);
  console.log(`
Workforce-ops service running locally${persist ? ' (data persisted in .local/dynamodb)' : ' (in-memory data)'}
  API            ${baseUrl}
  API reference  ${baseUrl}/docs
  MCP server     ${baseUrl}/mcp
  DynamoDB Local ${stack.dynamoEndpoint}  (table ${stack.tableName})
  SES inbox      ${sesInboxUrl}
  Service log    ${SERVICE_LOG_FILE}  (${verbose ? 'every line also here' : 'warnings and errors also here'})
  Summaries      days summed when over (every 15 min in the cloud, every minute here); changes to
                 earlier days from the table's stream
  Webhooks       sent from the table's stream; retries swept every 2 s
  Demo company   ${demo.name} (${demo.companyId})
    key          ${demo.key}
  Test company   ${homolog.name} (${homolog.companyId})
    key          ${homolog.key}
  Service client ${tokens.serviceClientId}
    secret       ${tokens.serviceClientSecret}
    token        ${tokens.serviceToken}
  Chatbot token  ${tokens.chatbotUserEmail} of ${demo.companyId}
    token        ${tokens.chatbotToken}
An agent host's "mcpServers" entry (e.g. claude_desktop_config.json), signing in as the service client:
${JSON.stringify(hostConfig)}
The same is in ${LOCAL_DIR}/demo.json. Ctrl-C stops everything.
`);
}

main().catch((error) => {
  if (error instanceof MissingJavaError) console.error(error.message);
  else console.error('npm start failed:', error instanceof Error ? error.message : error);
  return lifecycle.stop('start-up failed', 1);
});
