/**
 * The cloud read path of lib/shared/secrets.ts against a stand-in for the AWS Parameters and
 * Secrets Lambda Extension: a small local HTTP server that fakes the extension's HTTP interface
 * as AWS documents it (GET /secretsmanager/get?secretId=<ARN or name>, the header
 * X-Aws-Parameters-Secrets-Token carrying AWS_SESSION_TOKEN, a GetSecretValue JSON answer with
 * SecretString). It is not a mocked AWS SDK client: no SDK is involved on this path at all. The
 * server listens on port 0 and the code finds it through the extension's own variable,
 * PARAMETERS_SECRETS_EXTENSION_HTTP_PORT, as in Lambda.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { resetConfig } from '../../../lib/shared/config.js';
import { ServiceUnavailableError } from '../../../lib/shared/errors.js';
import {
  EXTENSION_TIMEOUT_MS,
  EXTENSION_TOKEN_HEADER,
  loadSecret,
  readCloudSecretsWith,
  resetSecrets,
} from '../../../lib/shared/secrets.js';
import { type SecretStore, secretsManagerReader } from '../../../lib/shared/secrets-manager.js';

const COMPANY_KEY_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:workforce/company-key-AbCdEf';
const SIGNING_KEYS_ARN = 'arn:aws:secretsmanager:eu-west-1:123456789012:secret:workforce/signing-keys-GhIjKl';
const SESSION_TOKEN = 'IQoJb3JpZ2luX2VjEXAMPLE+session/token==';

interface SeenRequest {
  method: string | undefined;
  path: string;
  secretId: string | null;
  token: string | undefined;
}

/** What the fake answers next: a status and a body, or nothing at all (a hang). */
type Behaviour = { status: number; body: unknown } | 'hang';

/** The fake extension: records each request and answers per the current behaviour. */
class FakeExtension {
  readonly seen: SeenRequest[] = [];
  values = new Map<string, string>([
    [COMPANY_KEY_ARN, 'Y29tcGFueS1rZXktc2VjcmV0LW9mLTMyLWJ5dGVzLi4uLg=='],
    [SIGNING_KEYS_ARN, '{"version":1}'],
  ]);
  behaviour: Behaviour | undefined;
  private readonly server: Server;
  private readonly hanging: ServerResponse[] = [];

  constructor() {
    this.server = createServer((req, res) => this.answer(req, res));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, 'localhost', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const token = req.headers[EXTENSION_TOKEN_HEADER.toLowerCase()];
    const request: SeenRequest = {
      method: req.method,
      path: url.pathname,
      secretId: url.searchParams.get('secretId'),
      token: typeof token === 'string' ? token : undefined,
    };
    this.seen.push(request);
    if (this.behaviour === 'hang') {
      this.hanging.push(res);
      return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (this.behaviour) {
      send(this.behaviour.status, this.behaviour.body);
      return;
    }
    // The token header is required and only this route exists (the statuses are the fake's own:
    // AWS documents the request, not its error answers; the code treats any but 200 as a failure).
    const value = request.secretId ? this.values.get(request.secretId) : undefined;
    if (request.token !== SESSION_TOKEN) send(401, 'missing or invalid token');
    else if (request.method !== 'GET' || request.path !== '/secretsmanager/get') send(404, 'not found');
    else if (value === undefined)
      send(400, 'ResourceNotFoundException: Secrets Manager cannot find the secret');
    else {
      send(200, {
        ARN: request.secretId,
        Name: request.secretId?.split(':').at(-1),
        SecretString: value,
        VersionId: 'a1b2c3d4-5678-90ab-cdef-EXAMPLE11111',
        VersionStages: ['AWSCURRENT'],
        CreatedDate: '2026-01-01T00:00:00Z',
        ResultMetadata: {},
      });
    }
  }
}

const VARIABLES = [
  'LOCAL_SECRETS_FILE',
  'LOCAL_SECRETS_JSON',
  'COMPANY_KEY_SECRET_ARN',
  'SIGNING_KEYS_SECRET_ARN',
  'AWS_SESSION_TOKEN',
  'PARAMETERS_SECRETS_EXTENSION_HTTP_PORT',
] as const;

let extension: FakeExtension;
let port: number;
const saved: Partial<Record<(typeof VARIABLES)[number], string>> = {};

/** The process as Lambda starts it with the layer: secret ARNs, session token, extension port. */
function coldStartInLambda(): void {
  delete process.env.LOCAL_SECRETS_FILE;
  delete process.env.LOCAL_SECRETS_JSON;
  process.env.COMPANY_KEY_SECRET_ARN = COMPANY_KEY_ARN;
  process.env.SIGNING_KEYS_SECRET_ARN = SIGNING_KEYS_ARN;
  process.env.AWS_SESSION_TOKEN = SESSION_TOKEN;
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String(port);
  resetConfig();
  readCloudSecretsWith(undefined);
  resetSecrets();
}

/** The error loadSecret threw, checked to be the 503 every route answers with Retry-After. */
async function unavailable(promise: Promise<unknown>): Promise<ServiceUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ServiceUnavailableError);
  const appError = error as ServiceUnavailableError;
  expect(appError.status).toBe(503);
  return appError;
}

