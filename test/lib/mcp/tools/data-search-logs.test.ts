import { beforeAll, describe, expect, it } from 'vitest';
import type { Transmission } from '../../../../lib/logs/records.js';
import { formatUtcInstant } from '../../../../lib/shared/dates.js';
import { newCompany, type TestCompany } from '../../../support/fixtures.js';
import { transmission } from './seed.js';
import { call, ok, reasonOf, refusesOutsiders, service } from './support.js';

const HOUR = 3_600_000;
// Transmissions live 90 days (TTL), so the seeded ones are recent: from 75 hours ago to a minute ago.
const base = Date.now() - 60_000;
const at = (hoursAgo: number) => new Date(base - hoursAgo * HOUR).toISOString();
const FROM = formatUtcInstant(base - 80 * HOUR);
const TO = formatUtcInstant(base + 30_000);

describe('MCP tool data-searchLogs', () => {
  let company: TestCompany;
  let other: TestCompany;
  const seeded: Transmission[] = [];
  beforeAll(async () => {
    company = await newCompany();
    other = await newCompany();
    // 30 transmissions over three or four UTC days (every shard gets some), a few failing.
    for (let i = 0; i < 30; i += 1) {
      const failing = i % 7 === 3;
      seeded.push(
        await transmission(company.companyId, {
          endpoint: i % 2 === 0 ? 'sendPunchClock' : 'masterData',
          status: failing ? 401 : 200,
          errorCode: failing ? 'INVALID_KEY' : null,
          at: at(i * 2.5),
        }),
      );
    }
    seeded.push(await transmission(company.companyId, { endpoint: 'getEvents', status: 200, at: at(27.5) }));
    // Outside the range: older than from.
    await transmission(company.companyId, { endpoint: 'masterData', status: 200, at: at(100) });
    await transmission(other.companyId, { endpoint: 'masterData', status: 200, at: at(1) });
  });
  const reader = () => service(company.companyId, 'read:logs');
  const newestFirst = () =>
    [...seeded]
      .sort((a, b) => `${b.at}#${b.requestId}`.localeCompare(`${a.at}#${a.requestId}`))
      .map((t) => t.requestId);

  it('pages newest first over days and shards, each transmission exactly once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const { data } = await ok(reader(), 'data-searchLogs', {
        from: FROM,
        to: TO,
        limit: 4,
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...data.transmissions.map((t: Transmission) => t.requestId));
      expect(data.nextCursor === undefined || (data.nextCursor !== '' && data.nextCursor !== cursor)).toBe(
        true,
      );
      cursor = data.nextCursor;
      pages += 1;
    } while (cursor && pages < 30);
    expect(seen).toEqual(newestFirst());
  });

  it('filters by error code and endpoint, and describes the page', async () => {
    const { data, envelope } = await ok(reader(), 'data-searchLogs', {
      from: FROM,
      to: TO,
      errorCode: 'INVALID_KEY',
      limit: 100,
    });
    const expected = seeded.filter((t) => t.errorCode === 'INVALID_KEY');
    expect(data.transmissions).toHaveLength(expected.length);
    expect(data.transmissions[0]).toMatchObject({
      status: 401,
      errorCode: 'INVALID_KEY',
      companyId: company.companyId,
    });
    expect(envelope.humanSummary).toBe(
      `${expected.length} transmissions on this page, ${expected.length} failed.`,
    );
    const punch = await ok(reader(), 'data-searchLogs', {
      from: FROM,
      to: TO,
      endpoint: 'getEvents',
      status: 200,
    });
    expect(punch.data.transmissions.map((t: Transmission) => t.endpoint)).toEqual(['getEvents']);
  });

  it('refuses ranges over 31 days, to before from, and a cursor of other filters: invalid_arguments', async () => {
    expect(
      reasonOf(
        await call(reader(), 'data-searchLogs', { from: formatUtcInstant(base - 32 * 24 * HOUR), to: TO }),
      ),
    ).toBe('invalid_arguments');
    const backwards = await call(reader(), 'data-searchLogs', { from: TO, to: FROM });
    expect(backwards.envelope.warnings[0]).toMatch(/^to: .* is before from/);
    const first = await ok(reader(), 'data-searchLogs', { from: FROM, to: TO, limit: 1 });
    const mixed = await call(reader(), 'data-searchLogs', {
      from: FROM,
      to: TO,
      status: 401,
      cursor: first.data.nextCursor,
    });
    expect(reasonOf(mixed)).toBe('invalid_arguments');
    expect(reasonOf(await call(reader(), 'data-searchLogs', { from: '2026-02-30', to: TO }))).toBe(
      'invalid_arguments',
    );
  });

  it("never reads another company's transmissions, even with its cursor", async () => {
    const theirs = await ok(service(other.companyId, 'read:logs'), 'data-searchLogs', {
      from: FROM,
      to: TO,
      limit: 1,
    });
    expect(theirs.data.transmissions.every((t: Transmission) => t.companyId === other.companyId)).toBe(true);
    const first = await ok(reader(), 'data-searchLogs', { from: FROM, to: TO, limit: 1 });
    const borrowed = await call(service(other.companyId, 'read:logs'), 'data-searchLogs', {
      from: FROM,
      to: TO,
      limit: 1,
      cursor: first.data.nextCursor,
    });
    expect(reasonOf(borrowed)).toBe('invalid_arguments');
  });

  refusesOutsiders('data-searchLogs', 'read:logs', () => ({
    companyId: company.companyId,
    otherCompanyId: other.companyId,
    args: { from: FROM, to: TO },
  }));
});
