/**
 * Nobody approves their own overtime, whichever spelling of their mailbox is sent: over HTTP,
 * /requestExtension refuses a manager that is the employee's mailbox with another case or a `+tag`,
 * and the approver rules pass over such a manager in master data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

describe("the approver is never the employee's own mailbox", () => {
  let gateway: TestGateway;
  let company: TestCompany;
  const requestExtension = (user: string, manager?: string) =>
    http(`${gateway.baseUrl}/requestExtension`, {
      body: {
        key: company.key,
        user,
        reqMinutes: 30,
        justification: 'month-end close',
        ...(manager ? { manager } : {}),
      },
    });

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({
      name: `Own mailbox HOMOLOG ${Date.now()}`,
      employees: [
        employee('ana.souza', { email: 'ana.souza@acme.example' }),
        employee('bia@acme.example'),
        employee('caio', {
          email: 'caio@acme.example',
          manager: 'Caio+Boss@ACME.example',
          defaultManager: 'lead@acme.example',
        }),
      ],
    });
  });
  afterAll(() => gateway.close());

  it.each([
    ['ana.souza', 'ana.souza+x@acme.example'],
    ['ana.souza', 'Ana.Souza+overtime@Acme.Example'],
    ['ana.souza', ' ANA.SOUZA@ACME.EXAMPLE'],
    ['bia@acme.example', 'bia+me@acme.example'],
  ])('refuses %s approved by %s: 400 INVALID_FIELD naming manager, nothing stored', async (user, manager) => {
    const answer = await requestExtension(user, manager);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.json.message).toContain('manager');
    const pending = await http(`${gateway.baseUrl}/listExtensionRequests`, {
      body: { key: company.key, email: manager.trim() },
    });
    expect(pending.json.result.requests).toEqual([]);
  });

  it('accepts another mailbox that only shares a prefix', async () => {
    const answer = await requestExtension('ana.souza', 'ana.souza.lead@acme.example');
    expect(answer.status).toBe(200);
    expect(answer.json.manager).toBe('ana.souza.lead@acme.example');
  });

  it("passes over a master-data manager that is the employee's own mailbox with a +tag", async () => {
    const answer = await requestExtension('caio');
    expect(answer.status).toBe(200);
    expect(answer.json.manager).toBe('lead@acme.example');
  });
});
