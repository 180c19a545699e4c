import { describe, expect, it } from 'vitest';
import { changedNothing, eventsOfChange } from '../../../lib/webhooks/events.js';

describe('changedNothing', () => {
  it('holds only when a state that existed is written again, whatever the order of its keys', () => {
    expect(changedNothing({ before: { a: 1, b: { c: [1, 2] } }, after: { b: { c: [1, 2] }, a: 1 } })).toBe(
      true,
    );
    expect(changedNothing({ before: { a: 1, b: undefined }, after: { a: 1 } })).toBe(true);
    expect(changedNothing({ before: { a: 1 }, after: { a: 2 } })).toBe(false);
    expect(changedNothing({ before: { c: [1, 2] }, after: { c: [2, 1] } })).toBe(false);
    expect(changedNothing({ before: undefined, after: { a: 1 } })).toBe(false);
  });
});

describe('eventsOfChange', () => {
  const data = () => ({
    notification_id: 'n',
    created: false,
    title: 't',
    recurrency: false,
    recipients: 1,
    executionId: 'x',
  });

  it('makes the event of a change, and none of a write that changed nothing', () => {
    const [event] = eventsOfChange(
      'co_1',
      'notification.upserted',
      'notification#n',
      { before: { t: 1 }, after: { t: 2 } },
      data,
    );
    expect(event).toMatchObject({ companyId: 'co_1', eventType: 'notification.upserted', data: data() });
    expect(
      eventsOfChange(
        'co_1',
        'notification.upserted',
        'notification#n',
        { before: { t: 1 }, after: { t: 1 } },
        data,
      ),
    ).toEqual([]);
    // A fact (no state compared) always has its event.
    expect(eventsOfChange('co_1', 'notification.upserted', 'notification#n', undefined, data)).toHaveLength(
      1,
    );
  });
});
