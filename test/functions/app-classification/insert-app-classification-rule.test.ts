import { beforeAll, describe, expect, it } from 'vitest';
import { handler as deactivate } from '../../../functions/app-classification/deactivate-app-classification-rule.js';
import { handler as insert } from '../../../functions/app-classification/insert-app-classification-rule.js';
import { handler as list } from '../../../functions/app-classification/list-app-classification-rules.js';
import { newCompany, sampleEvent, type TestCompany } from '../../support/fixtures.js';

async function call(fn: typeof insert, file: string, body: unknown) {
  const result = await fn(sampleEvent(file, body), {} as never);
  return { status: result.statusCode, body: JSON.parse(result.body ?? '{}') };
}
const insertRule = (body: unknown) => call(insert, 'insertAppClassificationRule.json', body);
const listRules = (body: unknown) => call(list, 'listAppClassificationRules.json', body);

describe('POST /insertAppClassificationRule', () => {
  let company: TestCompany;
  beforeAll(async () => {
    company = await newCompany();
  });

  it('stores an active rule and answers its name, regex and company', async () => {
    const answer = await insertRule({
      key: company.key,
      app_name_pt: '  Navegador Chrome ',
      regex_rule: '^chrome(\\.exe)?$',
      app_class: 'Navegação',
      rnk: 1,
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      err: false,
      result: {
        app_name_pt: 'Navegador Chrome',
        regex_rule: '^chrome(\\.exe)?$',
        app_class: 'Navegação',
        app_regex: null,
        rnk: 1,
        company: company.name,
        reactivated: false,
      },
    });
    const listed = await listRules({ key: company.key });
    expect(listed.body.result).toContainEqual({
      app_name_pt: 'Navegador Chrome',
      regex_rule: '^chrome(\\.exe)?$',
      app_class: 'Navegação',
      app_regex: null,
      rnk: 1,
    });
  });

  it.each([
    ['upper case', 'NAVEGADOR CHROME'],
    ['lower case with spaces around', '  navegador chrome '],
  ])('answers 409 CONFLICT for an active name again in %s', async (_label, name) => {
    const answer = await insertRule({ key: company.key, app_name_pt: name, regex_rule: 'chrome' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ err: true, code: 'CONFLICT' });
    expect(answer.body.message).toContain("'");
  });

  it('treats NFC variants and folded ß as the same name', async () => {
    const first = await insertRule({ key: company.key, app_name_pt: 'Edição Straße', regex_rule: 'edit' });
    expect(first.status).toBe(200);
    const again = await insertRule({
      key: company.key,
      app_name_pt: 'EDIC\u0327A\u0303O STRASSE',
      regex_rule: 'edit',
    });
    expect(again.status).toBe(409);
    // Accents count: without them it is another name.
    expect(
      (await insertRule({ key: company.key, app_name_pt: 'Edicao Strasse', regex_rule: 'e' })).status,
    ).toBe(200);
  });

  it('lets exactly one of 20 concurrent inserts of one name win; the rest get 409', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertRule({ key: company.key, app_name_pt: i % 2 ? 'Corrida' : 'CORRIDA', regex_rule: `race${i}` }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const listed = await listRules({ key: company.key });
    const winner = answers.find((a) => a.status === 200)?.body.result.regex_rule;
    const races = listed.body.result.filter((r: { app_name_pt: string }) => /corrida/i.test(r.app_name_pt));
    expect(races).toHaveLength(1);
    expect(races[0].regex_rule).toBe(winner);
  });

  it('reactivates a deactivated rule of that name with the new fields', async () => {
    await insertRule({
      key: company.key,
      app_name_pt: 'Slack',
      regex_rule: 'slack',
      app_class: 'Chat',
      rnk: 4,
    });
    const off = await call(deactivate, 'deactivateAppClassificationRule.json', {
      key: company.key,
      app_name_pt: 'slack',
    });
    expect(off.status).toBe(200);
    const again = await insertRule({ key: company.key, app_name_pt: 'SLACK', regex_rule: '^slack$' });
    expect(again.status).toBe(200);
    expect(again.body.result).toMatchObject({ app_name_pt: 'SLACK', reactivated: true, app_class: null });
    const listed = await listRules({ key: company.key });
    const slack = listed.body.result.filter((r: { app_name_pt: string }) => /slack/i.test(r.app_name_pt));
    expect(slack).toEqual([
      { app_name_pt: 'SLACK', regex_rule: '^slack$', app_class: null, app_regex: null, rnk: null },
    ]);
  });

  it('lets exactly one of 20 concurrent inserts reactivate a deactivated name', async () => {
    await insertRule({ key: company.key, app_name_pt: 'Revezamento', regex_rule: 'old' });
    await call(deactivate, 'deactivateAppClassificationRule.json', {
      key: company.key,
      app_name_pt: 'Revezamento',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        insertRule({ key: company.key, app_name_pt: 'Revezamento', regex_rule: `new${i}` }),
      ),
    );
    const winners = answers.filter((a) => a.status === 200);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.body.result.reactivated).toBe(true);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
  });

  it('answers 400 MISSING_REQUIRED_FIELDS naming app_name_pt and regex_rule', async () => {
    const answer = await insertRule({ key: company.key, app_name_pt: null });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'MISSING_REQUIRED_FIELDS' });
    expect(answer.body.message).toBe('missing required fields: app_name_pt, regex_rule');
  });

  it.each([
    [
      'a regex that does not compile',
      { regex_rule: 'chrome(' },
      /regex_rule \(is not a valid regular expression/,
    ],
    ['a ReDoS-prone regex', { regex_rule: '(a+)+$' }, /regex_rule \(may backtrack catastrophically/],
    [
      'overlapping alternatives in a loop',
      { regex_rule: '^(a|aa)+$' },
      /regex_rule \(may backtrack catastrophically: its matching time can grow exponentially/,
    ],
    [
      'three chained loops (cubic)',
      { regex_rule: '.*Google.*Docs' },
      /regex_rule \(may backtrack catastrophically: its matching time can grow with the cube/,
    ],
    [
      'a regex over 1,000 characters',
      { regex_rule: 'a'.repeat(1001) },
      /regex_rule \(is 1001 characters long; the limit is 1000\)/,
    ],
    [
      'a bad app_regex',
      { regex_rule: 'ok', app_regex: '(x*)*y' },
      /app_regex \(may backtrack catastrophically/,
    ],
    ['an empty name', { regex_rule: 'ok', app_name_pt: '  ' }, /app_name_pt \(must not be empty\)/],
    ['a non-integer rnk', { regex_rule: 'ok', rnk: 1.5 }, /rnk \(must be an integer\)/],
    ['a rnk given as text', { regex_rule: 'ok', rnk: '2' }, /rnk/],
    ['a regex that is not a string', { regex_rule: 42 }, /regex_rule/],
  ])('answers 400 INVALID_FIELD for %s, naming the field and why', async (_label, fields, message) => {
    const answer = await insertRule({ key: company.key, app_name_pt: 'Inválida', ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.body.message).toMatch(message);
  });

  it.each([
    ['an IPv4 address', '^(?:\\d{1,3}\\.){3}\\d{1,3}$'],
    ['a kebab-case name', '^[a-z]+(?:-[a-z]+)*$'],
    ['a URL path', '^/(?:[^/]+/)*[^/]+$'],
    ['a MAC address', '^([0-9A-Fa-f]{2}[:-]){5}[0-9A-Fa-f]{2}$'],
    ['a lookbehind', '(?<=\\\\)chrome\\.exe$'],
    ['named groups and a backreference', '^(?<name>\\w+)-\\k<name>$'],
  ])('stores %s pattern, which cannot backtrack catastrophically', async (label, pattern) => {
    const answer = await insertRule({
      key: company.key,
      app_name_pt: `Padrão ${label}`,
      regex_rule: pattern,
      app_regex: pattern,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ regex_rule: pattern, app_regex: pattern });
  });

  it('accepts null optional fields as absent', async () => {
    const answer = await insertRule({
      key: company.key,
      app_name_pt: 'Nulos',
      regex_rule: 'nulos',
      app_class: null,
      app_regex: null,
      rnk: null,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ app_class: null, app_regex: null, rnk: null });
  });
});
