// A failure while saving the rule is a 500 that shows a request id and nothing of the failure.
import { describe, expect, it, vi } from 'vitest';
import { handler } from '../../../functions/app-classification/insert-app-classification-rule.js';
import { newCompany, sampleEvent } from '../../support/fixtures.js';

vi.mock('../../../lib/dynamo/rule-store.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/dynamo/rule-store.js')>()),
  insertActiveRule: async () => {
    throw new Error('secret internals: table on fire');
  },
}));

describe('POST /insertAppClassificationRule when saving fails', () => {
  it('answers 500 INTERNAL_ERROR with the request id and no internals', async () => {
    const company = await newCompany();
    const event = sampleEvent('insertAppClassificationRule.json', {
      key: company.key,
      app_name_pt: 'Falha',
      regex_rule: 'x',
    });
    const result = await handler(event, {} as never);
    expect(result.statusCode).toBe(500);
    const body = JSON.parse(result.body ?? '{}');
    expect(body).toMatchObject({
      err: true,
      code: 'INTERNAL_ERROR',
      requestId: event.requestContext.requestId,
    });
    expect(result.body).not.toContain('fire');
  });
});
