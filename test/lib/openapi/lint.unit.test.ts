// The served OpenAPI document under an integrator's linter: Redocly's `recommended` rules, run in
// process on the exact text GET /openapi.json answers. Every problem fails the test, warnings too
// (Redocly rates an example its schema refuses a warning), except the few below, each true of
// this API at the place it names.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { openApiJson } from '../../../lib/openapi/document.js';

/** `rule pointer` → why the problem stays. */
const ACCEPTED: Record<string, string> = {
  'info-license #/info':
    'the service publishes no license terms for its API; the document does not make one up',
  'operation-4xx-response #/paths/~1openapi.json/get/responses': 'a fixed document: no request can fail',
  'operation-4xx-response #/paths/~1docs/get/responses': 'a fixed page: no request can fail',
  'operation-4xx-response #/paths/~1llms.txt/get/responses': 'a fixed map of the docs: no request can fail',
  'operation-4xx-response #/paths/~1requestExtension/get/responses': 'a health check with a fixed text',
  'operation-4xx-response #/paths/~1.well-known~1jwks.json/get/responses': 'public keys: no request can fail',
  'operation-2xx-response #/paths/~1mcp/delete/responses':
    'the MCP server is stateless: ending a session always answers 405, as the MCP transport says',
  'operation-4xx-response #/paths/~1.well-known~1oauth-protected-resource~1mcp/get/responses':
    'a fixed discovery document: no request can fail',
  'operation-4xx-response #/paths/~1.well-known~1oauth-protected-resource/get/responses':
    'a fixed discovery document: no request can fail',
  'operation-4xx-response #/paths/~1.well-known~1oauth-authorization-server/get/responses':
    'a fixed discovery document: no request can fail',
  'operation-2xx-response #/paths/~1authorize/get/responses':
    'there is no interactive login: the endpoint exists only to answer 404 with what to do instead',
  'operation-2xx-response #/paths/~1register/post/responses':
    'there is no dynamic client registration: the endpoint exists only to answer 404 with what to do instead',
};

async function lint(source: string) {
  const config = await createConfig({ extends: ['recommended'] });
  const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
  return problems.map((problem) => ({
    problem: `${problem.ruleId} ${problem.location[0]?.pointer ?? ''}`,
    severity: problem.severity,
    message: problem.message,
  }));
}

describe("the served OpenAPI document under Redocly's recommended rules", () => {
  it('has no error and no warning but the accepted ones', async () => {
    const found = await lint(openApiJson());
    expect(found.filter(({ problem }) => !(problem in ACCEPTED))).toEqual([]);
    const raised = new Set(found.map(({ problem }) => problem));
    expect(Object.keys(ACCEPTED).filter((problem) => !raised.has(problem))).toEqual([]);
  });

  it('reads the examples: a request example its schema refuses is a problem', async () => {
    const document = JSON.parse(openApiJson());
    const media = document.paths['/recordPunch'].post.requestBody.content['application/json'];
    media.examples.beginDay.value = { username: 'ana.souza' };
    const found = await lint(JSON.stringify(document));
    expect(found).toContainEqual(
      expect.objectContaining({
        problem: expect.stringMatching(/^no-invalid-media-type-examples #\/paths\/~1recordPunch\/post\//),
      }),
    );
  });
});