const causeOf = (error: Error) => String((error.cause as Error | undefined)?.message);

beforeAll(async () => {
  for (const name of VARIABLES) saved[name] = process.env[name];
  extension = new FakeExtension();
  port = await extension.listen();
});

beforeEach(() => {
  extension.seen.length = 0;
  extension.behaviour = undefined;
  coldStartInLambda();
});

afterEach(() => {
  for (const name of VARIABLES) {
    const value = saved[name];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
  resetSecrets();
});

afterAll(() => extension.close());

describe('secrets read through the Parameters and Secrets Lambda Extension', () => {
  it('asks GET /secretsmanager/get for the ARN with the session token, on the configured port', async () => {
    await expect(loadSecret('companyKey')).resolves.toBe(extension.values.get(COMPANY_KEY_ARN));
    await expect(loadSecret('signingKeys')).resolves.toBe('{"version":1}');
    expect(extension.seen).toEqual([
      { method: 'GET', path: '/secretsmanager/get', secretId: COMPANY_KEY_ARN, token: SESSION_TOKEN },
      { method: 'GET', path: '/secretsmanager/get', secretId: SIGNING_KEYS_ARN, token: SESSION_TOKEN },
    ]);
  });

  it('needs AWS_SESSION_TOKEN (outside Lambda): a 503, and the extension is not even asked', async () => {
    delete process.env.AWS_SESSION_TOKEN;
    const error = await unavailable(loadSecret('companyKey'));
    expect(error.message).toBe('the companyKey secret cannot be read now');
    expect(causeOf(error)).toMatch(/AWS_SESSION_TOKEN/);
    expect(extension.seen).toEqual([]);
  });

  it.each([
    [400, 'AccessDeniedException: not authorized to perform secretsmanager:GetSecretValue'],
    [400, 'not ready to serve traffic, please wait'],
    [401, 'missing or invalid token'],
    [404, 'not found'],
    [500, 'internal error'],
    [502, 'Bad Gateway'],
  ])('answers 503 when the extension answers %i, and reads again on the next call', async (status, body) => {
    extension.behaviour = { status, body };
    const error = await unavailable(loadSecret('companyKey'));
    expect(causeOf(error)).toContain(`answered ${status}`);
    // A failure is not cached: once the extension answers, the value is there.
    extension.behaviour = undefined;
    await expect(loadSecret('companyKey')).resolves.toBe(extension.values.get(COMPANY_KEY_ARN));
    expect(extension.seen).toHaveLength(2);
  });

  it('answers 503 for a 200 without SecretString (a binary secret) or that is not JSON', async () => {
    extension.behaviour = { status: 200, body: { ARN: COMPANY_KEY_ARN, SecretBinary: 'AAEC' } };
    expect(causeOf(await unavailable(loadSecret('companyKey')))).toMatch(/without a SecretString/);
    extension.behaviour = { status: 200, body: '<html>a proxy</html>' };
    expect(causeOf(await unavailable(loadSecret('companyKey')))).toMatch(/other than JSON/);
  });

  it(
    'gives up on an extension that does not answer, with a 503 after its timeout',
    async () => {
      extension.behaviour = 'hang';
      const started = Date.now();
      const error = await unavailable(loadSecret('signingKeys', { maxAgeMs: 0 }));
      const waited = Date.now() - started;
      expect(causeOf(error)).toMatch(/did not answer within/);
      expect(waited).toBeGreaterThanOrEqual(EXTENSION_TIMEOUT_MS - 50);
      expect(waited).toBeLessThan(EXTENSION_TIMEOUT_MS + 2000);
    },
    EXTENSION_TIMEOUT_MS + 10_000,
  );

  it('answers 503 when nothing listens on the port (no extension layer)', async () => {
    const closed = new FakeExtension();
    const closedPort = await closed.listen();
    await closed.close();
    process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String(closedPort);
    resetConfig();
    const error = await unavailable(loadSecret('companyKey'));
    expect(causeOf(error)).toMatch(/ECONNREFUSED/);
  });

  it('answers 503 for a port variable that is not a port', async () => {
    process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = 'twenty-seven-seventy-three';
    resetConfig();
    expect(causeOf(await unavailable(loadSecret('companyKey')))).toMatch(/not a port number/);
    expect(extension.seen).toEqual([]);
  });

  it('keeps a value without a maximum age for the process: one request, however many reads', async () => {
    const reads = await Promise.all([loadSecret('companyKey'), loadSecret('companyKey')]);
    await loadSecret('companyKey');
    expect(new Set(reads).size).toBe(1);
    expect(extension.seen).toHaveLength(1);
  });

  it('rereads a value older than maxAgeMs, and every time with 0', async () => {
    await loadSecret('signingKeys', { maxAgeMs: 200 });
    await loadSecret('signingKeys', { maxAgeMs: 200 });
    expect(extension.seen).toHaveLength(1);

    extension.values.set(SIGNING_KEYS_ARN, '{"version":1,"rotated":true}');
    await new Promise((resolve) => setTimeout(resolve, 250));
    await expect(loadSecret('signingKeys', { maxAgeMs: 200 })).resolves.toBe('{"version":1,"rotated":true}');
    expect(extension.seen).toHaveLength(2);

    await loadSecret('signingKeys', { maxAgeMs: 0 });
    await loadSecret('signingKeys', { maxAgeMs: 0 });
    expect(extension.seen).toHaveLength(4);
  });

  it('reads through the reader the admin CLI installs instead (no extension outside Lambda)', async () => {
    const asked: string[] = [];
    const store: SecretStore = {
      read: async (arn) => {
        asked.push(arn);
        return arn === COMPANY_KEY_ARN ? 'via-get-secret-value' : undefined;
      },
      write: async () => 'unused',
    };
    readCloudSecretsWith(secretsManagerReader(store));
    await expect(loadSecret('companyKey')).resolves.toBe('via-get-secret-value');
    await unavailable(loadSecret('signingKeys'));
    expect(asked).toEqual([COMPANY_KEY_ARN, SIGNING_KEYS_ARN]);
    expect(extension.seen).toEqual([]);
  });

  it('leaves the local secrets file in charge when one is configured', async () => {
    process.env.LOCAL_SECRETS_JSON = JSON.stringify({ companyKey: 'from-the-local-file' });
    resetConfig();
    await expect(loadSecret('companyKey')).resolves.toBe('from-the-local-file');
    expect(extension.seen).toEqual([]);
  });
});
