import { beforeAll, describe, expect, it } from 'vitest';
import { regexProblem } from '../../../../lib/classification/regex-check.js';
import { listActiveRules } from '../../../../lib/classification/rules.js';
import { parseUrlTarget, urlRegex } from '../../../../lib/classification/url-rule.js';
import { newCompany, type TestCompany } from '../../../support/fixtures.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

describe('urlRegex', () => {
  it('matches the domain and its subdomains, with or without a scheme, and nothing else', () => {
    const target = parseUrlTarget('https://Docs.Google.com/spreadsheets/');
    expect(target).toEqual({ host: 'docs.google.com', path: '/spreadsheets' });
    const sheets = new RegExp(urlRegex(target ?? { host: '', path: '' }));
    expect(sheets.test('docs.google.com/spreadsheets/d/1')).toBe(true);
    expect(sheets.test('https://a.docs.google.com/spreadsheets?x=1')).toBe(true);
    expect(sheets.test('docs.google.com/document/d/1')).toBe(false);
    expect(sheets.test('baddocs.google.com/spreadsheets')).toBe(false);
    const domain = new RegExp(urlRegex(parseUrlTarget('example.com') ?? { host: '', path: '' }));
    expect(['example.com', 'http://www.example.com/a', 'example.com:8080'].every((t) => domain.test(t))).toBe(
      true,
    );
    expect(
      ['example.com.evil.io', 'notexample.com', 'evil.io/?u=x.example.com'].some((t) => domain.test(t)),
    ).toBe(false);
  });
  it('refuses what is not an http(s) URL or a domain', () => {
    for (const bad of [
      'ftp://x.example',
      'no spaces.com',
      'localhost',
      'javascript:alert(1)',
      '',
      'https://example.com/%E0%A4%A',
    ]) {
      expect(parseUrlTarget(bad)).toBeUndefined();
    }
  });
});

describe('MCP tool categorizeURL', () => {
  let company: TestCompany;
  let other: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
    other = await newCompany();
  });
  const writer = () => service(company.companyId, 'write:masterdata');

  it('adds a rule through the same validation as the REST insert, and records who did it', async () => {
    const { data, envelope } = await ok(writer(), 'categorizeURL', {
      url: 'https://docs.google.com/spreadsheets',
      app_name_pt: 'Planilhas Google',
      app_class: 'Produtividade',
      rnk: 3,
    });
    expect(data).toMatchObject({
      outcome: 'created',
      matches: 'docs.google.com/spreadsheets',
      rule: { app_name_pt: 'Planilhas Google', app_class: 'Produtividade', rnk: 3 },
      changedBy: { sub: 'svc-client-1', mode: 'service' },
    });
    expect(envelope.humanSummary).toBe(
      "docs.google.com/spreadsheets is now classified as 'Planilhas Google' (Produtividade): a new rule.",
    );
    const { rules } = await listActiveRules(company.companyId, {});
    expect(rules).toContainEqual(
      expect.objectContaining({ app_name_pt: 'Planilhas Google', regex_rule: data.rule.regex_rule }),
    );
  });

  it('replaces the pattern of a rule of the same name, and warns', async () => {
    await ok(writer(), 'categorizeURL', { url: 'github.com', app_name_pt: 'GitHub', app_class: 'Dev' });
    const again = await ok(writer(), 'categorizeURL', {
      url: 'gist.github.com',
      app_name_pt: 'github',
      app_class: 'Dev',
    });
    expect(again.data.outcome).toBe('updated');
    expect(again.envelope.warnings).toEqual(["the previous pattern of 'github' was replaced"]);
  });

  it('refuses a URL that is not one, and a missing class: invalid_arguments', async () => {
    const bad = await call(writer(), 'categorizeURL', {
      url: 'ftp://files.example',
      app_name_pt: 'X',
      app_class: 'Y',
    });
    expect(reasonOf(bad)).toBe('invalid_arguments');
    expect(bad.envelope.warnings[0]).toMatch(/^url:/);
    const badEncoding = await call(writer(), 'categorizeURL', {
      url: 'https://example.com/%E0%A4%A',
      app_name_pt: 'X',
      app_class: 'Y',
    });
    expect(badEncoding.status).toBe(400);
    expect(badEncoding.envelope.warnings[0]).toMatch(/^url:/);
    const missing = await call(writer(), 'categorizeURL', { url: 'example.com', app_name_pt: 'X' });
    expect(missing.envelope.warnings).toContain('app_class: required');
  });

  it('writes, for an address full of regex syntax, a pattern the ReDoS analysis accepts', async () => {
    const url = 'https://example.com/(a+)+$/(x|x)*y/[a-z]{1,10}{1,10}';
    const { data } = await ok(writer(), 'categorizeURL', {
      url,
      app_name_pt: 'Sintaxe',
      app_class: 'Outros',
    });
    expect(regexProblem(data.rule.regex_rule)).toBeUndefined();
    const stored = new RegExp(data.rule.regex_rule);
    expect(stored.test('example.com/(a+)+$/(x|x)*y/[a-z]{1,10}{1,10}')).toBe(true);
    expect(stored.test('example.com/aaaa/xxy/b')).toBe(false);
  });

  it('answers invalid_arguments naming regex_rule when the pattern would pass the length limit', async () => {
    const answer = await call(writer(), 'categorizeURL', {
      url: `https://example.com/${'a'.repeat(990)}`,
      app_name_pt: 'Longo',
      app_class: 'Outros',
    });
    expect(reasonOf(answer)).toBe('invalid_arguments');
    expect(answer.envelope.warnings[0]).toMatch(
      /^invalid fields: regex_rule \(is \d+ characters long; the limit is 1000\)$/,
    );
    const { rules } = await listActiveRules(company.companyId, {});
    expect(rules.map((rule) => rule.app_name_pt)).not.toContain('Longo');
  });

  it('is refused to a read-only token', async () => {
    const answer = await call(service(company.companyId, 'read:masterdata'), 'categorizeURL', {
      url: 'example.com',
      app_name_pt: 'X',
      app_class: 'Y',
    });
    expect(reasonOf(answer)).toBe('insufficient_scope');
  });

  refusesOutsiders('categorizeURL', 'write:masterdata', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { url: 'example.com', app_name_pt: 'Exemplo', app_class: 'Outros' },
  }));
});
