import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenCommands } from '../../../lib/admin/token-commands.js';
import { clientCredentialsGrant } from '../../../lib/auth/client-credentials.js';
import { publicJwksDocument, resetSigningKeyCaches } from '../../../lib/auth/signing-key-source.js';
import { parseSigningKeySet } from '../../../lib/auth/signing-keys.js';
import { verifyAccessToken } from '../../../lib/auth/verify-access-token.js';
import { resetConfig } from '../../../lib/shared/config.js';
import { ConflictError, NotFoundError, ValidationError } from '../../../lib/shared/errors.js';
import { resetSecrets } from '../../../lib/shared/secrets.js';
import { newCompany, type TestCompany, uniqueId } from '../../support/fixtures.js';
import { serviceToken } from '../../support/tokens.js';

const run = (name: string, options: Record<string, string | undefined>) => {
  const command = tokenCommands[name];
  if (!command) throw new Error(`no command ${name}`);
  return command.run(options);
};

let company: TestCompany;
beforeAll(async () => {
  company = await newCompany();
});

describe('client:create and client:revoke', () => {
  it('registers a client whose secret, shown once, gets tokens until the client is revoked', async () => {
    const id = uniqueId('cli');
    const created = (await run('client:create', {
      id,
      scopes: `read:logs:${company.companyId} read:tickets:*`,
    })) as {
      client_id: string;
      client_secret: string;
    };
    expect(created).toMatchObject({
      client_id: id,
      mode: 'service',
      scopes: [`read:logs:${company.companyId}`, 'read:tickets:*'],
    });
    const credentials = { clientId: id, clientSecret: created.client_secret, viaBasic: false };
    const grant = await clientCredentialsGrant({ grant_type: 'client_credentials' }, credentials);
    expect((await verifyAccessToken(grant.access_token)).sub).toBe(id);

    expect(await run('client:revoke', { id })).toMatchObject({ client_id: id });
    await expect(
      clientCredentialsGrant({ grant_type: 'client_credentials' }, credentials),
    ).rejects.toMatchObject({
      error: 'invalid_client',
    });
    await expect(run('client:revoke', { id })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses a taken id, a chatbot mode, bad scopes and unknown companies', async () => {
    const id = uniqueId('dup');
    const scopes = `read:logs:${company.companyId}`;
    await run('client:create', { id, scopes });
    await expect(run('client:create', { id, scopes })).rejects.toBeInstanceOf(ConflictError);
    await expect(run('client:create', { id: uniqueId('c'), scopes, mode: 'chatbot' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(run('client:create', { id: uniqueId('c'), scopes: 'read:logs:*' })).rejects.toBeInstanceOf(
      ValidationError,
    );
    await expect(run('client:create', { id: 'a:b', scopes })).rejects.toBeInstanceOf(ValidationError);
    await expect(
      run('client:create', { id: uniqueId('c'), scopes: 'read:logs:co_nowhere' }),
    ).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('user:add', () => {
  it('turns scope families into scopes of the company', async () => {
    const answer = await run('user:add', {
      company: company.companyId,
      email: 'Bea@Corp.Example',
      scopes: 'read:logs read:analytics',
    });
    expect(answer).toMatchObject({
      email: 'bea@corp.example',
      companyId: company.companyId,
      scopes: [`read:logs:${company.companyId}`, `read:analytics:${company.companyId}`],
    });
  });

  it.each([
    ['a wildcard', 'read:tickets:*'],
    ['admin', 'admin:*'],
    ['another tenant', 'read:logs:co_other'],
    ['an unknown family', 'read:everything'],
  ])('refuses %s', async (_label, scopes) => {
    await expect(
      run('user:add', { company: company.companyId, email: 'x@corp.example', scopes }),
    ).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuses an unknown company and a malformed e-mail', async () => {
    await expect(
      run('user:add', { company: 'co_nowhere', email: 'x@corp.example', scopes: 'read:logs' }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      run('user:add', { company: company.companyId, email: 'not-an-email', scopes: 'read:logs' }),
    ).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('signing-key:rotate', () => {
  // Rotation writes the secrets file: this file works on its own copy, so other test files keep theirs.
  const shared = process.env.LOCAL_SECRETS_FILE ?? '';
  const dir = mkdtempSync(join(tmpdir(), 'wfo-rotate-'));
  const copy = join(dir, 'secrets.json');
  const useSecretsFile = (path: string) => {
    process.env.LOCAL_SECRETS_FILE = path;
    resetConfig();
    resetSecrets();
    resetSigningKeyCaches();
  };
  beforeAll(() => {
    copyFileSync(shared, copy);
    useSecretsFile(copy);
  });
  afterAll(() => {
    useSecretsFile(shared);
    rmSync(dir, { recursive: true, force: true });
  });

  it('publishes new and old keys, keeps old tokens valid, and refuses a second rotation unless forced', async () => {
    const before = await serviceToken(['read:tickets:*']);
    const oldKids = (await publicJwksDocument()).keys.map((key) => key.kid);
    const summary = (await run('signing-key:rotate', {})) as {
      issuers: Record<string, { previous: string }>;
    };
    expect(
      Object.values(summary.issuers)
        .map((issuer) => issuer.previous)
        .sort(),
    ).toEqual([...oldKids].sort());

    const stored = parseSigningKeySet(JSON.parse(readFileSync(copy, 'utf8')).signingKeys);
    expect(stored.issuers['svc-mcp-issuer'].previous?.kid).toBe(summary.issuers['svc-mcp-issuer']?.previous);
    expect((await publicJwksDocument()).keys).toHaveLength(4);
    expect((await verifyAccessToken(before)).sub).toBe('test-service');

    await expect(run('signing-key:rotate', {})).rejects.toBeInstanceOf(ConflictError);
    const forced = (await run('signing-key:rotate', { force: 'yes' })) as {
      issuers: Record<string, { previous: string }>;
    };
    expect(forced.issuers['svc-mcp-issuer']?.previous).toBe(stored.issuers['svc-mcp-issuer'].current.kid);
    expect(JSON.parse(readFileSync(shared, 'utf8')).signingKeys).not.toBe(
      JSON.parse(readFileSync(copy, 'utf8')).signingKeys,
    );
  });
});
