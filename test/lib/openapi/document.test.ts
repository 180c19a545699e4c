// The OpenAPI document: valid OpenAPI 3.1, every route of the route table in it, deterministic,
// and its examples consistent with its own schemas.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { buildOpenApiDocument, type JsonObject } from '../../../lib/openapi/document.js';
import { OPERATIONS } from '../../../lib/openapi/operations/index.js';
import { FUNCTIONS } from '../../../lib/routes.js';
import { examplesOf, operationsOf, schemaValidator } from '../../support/openapi.js';

const run = promisify(execFile);
type RequestSide = { schema: JsonObject; examples?: Record<string, { value: unknown }> };
const doc = buildOpenApiDocument();
const routeKey = (method: string, path: string) => `${method} ${path}`;

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(structuredClone(doc));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(doc.openapi).toMatch(/^3\.1\./);
  });

  it('documents every route of the route table, each under its function', () => {
    const documented = new Map(OPERATIONS.map((op) => [routeKey(op.method, op.path), op.functionName]));
    // ANY routes only answer 405 for the methods a path lacks: the document names the methods it has.
    const routes = FUNCTIONS.flatMap((fn) =>
      fn.routes
        .filter((route) => route.method !== 'ANY')
        .map((route) => [routeKey(route.method, route.path), fn.name]),
    );
    expect(routes.length).toBeGreaterThan(20);
    for (const [key, fn] of routes) expect({ key, fn: documented.get(key as string) }).toEqual({ key, fn });
    expect(operationsOf(doc).map(({ method, path }) => routeKey(method, path))).toEqual([
      ...documented.keys(),
    ]);
  });

  it('documents nothing that is not a route', () => {
    const routed = new Set(
      FUNCTIONS.flatMap((fn) => fn.routes.map((route) => routeKey(route.method, route.path))),
    );
    expect(OPERATIONS.filter((op) => !routed.has(routeKey(op.method, op.path)))).toEqual([]);
  });

  it('is the same bytes every time, also in another process', async () => {
    const here = JSON.stringify(doc);
    expect(JSON.stringify(buildOpenApiDocument())).toBe(here);
    const script = `import { openApiJson } from './lib/openapi/document.ts';
      import { createHash } from 'node:crypto';
      console.log(createHash('sha256').update(openApiJson()).digest('hex'));`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'SILENT' },
    });
    expect(stdout.trim().split('\n').at(-1)).toBe(createHash('sha256').update(here).digest('hex'));
  });

  it('has unique operation ids, a summary and at least one example per operation', () => {
    const ops = operationsOf(doc);
    expect(new Set(ops.map(({ op }) => op.operationId)).size).toBe(ops.length);
    for (const { method, path, op } of ops) {
      expect({ method, path, summary: typeof op.summary }).toEqual({ method, path, summary: 'string' });
      expect({ method, path, examples: examplesOf(op).length > 0 }).toEqual({ method, path, examples: true });
    }
  });

  it('gives every key-based failure the {err, code, message} envelope', () => {
    const validate = schemaValidator();
    for (const { path, op } of operationsOf(doc)) {
      for (const example of examplesOf(op)) {
        const answer = example.answer as { err?: unknown } | null;
        if (example.status < 400 || answer?.err !== true) continue;
        expect({ path, example: example.name, problem: validate(example.answerSchema, answer) }).toEqual({
          path,
          example: example.name,
          problem: undefined,
        });
        expect(Object.keys(answer).sort()).toEqual(['code', 'err', 'message']);
      }
    }
  });

  it('has JSON answers that fit their own schemas', () => {
    const validate = schemaValidator();
    const problems: string[] = [];
    for (const { method, path, op } of operationsOf(doc)) {
      for (const example of examplesOf(op)) {
        if (example.mediaType !== 'application/json') continue;
        const problem = validate(example.answerSchema, example.answer);
        if (problem) problems.push(`${method} ${path} ${example.name}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('shows on the request side only requests its schemas accept, those of successes', () => {
    const validate = schemaValidator();
    const problems: string[] = [];
    for (const { method, path, op } of operationsOf(doc)) {
      const successes = new Set(examplesOf(op).flatMap((e) => (e.status < 400 ? [e.name] : [])));
      const content = (op.requestBody as { content?: Record<string, RequestSide> } | undefined)?.content;
      const sides = [
        ...Object.entries(content ?? {}).map(([type, media]) => [`body ${type}`, media] as const),
        ...((op.parameters ?? []) as Array<RequestSide & { name: string }>).map((p) => [p.name, p] as const),
      ];
      for (const [side, { schema, examples }] of sides) {
        for (const [name, example] of Object.entries(examples ?? {})) {
          const where = `${method} ${path} ${name} (${side})`;
          if (!successes.has(name)) problems.push(`${where}: not the request of a success`);
          const problem = validate(schema, example.value);
          if (problem) problems.push(`${where}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("shows a failure's request on its answer, for tools and for readers", () => {
    const insert = operationsOf(doc).find(({ path }) => path === '/insertNotification')?.op as JsonObject;
    const failure = examplesOf(insert).find((example) => example.name === 'employeesNotArray');
    expect(failure?.status).toBe(422);
    expect(failure?.body?.value).toMatchObject({ employees: 'ana.souza' });
    const shown = JSON.stringify((insert.responses as JsonObject)['422']);
    expect(shown).toContain('"x-request":{"body":{"key":"ck1.REPLACE_WITH_A_COMPANY_KEY"');
    expect(shown).toContain('\\"employees\\": \\"ana.souza\\"');

    const asset = operationsOf(doc).find(({ path }) => path === '/docs/{asset}')?.op as JsonObject;
    expect(examplesOf(asset).find((example) => example.name === 'unknown')?.params).toEqual([
      { name: 'asset', in: 'path', value: 'index.html' },
    ]);
  });

  it('states the Portuguese messages of insertNotification', () => {
    const text = JSON.stringify(doc.paths);
    for (const message of [
      'Parametro key não informado ou inválido',
      'Campos obrigatórios ausentes: {fields}',
      'Parametro employees deve ser um array',
      'Campo recurrency deve ser boolean',
      'Campo obrigatório ausente: one_time',
      'Campo obrigatório ausente: recurrency_type',
      'Erro interno no servidor',
    ]) {
      expect(text).toContain(message);
    }
  });
});
