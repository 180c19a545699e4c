// The one place the SES client is mocked: to make SES fail on demand. Everything else is real.
import { SESClient } from '@aws-sdk/client-ses';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { handler as listHandler } from '../../../functions/overtime/list-extension-requests.js';
import { handler } from '../../../functions/overtime/request-extension.js';
import { getRequestedSeconds, listPendingOfEmployee } from '../../../lib/dynamo/extension-store.js';
import { employee, newCompany, uniqueId } from '../../support/fixtures.js';
import { emailsTo } from '../../support/ses-inbox.js';
import { callHandler } from './call.js';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('POST /requestExtension when SES fails', () => {
  it('keeps the request pending and listed, marked e-mail failed, and says so', async () => {
    const boss = `boss-${uniqueId()}@x.com`;
    const company = await newCompany({ employees: [employee('ana', { manager: boss })] });
    const send = vi
      .spyOn(SESClient.prototype, 'send')
      .mockRejectedValue(
        Object.assign(new Error('Throttling: Maximum sending rate exceeded'), { name: 'Throttling' }),
      );

    const answer = await callHandler(handler, 'requestExtension.json', {
      key: company.key,
      user: 'ana',
      reqMinutes: 40,
      justification: 'Plantão',
      extraTime: '2026-09-01 20:00:00',
    });

    expect(send).toHaveBeenCalled();
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ err: false, requestTime: 2400, emailStatus: 'failed' });
    expect(answer.body.message).toMatch(/could not be sent/);
    // The link exists all the same: the integration may pass it on by other means.
    expect(answer.body.approvalLinkKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await getRequestedSeconds(company.companyId, 'ana', '2026-09-01')).toBe(2400);
    const [stored] = await listPendingOfEmployee(company.companyId, 'ana');
    expect(stored).toMatchObject({ status: 'pending', emailStatus: 'failed' });
    expect(await emailsTo(boss)).toHaveLength(0);

    vi.restoreAllMocks();
    const listed = await callHandler(listHandler, 'listExtensionRequests.json', {
      key: company.key,
      email: boss,
    });
    expect(listed.body.result.requests).toEqual([
      expect.objectContaining({ user: 'ana', reqMinutes: 40, status: 'pending', emailStatus: 'failed' }),
    ]);
  });
});
