/**
 * A DynamoDB answer lost on its way back (the write was applied, the SDK saw a timeout and retried
 * it): the overtime day total still counts each request once, and admin writes succeed once.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/overtime/request-extension.js';
import { companyCommands } from '../../../lib/admin/company-commands.js';
import { ticketCommands } from '../../../lib/admin/ticket-commands.js';
import { tokenCommands } from '../../../lib/admin/token-commands.js';
import { verifyClientSecret } from '../../../lib/auth/client-secret.js';
import { createCompany, rotateKey } from '../../../lib/companies/manage-companies.js';
import { clearCompanyCache, resolveCompanyKey } from '../../../lib/companies/resolve-company.js';
import { getCompany } from '../../../lib/dynamo/company-store.js';
import { getRequestedSeconds, listPendingOfEmployee } from '../../../lib/dynamo/extension-store.js';
import { getTask } from '../../../lib/dynamo/mcp-task-store.js';
import { getOAuthClient } from '../../../lib/dynamo/oauth-client-store.js';
import type { Principal } from '../../../lib/mcp/principal.js';
import { openTask } from '../../../lib/mcp/tasks/tasks.js';
import { ConflictError } from '../../../lib/shared/errors.js';
import { listTickets } from '../../../lib/tickets/manage-tickets.js';
import { callHandler } from '../../functions/overtime/call.js';
import { employee, newCompany, uniqueId } from '../../support/fixtures.js';
import { type Fault, loseAnswers } from '../support/dynamo-faults.js';

describe('a lost DynamoDB answer, retried by the SDK', () => {
  let fault: Fault | undefined;
  afterEach(() => fault?.remove());

  it("counts an extension request's seconds once in the day's total, and answers the first running total", async () => {
    const company = await newCompany({
      employees: [employee('ana', { manager: `lost-${uniqueId()}@x.com` })],
    });
    const body = (reqMinutes: number) => ({
      key: company.key,
      user: 'ana',
      reqMinutes,
      justification: 'fechamento',
      extraTime: '2026-10-05 18:00:00',
    });
    const first = await callHandler(handler, 'requestExtension.json', body(30));
    expect(first.body.requestTime).toBe(1800);

    let updates = 0;
    // The first UpdateItem of the next request is the day total's addition: its answer is lost once.
    fault = loseAnswers((_n, command) => command === 'UpdateItemCommand' && ++updates === 1);
    const second = await callHandler(handler, 'requestExtension.json', body(20));
    fault.remove();

    expect(updates).toBeGreaterThan(1);
    expect(second.status).toBe(200);
    expect(second.body.requestTime).toBe(3000);
    expect(await getRequestedSeconds(company.companyId, 'ana', '2026-10-05')).toBe(3000);
    expect(await listPendingOfEmployee(company.companyId, 'ana')).toHaveLength(2);
  });
});

/**
 * Admin commands (and the demo seed, which creates its companies with company:create's
 * createCompany) write records whose answer may be lost too, as `npm start` saw on a loaded machine:
 * the retried write must find its own first attempt and succeed, not fail with "The conditional
 * request failed" or count twice.
 */
describe('an admin write whose answer is lost, retried by the SDK', () => {
  let fault: Fault | undefined;
  afterEach(() => fault?.remove());

  // The client and the key secret are set up before a fault is injected (a first use may rebuild the client).
  beforeAll(() => newCompany());

  /**
   * Loses the answer of the first `command` call that gets one. A lost answer the SDK did not retry
   * would fail the command; the retry itself may be refused by DynamoDB, and then never answers.
   */
  function loseFirst(command: string): { readonly lost: boolean } {
    const seen = { lost: false };
    fault = loseAnswers((_n, name) => {
      if (name !== command || seen.lost) return false;
      seen.lost = true;
      return true;
    });
    return seen;
  }

  it('company:create creates the company once and prints a key that works', async () => {
    const put = loseFirst('PutItemCommand');
    const created = (await companyCommands['company:create']?.run({ name: `Lost ${uniqueId()}` })) as {
      companyId: string;
      keyId: string;
      key: string;
    };
    fault?.remove();
    expect(put.lost).toBe(true);
    expect((await getCompany(created.companyId))?.activeKeyIds).toEqual([created.keyId]);
    clearCompanyCache();
    expect((await resolveCompanyKey(created.key)).company.companyId).toBe(created.companyId);
  });

  it('company:create still refuses an id another company holds', async () => {
    const taken = await newCompany();
    await expect(createCompany({ name: 'Other', companyId: taken.companyId })).rejects.toThrow(ConflictError);
    expect((await getCompany(taken.companyId))?.name).toBe(taken.name);
  });

  it('key:rotate adds the new key id once', async () => {
    const company = await newCompany();
    const update = loseFirst('UpdateItemCommand');
    const rotated = (await companyCommands['key:rotate']?.run({ company: company.companyId })) as {
      keyId: string;
    };
    fault?.remove();
    expect(update.lost).toBe(true);
    expect((await getCompany(company.companyId))?.activeKeyIds).toEqual([company.keyId, rotated.keyId]);
  });

  it('key:revoke answers the revocation, not "key id is not active"', async () => {
    const company = await newCompany();
    const rotated = await rotateKey(company.companyId);
    const update = loseFirst('UpdateItemCommand');
    const answer = await companyCommands['key:revoke']?.run({
      company: company.companyId,
      'key-id': company.keyId,
    });
    fault?.remove();
    expect(update.lost).toBe(true);
    expect(answer).toEqual({
      companyId: company.companyId,
      revoked: company.keyId,
      activeKeyIds: [rotated.keyId],
    });
  });

  it('client:create registers the client and its secret works; client:revoke revokes it', async () => {
    const id = `lost-${uniqueId()}`;
    const company = await newCompany();
    const put = loseFirst('PutItemCommand');
    const client = (await tokenCommands['client:create']?.run({
      id,
      scopes: `read:logs:${company.companyId}`,
    })) as { client_secret: string };
    fault?.remove();
    expect(put.lost).toBe(true);
    const stored = await getOAuthClient(id);
    expect(stored && (await verifyClientSecret(client.client_secret, stored.secretHash))).toBe(true);

    const update = loseFirst('UpdateItemCommand');
    const revoked = (await tokenCommands['client:revoke']?.run({ id })) as { revokedAt: string };
    fault?.remove();
    expect(update.lost).toBe(true);
    expect((await getOAuthClient(id))?.revokedAt).toBe(revoked.revokedAt);
  });

  it('ticket:create opens one ticket', async () => {
    const company = await newCompany();
    const put = loseFirst('PutItemCommand');
    const ticket = (await ticketCommands['ticket:create']?.run({
      company: company.companyId,
      subject: 'lost answer',
      description: 'the first answer of the put was lost',
    })) as { ticketId: string };
    fault?.remove();
    expect(put.lost).toBe(true);
    expect((await listTickets(company.companyId)).map((t) => t.ticketId)).toEqual([ticket.ticketId]);
  });

  it('a task an MCP tool call opens is stored once and found, not refused as stored already', async () => {
    const company = await newCompany();
    const now = new Date();
    const put = loseFirst('PutItemCommand');
    const { task } = await openTask(
      { sub: 'agent-lost-answer', mode: 'service', scopes: [] } satisfies Principal,
      company.companyId,
      'req_lost',
      'waiting',
      now,
    );
    fault?.remove();
    expect(put.lost).toBe(true);
    expect(await getTask(task.taskId, Math.floor(now.getTime() / 1000))).toEqual(task);
  });
});
