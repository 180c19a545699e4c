/**
 * categorizeURL's rules pass the full regex check, ReDoS analysis included. urlRegex writes only
 * linear patterns, so the analysis must accept every one: a URL is never refused as dangerous.
 * Checked here over arbitrary targets and URLs, with the analysis itself.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { regexProblem } from '../../../lib/classification/regex-check.js';
import { regexSyntaxProblem } from '../../../lib/classification/regex-syntax.js';
import { listActiveRules } from '../../../lib/classification/rules.js';
import { upsertUrlRule } from '../../../lib/classification/upsert-url-rule.js';
import { parseUrlTarget, urlRegex } from '../../../lib/classification/url-rule.js';
import { ValidationError } from '../../../lib/shared/errors.js';
import { newCompany } from '../../support/fixtures.js';

const RUNS = 2000;

/** The full check and the syntax check alone agree on the pattern urlRegex writes for `target`. */
const agrees = (target: { host: string; path: string }) => {
  const pattern = urlRegex(target);
  expect(regexProblem(pattern), pattern).toBe(regexSyntaxProblem(pattern));
};

describe('the ReDoS check on the patterns urlRegex writes', () => {
  it('accepts every one that passes the syntax checks: any host and any path', () => {
    const host = fc.stringMatching(/^[a-z0-9.-]{1,60}$/);
    const path = fc.oneof(
      fc.constant(''),
      fc.string({ unit: 'binary', maxLength: 80 }).map((text) => `/${text}`),
      fc
        .string({ unit: fc.constantFrom(...'\\/.*+?^{}$()|[]-0123456789bcdsuxwBDSW<>=!:,'), maxLength: 60 })
        .map((text) => `/${text}`),
    );
    fc.assert(
      fc.property(host, path, (h, p) => agrees({ host: h, path: p })),
      { numRuns: RUNS },
    );
  });

  it('accepts every one written for a URL parseUrlTarget takes', () => {
    const url = fc.oneof(
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc.string({ unit: 'binary', maxLength: 80 }).map((text) => `https://example.com/${text}`),
    );
    fc.assert(
      fc.property(url, (text) => {
        const target = parseUrlTarget(text);
        if (target) agrees(target);
      }),
      { numRuns: RUNS },
    );
  });

  it.each([
    '/(a+)+$',
    '/\\d+\\1',
    '/\\u0041\\x41\\cA\\0\\n',
    '/\\\\u0041',
    '/[\\b]{2,3}',
    '/(?<x>a)(?=b)(?!c)(?<=d)',
    '/%5C%2A',
    `/${'a?'.repeat(40)}`,
  ])('accepts the pattern for path %s', (path) => agrees({ host: 'example.com', path }));

  it('refuses, as the full check does, a pattern over the length limit', () => {
    const pattern = urlRegex({ host: 'example.com', path: `/${'a'.repeat(1000)}` });
    expect(regexSyntaxProblem(pattern)).toMatch(/characters long; the limit is 1000$/);
    expect(regexProblem(pattern)).toBe(regexSyntaxProblem(pattern));
  });
});

describe('upsertUrlRule (for categorizeURL)', () => {
  it('creates, then updates the fields of the same folded name, then reactivates it', async () => {
    const { companyId } = await newCompany();
    const github = { host: 'github.com', path: '' };
    const created = await upsertUrlRule(companyId, github, { app_name_pt: 'GitHub', app_class: 'Dev' });
    expect(created.outcome).toBe('created');
    expect(created.rule).toEqual({
      app_name_pt: 'GitHub',
      regex_rule: urlRegex(github),
      app_class: 'Dev',
      app_regex: null,
      rnk: null,
    });

    const gist = { host: 'gist.github.com', path: '/x' };
    const updated = await upsertUrlRule(companyId, gist, {
      app_name_pt: ' GITHUB ',
      app_class: 'Code',
      rnk: 2,
    });
    expect(updated.outcome).toBe('updated');
    expect((await listActiveRules(companyId, {})).rules).toEqual([
      { app_name_pt: 'GITHUB', regex_rule: urlRegex(gist), app_class: 'Code', app_regex: null, rnk: 2 },
    ]);
  });

  it('refuses fields as the REST insert does, and writes nothing', async () => {
    const { companyId } = await newCompany();
    const long = { host: 'example.com', path: `/${'a'.repeat(1000)}` };
    await expect(upsertUrlRule(companyId, long, { app_name_pt: 'X', app_class: 'Y' })).rejects.toThrow(
      ValidationError,
    );
    const example = { host: 'example.com', path: '' };
    await expect(
      upsertUrlRule(companyId, example, { app_name_pt: 'X', app_class: 'Y', rnk: 1e12 }),
    ).rejects.toThrow(ValidationError);
    await expect(upsertUrlRule(companyId, example, { app_name_pt: ' ', app_class: 'Y' })).rejects.toThrow(
      'invalid fields: app_name_pt (must not be empty)',
    );
    expect((await listActiveRules(companyId, {})).rules).toEqual([]);
  });
});
