/**
 * Strings and records near and over the store's byte limits (a key's bytes, a record's 400 KB),
 * sent through the local gateway as a caller sends them, against DynamoDB Local: never a 5xx, and
 * after a 4xx nothing of the request is stored. Each run uses a fresh company, so "nothing stored"
 * is "the company holds nothing of that kind".
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listEmployeeLogins } from '../../../lib/dynamo/employee-store.js';
import { countNotifications } from '../../../lib/dynamo/notification-store.js';
import { countActiveRules } from '../../../lib/dynamo/rule-store.js';
import { employee, newCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';

const KB = 1024;
const RUNS = 12;

/** Characters of 1, 2, 3 and 4 bytes of UTF-8. */
const UNITS = ['a', 'ã', '€', '😀'] as const;

/** A string of about `bytes` bytes of UTF-8 (give or take `spread`), of one- to four-byte characters. */
const nearBytes = (bytes: number, spread = 12) =>
  fc
    .tuple(fc.constantFrom(...UNITS), fc.integer({ min: -spread, max: spread }), fc.string({ maxLength: 6 }))
    .map(([unit, offset, prefix]) => {
      const target = bytes + offset - Buffer.byteLength(prefix);
      return `${prefix.replace(/[\s\p{Cc}]/gu, 'x')}${unit.repeat(Math.max(1, Math.round(target / Buffer.byteLength(unit))))}`;
    });

describe('writes near and over the store limits (property)', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  const post = (path: string, body: object) => http(`${gateway.baseUrl}${path}`, { body });

  it('/masterData: an employee with a login near 200 bytes or a record near 400 KB', async () => {
    await fc.assert(
      fc.asyncProperty(
        nearBytes(200),
        fc.integer({ min: 398 * KB, max: 402 * KB }),
        fc.constantFrom(...UNITS),
        fc.boolean(),
        async (login, photoBytes, unit, largeRecord) => {
          const company = await newCompany();
          const photo = largeRecord ? unit.repeat(Math.floor(photoBytes / Buffer.byteLength(unit))) : 'p';
          const answer = await post('/masterData', {
            key: company.key,
            data: { employees: [employee('fine'), employee(login, { photo })] },
          });
          expect(answer.status).toBeLessThan(500);
          const stored = await listEmployeeLogins(company.companyId);
          if (answer.status >= 400) expect(stored.size).toBe(0);
          else expect(stored).toEqual(new Set(['fine', login.trim()]));
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('/insertAppClassificationRule: a name whose folded form is near 500 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(nearBytes(500, 40), async (name) => {
        const company = await newCompany();
        const answer = await post('/insertAppClassificationRule', {
          key: company.key,
          app_name_pt: name,
          regex_rule: '^x$',
        });
        expect(answer.status).toBeLessThan(500);
        if (answer.status >= 400) expect(answer.json.message).toContain('app_name_pt');
        expect(await countActiveRules(company.companyId)).toBe(answer.status === 200 ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });

  it('/setEvent: an event id near 200 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(nearBytes(200), async (id) => {
        const company = await newCompany();
        const answer = await post('/setEvent', {
          key: company.key,
          events: [
            { id, name: 'Offsite', dateTimeBegin: '2026-05-04 09:00:00', dateTimeEnd: '2026-05-04 10:00:00' },
          ],
        });
        expect(answer.status).toBeLessThan(500);
        const listed = await post('/getEvents', {
          key: company.key,
          dateBegin: '2026-05-01',
          dateEnd: '2026-05-31',
        });
        expect(listed.json.result.events).toHaveLength(answer.status === 200 ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });

  it('/insertNotification: a notification id near 200 bytes', async () => {
    await fc.assert(
      fc.asyncProperty(nearBytes(200), async (id) => {
        const company = await newCompany({ employees: [employee('ana')] });
        const answer = await post('/insertNotification', {
          key: company.key,
          notification: { notification_id: id, title: 'Ponto', recurrency: true, recurrency_type: 'weekly' },
        });
        expect(answer.status).toBeLessThan(500);
        expect(await countNotifications(company.companyId)).toBe(answer.status === 200 ? 1 : 0);
      }),
      { numRuns: RUNS },
    );
  });
});
