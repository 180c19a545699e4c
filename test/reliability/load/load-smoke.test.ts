/**
 * `npm test`'s short version of the load run (`npm run load` runs 60 s): 240 requests over 16
 * connections (each about once through the mix of 15), however long a busy machine takes to answer
 * them (a run of fixed seconds could end before any came back), every one answered 2xx, no
 * connection error or timeout, and the server's heap back at its level.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type PrivateTable, usePrivateTable } from '../support/private-table.js';
import { heapReturned, runLoad } from './load-run.js';

describe('load smoke', () => {
  let table: PrivateTable;
  beforeAll(async () => {
    table = await usePrivateTable('load');
  }, 300_000);
  afterAll(() => table.drop());

  it('holds 16 connections for 240 requests with zero errors and its memory back where it started', async () => {
    const report = await runLoad(
      { ...inject('localStack'), tableName: table.name },
      { requests: 240, connections: 16 },
    );
    console.log(`load smoke: ${JSON.stringify(report)}`);
    // No throughput floor here: a full npm test shares one DynamoDB Local with every other file, so
    // the rate says more about the neighbours than about the service (`npm run load` measures it).
    expect({ errors: report.errors, timeouts: report.timeouts, non2xx: report.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(report.requests).toBe(240);
    expect(heapReturned(report), JSON.stringify(report.heapMiB)).toBe(true);
  }, 120_000);
});
