/**
 * No half-written state: every request is sent again and again with one DynamoDB call failing
 * for good (a timeout after the SDK's retries), the 1st call, then the 2nd, ... until the request
 * gets through. Whatever call fails, the answer is 503 (or 200 when the failed call was one whose
 * loss the answer may survive: the transmission record, the e-mail status mark) and:
 * - a single-item or transactional request leaves the table exactly as it was, but for the
 *   record of a failed import or send (an execution with status failed, which
 *   lookupExecutionStatus shows: the failure is reported, not hidden) and the mark that a day
 *   already summed may have changed (written before the change, so that no change goes unmarked:
 *   a mark alone only has the answers count that day from its records until it is summed again);
 * - a batch (masterData, setEvent with several events: each item atomic, the whole not, as
 *   DynamoDB offers no transaction over 10,000 items) leaves nothing the retry the 503 asks for
 *   does not write anyway, so retrying converges on the state of one clean success.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { type Fault, injectFault } from '../support/dynamo-faults.js';
import { faultCompany, faultTargets } from '../support/fault-targets.js';
import { difference, type PrivateTable, snapshot, usePrivateTable } from '../support/private-table.js';

const keyOf = (item: string) => {
  const { pk, sk, type } = JSON.parse(item) as { pk: string; sk: string; type?: string };
  return type === 'Execution' ? 'an execution record' : `${pk} ${sk}`;
};

describe('a DynamoDB call failing at any point of a request', () => {
  let table: PrivateTable;
  let gateway: TestGateway;
  let company: TestCompany;
  let fault: Fault | undefined;
  let n = 100;
  beforeAll(async () => {
    table = await usePrivateTable('cuts');
    gateway = await startGateway();
    company = await faultCompany();
  }, 300_000);
  afterEach(() => fault?.remove());
  afterAll(async () => {
    await gateway.close();
    await table.drop();
  });

  it.each(faultTargets({ companyId: '', keyId: '', key: '', name: '' }).map((t, i) => [t.path, i] as const))(
    '%s leaves no half-written state, whichever call fails',
    async (_path, index) => {
      n += 1;
      const target = faultTargets(company)[index];
      if (!target) throw new Error('no target');
      await target.prepare?.(gateway.baseUrl, company, n);
      const body = target.body(n);
      const send = () =>
        http(`${gateway.baseUrl}${target.path}`, { body, localAddress: `127.50.0.${1 + (n % 250)}` });
      for (let cut = 1; cut < 500; cut += 1) {
        const before = await snapshot();
        fault = injectFault('timeout', (call) => call === cut);
        const answer = await send();
        fault.remove();
        if (answer.status === 200) {
          // The first call of every request is a DynamoDB call that can fail: at least one cut was a 503.
          expect(cut).toBeGreaterThan(1);
          console.log(
            `${target.path}: ${cut - 1} cut points, each 503${target.batch ? ' then healed by a retry' : ''}`,
          );
          return;
        }
        expect(answer.status, `call ${cut}: ${answer.text}`).toBe(503);
        const failed = difference(before, await snapshot());
        // (An execution's attributes sort around its ttl: status and type are matched apart.)
        failed.added = failed.added.filter(
          (item) =>
            !(/"status":"failed"/.test(item) && /"type":"Execution"/.test(item)) &&
            !/"type":"SummaryPending"/.test(item),
        );
        if (!target.batch) {
          expect(failed, `call ${cut} failed: ${JSON.stringify(failed).slice(0, 1500)}`).toEqual({
            added: [],
            removed: [],
          });
          continue;
        }
        // The retry the 503 asks for; a busy DynamoDB Local (a full test run shares it) may answer
        // it 503 too, which asks for the same again.
        let retried = await send();
        for (let again = 0; again < 5 && retried.status === 503; again += 1) retried = await send();
        expect(retried.status, retried.text).toBe(200);
        const after = new Set((await snapshot()).map(keyOf));
        const had = new Set(before.map(keyOf));
        expect(
          failed.added.map(keyOf).filter((key) => !after.has(key)),
          `call ${cut} left orphans`,
        ).toEqual([]);
        expect(
          [...had].filter((key) => !after.has(key)),
          `call ${cut} lost items`,
        ).toEqual([]);
      }
      throw new Error(`${target.path} never got through`);
    },
    120_000,
  );
});
