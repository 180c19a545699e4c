/**
 * Secrets stay out of the logs. Every log line of a run that calls every route (successes,
 * refusals, and the failures that log the most: DynamoDB throttles and internal errors, SES down,
 * secrets unreadable, token routes failing) is captured at DEBUG, then searched for every secret
 * the run handled: company keys and their encryption secret, access and ID tokens, the client
 * secret, approval link keys and the signing keys.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RegisteredClient, registerClient } from '../../lib/auth/oauth-clients.js';
import { resetEmailClient } from '../../lib/email/send-email.js';
import { mintDevIdToken } from '../../lib/local/dev-idp.js';
import { resetProcessCaches } from '../../lib/local/reset.js';
import { resetConfig } from '../../lib/shared/config.js';
import type { TestCompany } from '../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../support/gateway.js';
import { trustDevIdp } from '../support/tokens.js';
import { injectFault } from './support/dynamo-faults.js';
import { faultCompany, faultTargets } from './support/fault-targets.js';
import { captureLogs, type LogCapture } from './support/log-capture.js';
import { type PrivateTable, usePrivateTable } from './support/private-table.js';

/** The parts of a secret that must never show: the whole, and each long piece of it. */
function fingerprints(secret: string): string[] {
  const pieces = secret.split(/[.\n]/).filter((piece) => piece.length >= 16 && !piece.startsWith('-----'));
  return [secret, ...pieces.map((piece) => piece.slice(0, 24))];
}

describe('secrets in the logs', () => {
  let table: PrivateTable;
  let gateway: TestGateway;
  let company: TestCompany;
  let client: RegisteredClient;
  let logs: LogCapture;
  const secrets = new Map<string, string>();
  const keep = (what: string, value: unknown) => {
    if (typeof value === 'string' && value) secrets.set(`${what} #${secrets.size}`, value);
  };
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    http(`${gateway.baseUrl}${path}`, { body: body as object, headers, localAddress: '127.60.0.1' });

  beforeAll(async () => {
    table = await usePrivateTable('secrets-logs');
    gateway = await startGateway();
    company = await faultCompany();
    client = await registerClient({
      clientId: 'logs-probe',
      scopes: [`read:masterdata:${company.companyId}`],
    });
    const stored = JSON.parse(readFileSync(String(process.env.LOCAL_SECRETS_FILE), 'utf8')) as Record<
      string,
      string
    >;
    keep('company-key secret', stored.companyKey);
    keep('dev IdP key', (JSON.parse(String(stored.localIdpKey)) as { privateKeyPem: string }).privateKeyPem);
    JSON.stringify(JSON.parse(String(stored.signingKeys)), (name, value) => {
      if (name === 'privateKeyPem') keep('signing key', value);
      return value;
    });
    keep('company key', company.key);
    keep('client secret', client.client_secret);
    logs = captureLogs('DEBUG');
  });
  afterAll(async () => {
    logs.stop();
    await gateway.close();
    await table.drop();
  });

  it('runs every route, through its successes and failures', async () => {
    for (const [index, target] of faultTargets(company).entries()) {
      await target.prepare?.(gateway.baseUrl, company, index);
      const ok = await post(target.path, target.body(index));
      keep('approval link key', ok.json?.approvalLinkKey);
      // A throttle (503) and an error no retry helps (500): the paths that log whole errors.
      for (const kind of ['throttle', 'broken'] as const) {
        const fault = injectFault(kind, () => true);
        await post(target.path, target.body(index + 100));
        fault.remove();
      }
    }

    const token = await post('/oauthToken', {
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    keep('access token', token.json.access_token);
    await post('/oauthToken', {
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: 'wrong',
    });
    const idp = trustDevIdp(gateway.baseUrl);
    const idToken = mintDevIdToken({ email: 'ana@faults.example', issuer: idp.issuer });
    keep('ID token', idToken);
    const chatbot = await post('/exchangeIdpToken', { idp_id_token: idToken });
    keep('chatbot token', chatbot.json.access_token);
    await http(`${gateway.baseUrl}/.well-known/jwks.json`);

    const bearer = { authorization: `Bearer ${token.json.access_token}`, accept: 'application/json' };
    await post('/mcp/tools/searchEmployee', { dataset: 'employees', query: 'ana' }, bearer);
    await post('/mcp', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, bearer);
    await post(
      '/mcp',
      { jsonrpc: '2.0', id: 1, method: 'ping' },
      { authorization: `Bearer ${token.json.access_token}x` },
    );
    const fault = injectFault('timeout', () => true);
    await post('/mcp/tools/searchEmployee', { dataset: 'employees', query: 'ana' }, bearer);
    await post('/oauthToken', {
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    await http(`${gateway.baseUrl}/mcp/ready`);
    fault.remove();

    const link = [...secrets.entries()].find(([what]) => what.startsWith('approval link key'))?.[1];
    await http(`${gateway.baseUrl}/approval/${link}`);
    await http(`${gateway.baseUrl}/approval/${link}`, {
      method: 'POST',
      body: 'decision=approve',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' },
    });

    // SES unreachable, then the secrets unreadable at cold start.
    const ses = process.env.SES_ENDPOINT;
    process.env.SES_ENDPOINT = 'http://127.0.0.1:9';
    resetConfig();
    resetEmailClient();
    const unsent = await post('/requestExtension', {
      key: company.key,
      user: 'ana',
      reqMinutes: 5,
      justification: 'x',
    });
    keep('approval link key', unsent.json.approvalLinkKey);
    process.env.SES_ENDPOINT = ses;
    const secretsFile = process.env.LOCAL_SECRETS_FILE;
    process.env.LOCAL_SECRETS_FILE = `${secretsFile}.gone`;
    resetProcessCaches();
    await post('/recordPunch', { key: company.key });
    await post('/oauthToken', {
      grant_type: 'client_credentials',
      client_id: client.client_id,
      client_secret: client.client_secret,
    });
    process.env.LOCAL_SECRETS_FILE = secretsFile;
    resetProcessCaches();
  }, 120_000);

  it('logged what happened, and none of the secrets', () => {
    const messages = new Set(logs.entries().map((entry) => entry.message));
    for (const expected of [
      'request failed',
      'unexpected error',
      'transmission write failed',
      'email send failed',
      'mcp dependency unavailable',
      'token endpoint dependency unavailable',
      'not ready',
    ])
      expect(messages).toContain(expected);
    expect(secrets.size).toBeGreaterThanOrEqual(10);
    const text = logs.raw.join('\n');
    const leaked = [...secrets.entries()].filter(([, secret]) =>
      fingerprints(secret).some((piece) => text.includes(piece)),
    );
    expect(leaked.map(([what]) => what)).toEqual([]);
    console.log(`secrets in logs: ${logs.raw.length} lines searched for ${secrets.size} secrets, none found`);
  });
});
