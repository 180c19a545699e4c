/**
 * Person packs follow their person months: a copy that lands after a newer one is left out, the
 * other copies of its write still land, and copies lost after their person month was written are
 * made again by a rebuild.
 */
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { referenceRows } from '../../../bench/scale/reference-fold.js';
import { documentDb, tableName } from '../../../lib/dynamo/client.js';
import { personMonthKeys, personPackKeys } from '../../../lib/dynamo/keys.js';
import { pagePunchDay } from '../../../lib/dynamo/punch-store.js';
import {
  type PersonMonthState,
  readPersonPacks,
  writePersonDays,
  writePersonPack,
} from '../../../lib/dynamo/summary-store.js';
import { encodePunch } from '../../../lib/summaries/contributions.js';
import { packPersonMonth } from '../../../lib/summaries/person-pack.js';
import { rebuildSummaries } from '../../../lib/summaries/rebuild.js';
import { employee, newCompany } from '../../support/fixtures.js';
import { summariesUpToDate } from '../../support/summaries.js';
import { punchDay } from '../mcp/tools/seed.js';
import { chatbot, ok } from '../mcp/tools/support.js';

const MONTH = '2026-08';
const contribution = (worked: number) =>
  encodePunch({ department: 'Sales', worked, extension: 0, location: 'office', start: 1620 });

describe('person packs', () => {
  it('keep the newest copy of a person month, whatever order the copies land in', async () => {
    const companyId = `co_pack_${Date.now()}`;
    const describeAs = { type: 'PersonMonth', companyId, login: 'ana', month: MONTH };
    const key = personMonthKeys.item(companyId, `${MONTH}-03`, 'ana');
    const first = await writePersonDays(key, { d03: contribution(480) }, describeAs);
    const second = await writePersonDays(key, { d04: contribution(300) }, describeAs);
    expect(first?.version).toBe(1);
    expect(second).toEqual({ days: { d03: contribution(480), d04: contribution(300) }, version: 2 });

    // Ana's entry and Bruno's may share an item; written in one update, the stale copy of Ana's
    // must not hold back Bruno's.
    const pack = personPackKeys.item(companyId, MONTH, 'ana');
    const entryOf = (state: PersonMonthState | undefined) => {
      if (!state) throw new Error('the person month was not written');
      return { login: 'ana', entry: packPersonMonth(state.version, state.days) };
    };
    await writePersonPack(pack, [entryOf(second)], { type: 'PersonPack' });
    await writePersonPack(pack, [entryOf(first), { login: 'bruno', entry: '0000000001|05,60,0,' }], {
      type: 'PersonPack',
    });
    const { Item } = await documentDb().send(new GetCommand({ TableName: tableName(), Key: pack }));
    expect(Item?.[personPackKeys.entryAttribute('ana')]).toBe('0000000002|03,480,0,1620;04,300,0,1620');
    const bruno = (await readPersonPacks(companyId, MONTH)).find((entry) => entry.login === 'bruno');
    expect(bruno).toEqual({ login: 'bruno', entry: '0000000001|05,60,0,' });
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

    for (const key of personPackKeys.all(id, MONTH)) {
      await documentDb().send(new DeleteCommand({ TableName: tableName(), Key: key }));
    }
    expect(await rows()).toEqual([]);

    const report = await rebuildSummaries(id, '2026-08-01', '2026-08-31');
    expect(report.personDays).toBe(0);
    expect(await rows()).toEqual(expected);
  });
});
