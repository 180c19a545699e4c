import { describe, expect, it } from 'vitest';
import { defineEntity, type Retention } from '../../../lib/dynamo/entity.js';
import { extensionRequestEntity, ruleEntity, transmissionEntity } from '../../../lib/dynamo/keys.js';
import { type GSI1, keyAttributes, TABLE_DEFINITION } from '../../../lib/dynamo/table.js';
import type { ExtensionRequest } from '../../../lib/overtime/extension-request.js';

interface Thing {
  id: string;
  group: string;
  tags: string[];
  note: string | null;
  live: boolean;
}

const retention: Retention = { expiry: { by: 'customer' }, why: 'a test', erasure: 'nothing to erase' };

const things = defineEntity<Thing>({
  type: 'Thing',
  retention,
  key: (thing) => ({ pk: `THING#${thing.id}`, sk: 'THING' }),
  indexes: { gsi1: (thing) => (thing.live ? { pk: `GROUP#${thing.group}`, sk: thing.id } : undefined) },
  attributes: (thing) => ({ ...thing, folded: thing.group.toLowerCase() }),
  hidden: ['folded'],
  defaults: { tags: [], note: null },
});

const thing: Thing = { id: 't1', group: 'Ops', tags: ['a'], note: 'n', live: true };

describe('defineEntity', () => {
  it('builds the whole item: key, type, index keys and attributes', () => {
    expect(things.toItem(thing)).toEqual({
      pk: 'THING#t1',
      sk: 'THING',
      type: 'Thing',
      gsi1pk: 'GROUP#Ops',
      gsi1sk: 't1',
      ...thing,
      folded: 'ops',
    });
  });

  it('leaves a record out of an index it is not in (sparse), and names the attributes to remove', () => {
    expect(things.toItem({ ...thing, live: false })).not.toHaveProperty('gsi1pk');
    expect(things.indexAttributes).toEqual(['gsi1pk', 'gsi1sk']);
  });

  it('reads an item back as its record, without keys, type, index or hidden attributes', () => {
    expect(things.fromItem(things.toItem(thing))).toEqual(thing);
  });

  it('gives missing and null attributes their defaults, a fresh copy for each record', () => {
    const first = things.fromItem({
      pk: 'THING#t2',
      sk: 'THING',
      type: 'Thing',
      id: 't2',
      group: 'x',
      live: false,
    });
    const second = things.fromItem({ id: 't3', group: 'y', live: true, tags: null });
    expect(first).toEqual({ id: 't2', group: 'x', live: false, tags: [], note: null });
    expect(second.tags).toEqual([]);
    expect(second.tags).not.toBe(first.tags);
  });

  it('writes an entity whose records do not hold their key under the key it is given', () => {
    const counters = defineEntity<{ n: number }>({ type: 'Counter', retention, defaults: { n: 0 } });
    expect(counters.toItem({ n: 2 }, { pk: 'C#1', sk: 'C' })).toEqual({
      pk: 'C#1',
      sk: 'C',
      type: 'Counter',
      n: 2,
    });
    expect(() => counters.toItem({ n: 2 })).toThrow(TypeError);
  });
});

describe('the declared entities', () => {
  it('key attributes agree with the table definition the stack creates', () => {
    expect(keyAttributes()).toEqual([TABLE_DEFINITION.partitionKey, TABLE_DEFINITION.sortKey]);
    for (const index of TABLE_DEFINITION.globalSecondaryIndexes)
      expect(keyAttributes(index.indexName as typeof GSI1)).toEqual([index.partitionKey, index.sortKey]);
  });

  it("keeps a pending request in the three pending indexes, and a decided one in its approver's decided ones", () => {
    const request = {
      requestId: 'ext_1',
      companyId: 'co_1',
      user: 'ana',
      manager: 'Boss@X.example ',
      status: 'pending',
      createdAt: '2026-03-10T12:00:00.000Z',
    } as ExtensionRequest;
    const pending = extensionRequestEntity.toItem(request);
    expect(pending).toMatchObject({
      gsi1pk: 'EXTAPPR#co_1#boss@x.example',
      gsi2pk: 'EXTPEND#co_1#ana',
      gsi3pk: 'EXTPENDCO#co_1',
      approverKey: 'boss@x.example',
    });
    const decided = extensionRequestEntity.toItem({ ...request, status: 'approved' });
    for (const attribute of ['gsi1pk', 'gsi1sk', 'gsi3pk', 'gsi3sk'])
      expect(decided).not.toHaveProperty(attribute);
    expect(decided).toMatchObject({
      gsi2pk: 'EXTDECIDED#co_1#boss@x.example',
      gsi2sk: '2026-03-10T12:00:00.000Z#ext_1',
    });
    expect(extensionRequestEntity.fromItem({ ...pending, emailMessageId: 'm1' })).toEqual(request);
  });

  it('gives a transmission its TTL on the item, never on the record, and its log sort key', () => {
    const transmission = {
      companyId: 'co_1',
      endpoint: 'masterData',
      status: 200,
      errorCode: null,
      latencyMs: 12,
      counts: {},
      requestId: 'r1',
      at: '2026-03-10T12:00:00.000Z',
    };
    const item = transmissionEntity.toItem(transmission);
    expect(item.ttl).toBe(Date.parse(transmission.at) / 1000 + 90 * 86_400);
    expect(item.sk).toBe('2026-03-10T12:00:00.000Z#r1');
    expect(transmissionEntity.fromItem(item)).toEqual(transmission);
    expect(transmissionEntity.key(transmission).sk).toBe(item.sk);
  });

  it('reads a rule written before its optional attributes existed with their defaults', () => {
    expect(
      ruleEntity.fromItem({
        pk: 'RULE#co_1',
        sk: 'slack',
        companyId: 'co_1',
        app_name_pt: 'Slack',
        foldedName: 'slack',
        collationKey: 'slack',
        regex_rule: 'slack',
        updatedAt: 't',
      }),
    ).toEqual({
      companyId: 'co_1',
      app_name_pt: 'Slack',
      foldedName: 'slack',
      collationKey: 'slack',
      regex_rule: 'slack',
      app_class: null,
      app_regex: null,
      rnk: null,
      active: false,
      updatedAt: 't',
      deactivatedAt: null,
    });
  });
});
