import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  parseStackConfig,
  REQUIRED_OUTSIDE_DEV,
  readStageFile,
  stackConfigFromContext,
  stackName,
} from '../../infra/config.js';
import { retentionFor } from '../../infra/stack.js';

describe('stack context', () => {
  it('has defaults that synthesize offline with no context at all', () => {
    const config = parseStackConfig({});
    expect(config).toMatchObject({ stage: 'dev', sesSender: 'no-reply@example.com', samLocal: false });
    expect(config.allowedOrigins).toHaveLength(5);
    expect(stackName(config)).toBe('WorkforceOps-dev');
  });

  it('reads comma-separated origins from the command line and arrays from cdk.json', () => {
    expect(
      parseStackConfig({ allowedOrigins: 'https://a.example.org, https://b.example.org:8443' })
        .allowedOrigins,
    ).toEqual(['https://a.example.org', 'https://b.example.org:8443']);
    expect(parseStackConfig({ allowedOrigins: ['https://a.example.org'] }).allowedOrigins).toEqual([
      'https://a.example.org',
    ]);
  });

  it.each([
    [
      'six origins',
      { allowedOrigins: Array.from({ length: 6 }, (_, i) => `https://o${i}.example.org`) },
      /allowedOrigins/,
    ],
    ['an origin with a path', { allowedOrigins: 'https://a.example.org/app' }, /origin is scheme/],
    ['a wildcard origin', { allowedOrigins: '*' }, /origin is scheme/],
    ['a stage with capitals', { stage: 'Prod' }, /stage/],
    ['a sender that is not an address', { sesSender: 'nobody' }, /sesSender/],
    ['a JWKS URI that is not a URL', { idpJwksUri: 'jwks.json' }, /idpJwksUri/],
  ])('refuses %s, naming the key', (_label, input, message) => {
    expect(() => parseStackConfig(input)).toThrow(message);
  });

  it('rounds log retention up to a period CloudWatch accepts', () => {
    expect(retentionFor(30)).toBe(30);
    expect(retentionFor(31)).toBe(60);
    expect(retentionFor(100_000)).toBe(9999);
  });
});

describe('a stage other than dev', () => {
  const REAL = {
    stage: 'prod',
    sesSender: 'no-reply@ops.acme-ops.net',
    allowedOrigins: 'https://app.acme-ops.net',
    idpIssuer: 'https://login.acme-ops.net',
    idpAudience: 'workforce-ops',
    idpJwksUri: 'https://login.acme-ops.net/.well-known/jwks.json',
  };

  it('synthesizes with real values', () => {
    expect(parseStackConfig(REAL)).toMatchObject({ stage: 'prod', sesSender: REAL.sesSender });
  });

  it('refuses to fall back on defaults, naming every value it is missing', () => {
    const attempt = () => parseStackConfig({ stage: 'prod' });
    expect(attempt).toThrow(/stage prod/);
    for (const key of Object.keys(REQUIRED_OUTSIDE_DEV))
      expect(attempt).toThrow(new RegExp(`${key}: missing`));
  });

  it.each([
    ['sesSender', 'no-reply@example.com'],
    ['allowedOrigins', 'https://app.acme-ops.net,https://admin.example.org'],
    ['idpIssuer', 'https://idp.example.com'],
    ['idpJwksUri', 'https://login.test/jwks.json'],
    ['domainName', 'api.example.net'],
    ['alarmEmail', 'oncall@example.org'],
  ])('refuses a placeholder %s, naming it', (key, value) => {
    expect(() => parseStackConfig({ ...REAL, [key]: value })).toThrow(new RegExp(`${key}: .*placeholder`));
  });

  it('refuses the sam-local variant', () => {
    expect(() => parseStackConfig({ ...REAL, samLocal: 'true' })).toThrow(/samLocal/);
  });

  it('refuses a domain it cannot certify', () => {
    expect(() => parseStackConfig({ ...REAL, domainName: 'api.acme-ops.net' })).toThrow(
      /domainName: needs hostedZoneId/,
    );
  });

  it('dev keeps its placeholders and may be sam-local', () => {
    expect(parseStackConfig({ samLocal: 'true' }).samLocal).toBe(true);
  });
});

describe('stage files', () => {
  it('reads a stage from infra/stages/<stage>.json, with -c values over it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stages-'));
    writeFileSync(
      join(dir, 'prod.json'),
      JSON.stringify({
        sesSender: 'no-reply@ops.acme-ops.net',
        allowedOrigins: ['https://app.acme-ops.net'],
        idpIssuer: 'https://login.acme-ops.net',
        idpAudience: 'workforce-ops',
        idpJwksUri: 'https://login.acme-ops.net/.well-known/jwks.json',
      }),
    );
    const context: Record<string, unknown> = { stage: 'prod', logLevel: 'DEBUG' };
    const config = stackConfigFromContext((key) => context[key], dir);
    expect(config).toMatchObject({
      stage: 'prod',
      sesSender: 'no-reply@ops.acme-ops.net',
      logLevel: 'DEBUG',
    });
  });

  it('refuses unknown keys in a stage file, and a stage name that could leave the folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stages-'));
    writeFileSync(join(dir, 'prod.json'), JSON.stringify({ sesSendr: 'x@acme-ops.net' }));
    expect(() => readStageFile('prod', dir)).toThrow(/unknown keys sesSendr/);
    expect(() => stackConfigFromContext((key) => (key === 'stage' ? '../prod' : undefined), dir)).toThrow(
      /stage/,
    );
  });

  it('ships an example stage file that is complete but all placeholders', () => {
    const example = readStageFile('example');
    for (const key of Object.keys(REQUIRED_OUTSIDE_DEV)) expect(example).toHaveProperty(key);
    expect(() => parseStackConfig({ ...example, stage: 'example' })).toThrow(/placeholder/);
  });
});
