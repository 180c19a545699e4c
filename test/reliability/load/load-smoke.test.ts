/**
 * `npm test`'s 5-second version of the load run (`npm run load` runs 60 s): every request of the
 * mix answered 2xx, no connection error or timeout, and the server's heap back at its level.
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

  it('holds 16 connections for 5 s with zero errors and its memory back where it started', async () => {
    const report = await runLoad(
      { ...inject('localStack'), tableName: table.name },
      { durationSeconds: 5, connections: 16 },
    );
    console.log(`load smoke: ${JSON.stringify(report)}`);
    // No throughput floor here: a full npm test shares one DynamoDB Local with every other file, so
    // the rate says more about the neighbours than about the service (`npm run load` measures it).
    expect(report.requests).toBeGreaterThan(0);
    expect({ errors: report.errors, timeouts: report.timeouts, non2xx: report.non2xx }).toEqual({
      errors: 0,
      timeouts: 0,
      non2xx: 0,
    });
    expect(heapReturned(report), JSON.stringify(report.heapMiB)).toBe(true);
  }, 120_000);
});
