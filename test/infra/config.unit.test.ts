import { describe, expect, it } from 'vitest';
import { parseStackConfig, stackName } from '../../infra/config.js';
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
