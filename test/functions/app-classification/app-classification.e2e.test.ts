// End to end over real HTTP through the local gateway: the routes exist and behave as the README shows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

describe('application classification over HTTP', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany();
  });
  afterAll(() => gateway.close());

  const post = (path: string, body: object) => http(`${gateway.baseUrl}${path}`, { body });

  it('inserts, lists, refuses a duplicate, deactivates and reactivates', async () => {
    const rule = {
      key: company.key,
      app_name_pt: 'Navegador Chrome',
      regex_rule: '^chrome(\\.exe)?$',
      rnk: 1,
    };
    const inserted = await post('/insertAppClassificationRule', rule);
    expect(inserted.status).toBe(200);
    expect(inserted.headers['x-request-id']).toBeTruthy();
    expect(inserted.json.result).toMatchObject({ app_name_pt: 'Navegador Chrome', company: company.name });

    const duplicate = await post('/insertAppClassificationRule', {
      ...rule,
      app_name_pt: 'navegador chrome',
    });
    expect(duplicate.status).toBe(409);
    expect(duplicate.json.code).toBe('CONFLICT');

    const listed = await post('/listAppClassificationRules', { key: company.key });
    expect(listed.json.result.map((r: { app_name_pt: string }) => r.app_name_pt)).toEqual([
      'Navegador Chrome',
    ]);

    const off = await post('/deactivateAppClassificationRule', {
      key: company.key,
      app_name_pt: 'Navegador Chrome',
    });
    expect(off.json).toEqual({
      err: false,
      result: { deactivated: 'Navegador Chrome', company: company.name },
    });
    expect(
      (await post('/deactivateAppClassificationRule', { key: company.key, app_name_pt: 'Navegador Chrome' }))
        .status,
    ).toBe(404);
    expect((await post('/insertAppClassificationRule', rule)).json.result.reactivated).toBe(true);
  });

  it('stores a lookbehind and a pattern a star-height check used to refuse; refuses an exponential one', async () => {
    const store = (name: string, regex_rule: string) =>
      post('/insertAppClassificationRule', { key: company.key, app_name_pt: name, regex_rule });
    const lookbehind = await store('GitHub', '(?<=https?://)(?:www\\.)?github\\.com');
    expect(lookbehind.status).toBe(200);
    expect(lookbehind.json.result.regex_rule).toBe('(?<=https?://)(?:www\\.)?github\\.com');
    const nested = await store('Caminho', '^/(?:[^/]+/)*[^/]+$');
    expect(nested.status).toBe(200);
    const exponential = await store('Dígitos', '^(\\d|\\d\\d)+$');
    expect(exponential.status).toBe(400);
    expect(exponential.json).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(exponential.json.message).toMatch(
      /^invalid fields: regex_rule \(may backtrack catastrophically: its matching time can grow exponentially/,
    );
    const listed = await post('/listAppClassificationRules', { key: company.key });
    const names = listed.json.result.map((rule: { app_name_pt: string }) => rule.app_name_pt);
    expect(names).toEqual(expect.arrayContaining(['GitHub', 'Caminho']));
    expect(names).not.toContain('Dígitos');
  });

  it.each([
    ['Palavras', '^(?:(?=(\\w+))\\1\\s?)+$', 'the atomic-group idiom'],
    ['Repetida', '^(\\w+)\\1+$', 'a backreference repeated'],
    ['Início', '(?<![\\s\\S])\\w*\\d*x', 'a lookbehind that anchors at the start'],
    ['Domínio', '^(?:[a-z]{1,63}\\.){1,20}[a-z]{2,6}$', 'counted labels of a host name'],
  ])('stores %s: %s (%s), which V8 matches in linear or quadratic time', async (name, regex_rule) => {
    const answer = await post('/insertAppClassificationRule', {
      key: company.key,
      app_name_pt: name,
      regex_rule,
    });
    expect(answer.status).toBe(200);
    expect(answer.json.result.regex_rule).toBe(regex_rule);
  });

  it('refuses a ReDoS pattern with 400 naming regex_rule', async () => {
    const answer = await post('/insertAppClassificationRule', {
      key: company.key,
      app_name_pt: 'Lento',
      regex_rule: '(a+)+$',
    });
    expect(answer.status).toBe(400);
    expect(answer.json.code).toBe('INVALID_FIELD');
    expect(answer.json.message).toMatch(/^invalid fields: regex_rule \(may backtrack catastrophically/);
  });

  it('refuses, saying so, a pattern the analysis cannot finish within its limit, and stores nothing', async () => {
    // 400 overlapping alternatives in a loop: more pairs of states than the analysis may visit.
    const pattern = `^(?:${Array.from({ length: 400 }, () => '.').join('|')})*$`;
    const answer = await post('/insertAppClassificationRule', {
      key: company.key,
      app_name_pt: 'Complexa',
      regex_rule: pattern,
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.json.message).toBe(
      "invalid fields: regex_rule (is too complex to be checked for catastrophic backtracking within the analysis's " +
        'limit (250 ms of computation); a pattern with fewer or smaller nested repetitions can be)',
    );
    const listed = await post('/listAppClassificationRules', { key: company.key });
    expect(listed.json.result.map((rule: { app_name_pt: string }) => rule.app_name_pt)).not.toContain(
      'Complexa',
    );
  });
});
