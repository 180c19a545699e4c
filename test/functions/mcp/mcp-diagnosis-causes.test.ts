/**
 * diagnose-transmission after real failures over HTTP: the likely cause and fix of each error group
 * are those of the endpoint that answered it, not of the status and code alone.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

interface ErrorGroup {
  status: number;
  errorCode: string;
  cause: string;
  fix: string;
}

describe('diagnose-transmission knows what each endpoint means by its codes', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let groups: Map<string, ErrorGroup>;
  const post = (path: string, body: Record<string, unknown>) =>
    http(`${gateway.baseUrl}${path}`, { body: { key: company.key, ...body } });

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({
      name: `Diagnosis HOMOLOG ${Date.now()}`,
      employees: [
        employee('ana', { email: 'ana@x.example', manager: 'maria@x.example' }),
        employee('rui', { email: 'rui@x.example', manager: 'maria@x.example' }),
      ],
    });
    const rule = { app_name_pt: 'Navegador', regex_rule: '^chrome\\.exe$', app_class: 'Produtividade' };
    const answers = [
      // 404: nothing pending for rui (never asked), not a login missing from master data.
      [
        404,
        await post('/approveRequest', { employee: 'rui', managerEmail: 'maria@x.example', approved: true }),
      ],
      [200, await post('/requestExtension', { user: 'ana', reqMinutes: 30, justification: 'close' })],
      // 403: ana's request is maria's to decide.
      [
        403,
        await post('/approveRequest', { employee: 'ana', managerEmail: 'joao@x.example', approved: true }),
      ],
      [
        404,
        await post('/recordPunch', {
          username: 'ghost',
          actionType: 'BEGIN_DAY',
          actionDatetimeSent: '2026-03-10T12:00:00Z',
          hostname: 'NB',
          locationType: 'office',
        }),
      ],
      [404, await post('/deactivateAppClassificationRule', { app_name_pt: 'Nunca existiu' })],
      [200, await post('/insertAppClassificationRule', rule)],
      [409, await post('/insertAppClassificationRule', rule)],
    ] as const;
    expect(answers.map(([, answer]) => answer.status)).toEqual(answers.map(([status]) => status));

    const token = await serviceToken([`read:logs:${company.companyId}`], `svc-${company.companyId}`);
    const diagnosis = await http(`${gateway.baseUrl}/mcp/tools/diagnose-transmission`, {
      body: { hours: 1 },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(diagnosis.status).toBe(200);
    groups = new Map();
    for (const endpoint of diagnosis.json.data.endpoints as Array<{
      endpoint: string;
      topErrors: ErrorGroup[];
    }>)
      for (const group of endpoint.topErrors) groups.set(`${endpoint.endpoint} ${group.status}`, group);
  });
  afterAll(() => gateway.close());

  it('approveRequest 404: nothing was pending, which is no master-data problem', () => {
    const group = groups.get('approveRequest 404');
    expect(group?.cause).toMatch(/no pending/i);
    expect(`${group?.cause} ${group?.fix}`).not.toMatch(/master ?data/i);
  });

  it('approveRequest 403: the requests wait for another approver', () => {
    expect(groups.get('approveRequest 403')?.cause).toMatch(/another approver|other approver/i);
  });

  it('recordPunch 404: the login is missing from master data', () => {
    const group = groups.get('recordPunch 404');
    expect(group?.cause).toMatch(/not in master data/i);
    expect(group?.fix).toContain('/masterData');
  });

  it('deactivateAppClassificationRule 404: no active rule of that name', () => {
    const group = groups.get('deactivateAppClassificationRule 404');
    expect(group?.cause).toMatch(/no active rule/i);
    expect(`${group?.cause} ${group?.fix}`).not.toMatch(/master ?data/i);
  });

  it('insertAppClassificationRule 409: an active rule of that name exists', () => {
    const group = groups.get('insertAppClassificationRule 409');
    expect(group?.cause).toMatch(/active rule .*name/i);
    expect(group?.fix).toMatch(/deactivat/i);
  });
});
