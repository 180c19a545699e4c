// Every example of the OpenAPI document, sent over real HTTP to the local stack (a fresh company
// with the demo employees standing in for `npm start`'s demo company, the placeholders replaced),
// and every answer checked against the status, media type and schema the document gives it.
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerClient } from '../../../lib/auth/oauth-clients.js';
import { SCOPE_FAMILIES } from '../../../lib/auth/scopes.js';
import { mintDevIdToken } from '../../../lib/local/dev-idp.js';
import { DEMO_CHATBOT_EMAIL, DEMO_EMPLOYEES } from '../../../lib/local/seed.js';
import { buildOpenApiDocument } from '../../../lib/openapi/document.js';
import { KEY_PLACEHOLDER } from '../../../lib/openapi/model.js';
import {
  CLIENT_SECRET_PLACEHOLDER,
  DEMO_CLIENT_ID,
  DEMO_COMPANY,
  ID_TOKEN_PLACEHOLDER,
} from '../../../lib/openapi/operations/tokens.js';
import { FUNCTIONS } from '../../../lib/routes.js';
import { newCompany, uniqueId } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { type DocExample, examplesOf, operationsOf, schemaValidator } from '../../support/openapi.js';
import { chatbotToken, serviceToken, trustDevIdp } from '../../support/tokens.js';

const doc = buildOpenApiDocument();
const routed = new Set(FUNCTIONS.flatMap((fn) => fn.routes.map((route) => `${route.method} ${route.path}`)));
const validate = schemaValidator();

/** A documented value that is a shape, not a value: ids, times, `{fields}`, `…`. */
const isTemplate = (text: string) => /…|\{[a-zA-Z]+\}/.test(text);

let gateway: TestGateway;
let replacements: Array<[string, string]>;
let tokens: Record<string, string>;
// One client address for the run: /integrationValidatorData limits calls per source IP.
const localAddress = `127.${randomInt(1, 255)}.${randomInt(1, 255)}.${randomInt(2, 255)}`;

function substitute(value: unknown): unknown {
  if (typeof value === 'string')
    return replacements.reduce((text, [from, to]) => text.replaceAll(from, to), value);
  if (Array.isArray(value)) return value.map(substitute);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, substitute(item)]));
  }
  return value;
}

async function send(method: string, path: string, example: DocExample) {
  let url = path;
  const headers: Record<string, string> = { accept: example.mediaType };
  for (const param of example.params) {
    if (param.in === 'path') url = url.replace(`{${param.name}}`, encodeURIComponent(param.value));
    if (param.in === 'header') headers[param.name.toLowerCase()] = param.value;
  }
  if (example.token) headers.authorization = `Bearer ${tokens[example.token]}`;
  let body: string | undefined;
  if (example.body) {
    const value = substitute(example.body.value);
    headers['content-type'] = example.body.mediaType;
    body =
      typeof value === 'string'
        ? value
        : example.body.mediaType === 'application/x-www-form-urlencoded'
          ? new URLSearchParams(value as Record<string, string>).toString()
          : JSON.stringify(value);
  }
  return http(`${gateway.baseUrl}${url}`, {
    method,
    headers,
    localAddress,
    ...(body === undefined ? {} : { body }),
  });
}

/** The documented error's code and message (or OAuth / JSON-RPC equivalents), where they are exact. */
function exactParts(answer: unknown): Record<string, unknown> {
  if (!answer || typeof answer !== 'object') return {};
  const a = answer as Record<string, unknown>;
  const error = a.error as Record<string, unknown> | undefined;
  const parts: Record<string, unknown> = {};
  if (a.err === true) Object.assign(parts, { code: a.code, message: a.message });
  if (typeof a.error === 'string')
    Object.assign(parts, { error: a.error, error_description: a.error_description });
  if (error && typeof error === 'object')
    Object.assign(parts, { 'error.code': error.code, 'error.message': error.message });
  if (typeof a.tokenError === 'string')
    Object.assign(parts, { tokenError: a.tokenError, escalationReason: a.escalationReason });
  if (a.success === false && typeof a.escalationReason === 'string')
    parts.escalationReason = a.escalationReason;
  return Object.fromEntries(
    Object.entries(parts).filter(([, v]) => !(typeof v === 'string' && isTemplate(v))),
  );
}

function actualParts(
  json: Record<string, unknown>,
  expected: Record<string, unknown>,
): Record<string, unknown> {
  const error = json.error as Record<string, unknown> | undefined;
  const read = (name: string) =>
    name.startsWith('error.') && error && typeof error === 'object' ? error[name.slice(6)] : json[name];
  return Object.fromEntries(Object.keys(expected).map((name) => [name, read(name)]));
}

beforeAll(async () => {
  gateway = await startGateway();
  trustDevIdp(gateway.baseUrl);
  const company = await newCompany({
    timezone: 'America/Sao_Paulo',
    overtimeManagers: ['overtime.approvals@demo.example'],
    employees: DEMO_EMPLOYEES,
  });
  const client = await registerClient({
    clientId: uniqueId('docs-client'),
    scopes: SCOPE_FAMILIES.map((family) => `${family}:${company.companyId}`),
  });
  replacements = [
    [KEY_PLACEHOLDER, company.key],
    [CLIENT_SECRET_PLACEHOLDER, client.client_secret],
    [DEMO_CLIENT_ID, client.client_id],
    [
      ID_TOKEN_PLACEHOLDER,
      mintDevIdToken({ email: DEMO_CHATBOT_EMAIL, issuer: trustDevIdp(gateway.baseUrl).issuer }),
    ],
    [DEMO_COMPANY, company.companyId],
  ];
  tokens = {
    service: await serviceToken(client.scopes),
    chatbot: await chatbotToken(company.companyId),
  };
});

afterAll(async () => {
  await gateway?.close();
});

describe('the documented examples, against the local stack', () => {
  for (const { method, path, op } of operationsOf(doc)) {
    const run = routed.has(`${method} ${path}`) ? it : it.skip;
    run(`${method} ${path}`, async () => {
      for (const example of examplesOf(op)) {
        const where = `${method} ${path} ${example.name}`;
        const answer = await send(method, path, example);
        expect({ where, status: answer.status }).toEqual({ where, status: example.status });
        expect({ where, type: String(answer.headers['content-type'] ?? '') }).toEqual({
          where,
          type: expect.stringMatching(new RegExp(`^${example.mediaType}`)),
        });
        if (example.mediaType === 'application/json') {
          expect({ where, problem: validate(example.answerSchema, answer.json) }).toEqual({
            where,
            problem: undefined,
          });
          const exact = exactParts(example.answer);
          expect({ where, ...actualParts(answer.json, exact) }).toEqual({ where, ...exact });
        } else if (typeof example.answer === 'string' && !isTemplate(example.answer)) {
          expect({ where, text: answer.text }).toEqual({ where, text: example.answer });
        }
      }
    });
  }
});
