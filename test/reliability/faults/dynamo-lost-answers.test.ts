/**
 * A DynamoDB answer lost on its way back (the write was applied, the SDK saw a timeout and retried
 * it): the overtime day total still counts each request once.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/overtime/request-extension.js';
import { getRequestedSeconds, listPendingOfEmployee } from '../../../lib/dynamo/extension-store.js';
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
