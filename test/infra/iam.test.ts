import { describe, expect, it } from 'vitest';
import { assertHttpApiPath } from '../../infra/api.js';
import { TABLE_READ_ACTIONS, TABLE_WRITE_ACTIONS } from '../../infra/functions.js';
import { FUNCTIONS, type FunctionDef } from '../../lib/routes.js';
import { defaultStack, fastStack, resourcesOf, type Synthesized } from '../support/cdk.js';

interface Statement {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

const entry = FUNCTIONS[0]?.entry ?? '';
const base = { entry, memoryMb: 256, timeoutSeconds: 5, sizing: 'test' } as const;

/** A route table that exercises every access level (bundling is skipped, so any entry file will do). */
const SAMPLE: FunctionDef[] = [
  {
    ...base,
    name: 'reader',
    routes: [{ method: 'GET', path: '/r' }],
    access: { table: 'read', secrets: [] },
  },
  {
    ...base,
    name: 'writer',
    routes: [{ method: 'POST', path: '/w' }],
    access: { table: 'readwrite', secrets: ['companyKey'] },
  },
  {
    ...base,
    name: 'mailer',
    routes: [{ method: 'POST', path: '/m/{id}' }],
    access: { table: 'none', secrets: ['signingKeys'], ses: true },
  },
  {
    ...base,
    name: 'devOnly',
    routes: [{ method: 'GET', path: '/dev/{proxy+}' }],
    access: { table: 'none', secrets: [] },
    localOnly: true,
  },
];

let sample: Synthesized | undefined;
/** The stack over SAMPLE, synthesized once for the file (the tests only read its template). */
const sampleStack = () => {
  sample ??= fastStack({ functions: SAMPLE });
  return sample;
};

/** What active tracing grants every function (CDK adds it with `tracing: ACTIVE`). */
const XRAY = ['xray:PutTelemetryRecords', 'xray:PutTraceSegments'];

function statementsByRole(template: ReturnType<typeof fastStack>['template']): Map<string, Statement[]> {
  const byRole = new Map<string, Statement[]>();
  for (const [id, role] of Object.entries(resourcesOf(template, 'AWS::IAM::Role'))) {
    const inline = (role.Properties.Policies as Array<{ PolicyDocument: { Statement: Statement[] } }>) ?? [];
    byRole.set(
      id,
      inline.flatMap((policy) => policy.PolicyDocument.Statement),
    );
  }
  for (const policy of Object.values(resourcesOf(template, 'AWS::IAM::Policy'))) {
    const roleId = ((policy.Properties.Roles as Array<{ Ref: string }>)[0] ?? { Ref: '' }).Ref;
    const document = policy.Properties.PolicyDocument as { Statement: Statement[] };
    byRole.set(roleId, [...(byRole.get(roleId) ?? []), ...document.Statement]);
  }
  return byRole;
}

const actionsOf = (statement: Statement) => [statement.Action].flat();
const roleOf = (byRole: Map<string, Statement[]>, name: string) =>
  [...byRole.entries()].find(([id]) =>
    id.startsWith(`Functions${name.charAt(0).toUpperCase()}${name.slice(1)}Role`),
  )?.[1] ?? [];

describe('least privilege', () => {
  it('never grants a wildcard action, nor any resource `*` to a table, secret or SES action', () => {
    for (const { template } of [defaultStack(), sampleStack()]) {
      for (const statements of statementsByRole(template).values()) {
        for (const statement of statements) {
          for (const action of actionsOf(statement)) expect(action).not.toMatch(/\*/);
          // The one exception: X-Ray's actions take no resource but `*` (active tracing).
          if (actionsOf(statement).every((action) => XRAY.includes(action))) continue;
          expect(JSON.stringify(statement.Resource)).not.toMatch(/"\*"|\/index\/\*/);
        }
      }
    }
  });

  it("derives each function's grants from its access in the route table", () => {
    const { template } = sampleStack();
    const byRole = statementsByRole(template);
    const actions = (name: string) => roleOf(byRole, name).flatMap(actionsOf).sort();
    const logs = ['logs:CreateLogStream', 'logs:PutLogEvents'];
    const secretRead = ['secretsmanager:DescribeSecret', 'secretsmanager:GetSecretValue'];

    expect(actions('reader')).toEqual([...logs, ...XRAY, ...TABLE_READ_ACTIONS].sort());
    expect(actions('writer')).toEqual(
      [...logs, ...XRAY, ...TABLE_READ_ACTIONS, ...TABLE_WRITE_ACTIONS, ...secretRead].sort(),
    );
    expect(actions('mailer')).toEqual([...logs, ...XRAY, ...secretRead, 'ses:SendEmail'].sort());
    expect(roleOf(byRole, 'devOnly')).toEqual([]);
  });

  it('grants table reads on the table and each index by name, writes on the table only', () => {
    const byRole = statementsByRole(sampleStack().template);
    const writer = roleOf(byRole, 'writer');
    const read = writer.find((s) => actionsOf(s).includes('dynamodb:Query'));
    const write = writer.find((s) => actionsOf(s).includes('dynamodb:PutItem'));
    expect(JSON.stringify(read?.Resource)).toMatch(/\/index\/gsi1.*\/index\/gsi2/);
    expect(write?.Resource).toEqual({ 'Fn::GetAtt': [expect.stringMatching(/^DataTable/), 'Arn'] });
  });

  it('lets a function read only the secrets it lists', () => {
    const byRole = statementsByRole(sampleStack().template);
    const secretOf = (name: string) =>
      roleOf(byRole, name)
        .filter((s) => actionsOf(s).includes('secretsmanager:GetSecretValue'))
        .map((s) => JSON.stringify(s.Resource));
    expect(secretOf('writer')).toEqual([expect.stringMatching(/SecretsCompanyKey/)]);
    expect(secretOf('mailer')).toEqual([expect.stringMatching(/SecretsSigningKeys/)]);
    expect(secretOf('reader')).toEqual([]);
  });

  it('lets only SES functions send, from the configured identity and sender', () => {
    const byRole = statementsByRole(sampleStack().template);
    const send = roleOf(byRole, 'mailer').find((s) => actionsOf(s).includes('ses:SendEmail'));
    // The identity's Ref is its name: arn:…:ses:<region>:<account>:identity/no-reply@example.com.
    expect(JSON.stringify(send?.Resource)).toMatch(/":identity\/",\{"Ref":"SesIdentity[0-9A-F]+"\}/);
    expect(send?.Condition).toEqual({ StringEquals: { 'ses:FromAddress': 'no-reply@example.com' } });
    for (const name of ['reader', 'writer'])
      expect(roleOf(byRole, name).flatMap(actionsOf)).not.toContain('ses:SendEmail');
  });

  it('skips local-only functions and their routes', () => {
    const { template } = sampleStack();
    const keys = Object.values(resourcesOf(template, 'AWS::ApiGatewayV2::Route')).map(
      (r) => r.Properties.RouteKey,
    );
    expect(keys.sort()).toEqual(['GET /r', 'POST /m/{id}', 'POST /w']);
  });
});

describe('route-table mistakes fail at synthesis, not at deploy', () => {
  it.each([
    ['/mcp/tools/{name}', true],
    ['/.well-known/jwks.json', true],
    ['/files/{proxy+}', true],
    ['/files/{proxy+}/more', false],
    ['/trailing/', false],
    ['no-slash', false],
    ['/a{b}', false],
  ])('%s is %s', (path, valid) => {
    const check = () => assertHttpApiPath(path);
    if (valid) expect(check).not.toThrow();
    else expect(check).toThrow(/route path/);
  });

  it('refuses two functions declaring the same route', () => {
    const twice: FunctionDef[] = [
      {
        ...base,
        name: 'one',
        routes: [{ method: 'POST', path: '/same' }],
        access: { table: 'none', secrets: [] },
      },
      {
        ...base,
        name: 'two',
        routes: [{ method: 'POST', path: '/same' }],
        access: { table: 'none', secrets: [] },
      },
    ];
    expect(() => fastStack({ functions: twice })).toThrow(/POST \/same is declared by both one and two/);
  });
});
