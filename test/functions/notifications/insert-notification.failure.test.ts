// An unexpected failure is the contract's 500 'Erro interno no servidor', with a request id only.
import { describe, expect, it, vi } from 'vitest';
import { handler } from '../../../functions/notifications/insert-notification.js';
import { employee, newCompany, sampleEvent } from '../../support/fixtures.js';

vi.mock('../../../lib/dynamo/notification-store.js', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/dynamo/notification-store.js')>()),
  putNotification: async () => {
    throw new Error('secret internals: table on fire');
  },
}));

describe('POST /insertNotification when saving fails', () => {
  it('answers 500 Erro interno no servidor with the request id and no internals', async () => {
    const company = await newCompany({ employees: [employee('ana')] });
    const event = sampleEvent('insertNotification.json', {
      key: company.key,
      notification: { notification_id: 'n', title: 't', recurrency: true, recurrency_type: 'daily' },
    });
    const result = await handler(event, {} as never);
    expect(result.statusCode).toBe(500);
    expect(JSON.parse(result.body ?? '{}')).toEqual({
      err: true,
      code: 'INTERNAL_ERROR',
      message: 'Erro interno no servidor',
      requestId: event.requestContext.requestId,
    });
  });
});
