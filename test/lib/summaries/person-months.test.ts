/**
 * Person packs follow their person months: writes of many employees landing on one pack at once
 * all keep their newest copy (a write that lost to another reads the pack again), and copies lost
 * after their person month was written are made again by a rebuild.
 */
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { referenceRows } from '../../../bench/scale/reference-fold.js';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { personPackKeys } from '../../../lib/dynamo/keys.js';
import { pagePunchDay } from '../../../lib/dynamo/punch-store.js';
import { readPersonPack, readPersonPacks, writePersonPack } from '../../../lib/dynamo/summary-store.js';
import { encodePunch } from '../../../lib/summaries/contributions.js';
import { writePersonMonths } from '../../../lib/summaries/person-months.js';
import { forEachPackEntry, PERSON_PACK_KINDS, packPersonMonth } from '../../../lib/summaries/person-pack.js';
import { rebuildSummaries } from '../../../lib/summaries/rebuild.js';
import { employee, newCompany } from '../../support/fixtures.js';
import { summariesUpToDate } from '../../support/summaries.js';
import { punchDay } from '../mcp/tools/seed.js';
import { chatbot, ok } from '../mcp/tools/support.js';

const MONTH = '2026-08';
const contribution = (worked: number) =>
  encodePunch({ department: 'Sales', worked, extension: 0, location: 'office', start: 1620 });

describe('person packs', () => {
  it("keep every employee's newest month when many writes land on one pack at once", async () => {
    const companyId = `co_pack_${Date.now()}`;
    // Logins of the same packs, so that every write contends with the others.
    const pack = personPackKeys.item(companyId, MONTH, 'worked', 'ana');
    const logins = Array.from({ length: 400 }, (_, i) => `emp${i}`)
      .filter((login) => personPackKeys.item(companyId, MONTH, 'worked', login).pk === pack.pk)
      .slice(0, 8);
    expect(logins).toHaveLength(8);
    const days = [480, 300, 420];
    await Promise.all(
      logins.map(async (login) => {
        for (const [i, worked] of days.entries()) {
          const [written] = await writePersonMonths([
            { companyId, login, month: MONTH, days: { [`d0${i + 1}`]: contribution(worked) } },
          ]);
          expect(written).toBe(true);
        }
      }),
    );
    const final = Object.fromEntries(days.map((worked, i) => [`d0${i + 1}`, contribution(worked)]));
    for (const kind of PERSON_PACK_KINDS) {
      const [read] = await readPersonPacks(companyId, [MONTH], kind).then((packs) =>
        packs.filter((p) => p.entries.length > 0),
      );
      const entries = new Map<string, Uint8Array>();
      forEachPackEntry(read?.entries ?? new Uint8Array(), (login, entry) => entries.set(login, entry));
      expect(new Map(logins.map((login) => [login, packPersonMonth(3, final)[kind]]))).toEqual(entries);
    }
  });

  it('are written only over the revision read', async () => {
    const key = personPackKeys.item(`co_pack_rev_${Date.now()}`, MONTH, 'start', 'ana');
    const pack = { companyId: 'co', month: MONTH, kind: 'start', entries: new Uint8Array([1]) };
    expect(await writePersonPack(key, pack, undefined)).toBe(true);
    expect(await writePersonPack(key, pack, undefined)).toBe(false);
    expect(await writePersonPack(key, pack, 1)).toBe(true);
    expect(await writePersonPack(key, pack, 1)).toBe(false);
    expect((await readPersonPack(key))?.revision).toBe(2);
  });

  it('lost after their person months were written, are made again by a rebuild', async () => {
    const company = await newCompany({
      name: `Pack rebuild HOMOLOG ${Date.now()}`,
      employees: [employee('ana', { department: 'Sales' }), employee('bruno', { department: 'Ops' })],
    });
    const id = company.companyId;
    await punchDay(id, 'ana', '2026-08-03', { beginDay: '09:10', endDay: '17:00' });
    await punchDay(id, 'bruno', '2026-08-04', { beginDay: '08:00', endDay: '18:00' });
    await summariesUpToDate();
    const rows = async () =>
      (
        await ok(chatbot(id, 'read:analytics'), 'analyticsQuery', {
          metric: 'workedHours',
          from: '2026-08-01',
          to: '2026-08-31',
          groupBy: 'person',
        })
      ).data.rows;
    const raw = (
      await Promise.all(['2026-08-03', '2026-08-04'].map((d) => pagePunchDay(id, d, 100)))
    ).flatMap((page) => page.days);
    const expected = referenceRows(raw, 'workedHours', 'person');
    expect(expected).toHaveLength(2);
    expect(await rows()).toEqual(expected);

    for (const kind of PERSON_PACK_KINDS)
      for (const key of personPackKeys.all(id, MONTH, kind)) {
        await documentDb().send(new DeleteCommand({ TableName: tableName(), Key: key }));
      }
    expect(await rows()).toEqual([]);

    const report = await rebuildSummaries(id, '2026-08-01', '2026-08-31');
    expect(report.personDays).toBe(0);
    expect(await rows()).toEqual(expected);
  });
});
