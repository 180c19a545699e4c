import { describe, expect, it } from 'vitest';
import { handler } from '../../../functions/master-data/submit-master-data.js';
import { UNKNOWN_COMPANY } from '../../../lib/dynamo/keys.js';
import { listTransmissionsOfDay } from '../../../lib/dynamo/transmission-store.js';
import { MASTER_DATA_MAX_BODY_BYTES } from '../../../lib/masterdata/employee.js';
import { employee, newCompany, sampleEvent } from '../../support/fixtures.js';

const today = () => new Date().toISOString().slice(0, 10);

describe('keyedEndpoint', () => {
  it('records a transmission for a success, with counts and no key', async () => {
    const company = await newCompany();
    const event = sampleEvent('masterData.json', {
      key: company.key,
      data: { employees: [employee('t1'), employee('t2')] },
    });
    const result = await handler(event, {} as never);
    expect(result.statusCode).toBe(200);
    expect(result.headers?.['x-request-id']).toBe(event.requestContext.requestId);
    const [transmission] = (await listTransmissionsOfDay(company.companyId, today())).filter(
      (t) => t.requestId === event.requestContext.requestId,
    );
    expect(transmission).toMatchObject({
      companyId: company.companyId,
      endpoint: 'masterData',
      status: 200,
      errorCode: null,
      counts: { received: 2, created: 2, updated: 0 },
    });
    expect(JSON.stringify(transmission)).not.toContain(company.key);
  });

  it('records a failure with its code under the company when the key decrypts', async () => {
    const company = await newCompany();
    const event = sampleEvent('masterData.json', { key: company.key });
    const result = await handler(event, {} as never);
    expect(result.statusCode).toBe(400);
    const [transmission] = (await listTransmissionsOfDay(company.companyId, today())).filter(
      (t) => t.requestId === event.requestContext.requestId,
    );
    expect(transmission).toMatchObject({ status: 400, errorCode: 'MISSING_REQUIRED_FIELDS' });
  });

  it('records undecryptable keys under the unknown company', async () => {
    const event = sampleEvent('masterData.json', { key: 'ck1.garbage' });
    const result = await handler(event, {} as never);
    expect(result.statusCode).toBe(401);
    const found = (await listTransmissionsOfDay(UNKNOWN_COMPANY, today())).find(
      (t) => t.requestId === event.requestContext.requestId,
    );
    expect(found).toMatchObject({ status: 401, errorCode: 'INVALID_KEY', endpoint: 'masterData' });
  });

  it('reads a base64-encoded body like a text one, and measures its limit in the bytes sent', async () => {
    const company = await newCompany();
    const body = JSON.stringify({ key: company.key, data: { employees: [employee('b64')] } });
    const encoded = sampleEvent('masterData.json', undefined, {
      body: Buffer.from(body).toString('base64'),
      isBase64Encoded: true,
    });
    const result = await handler(encoded, {} as never);
    expect(result.statusCode).toBe(200);
    expect(JSON.parse(result.body ?? '{}')).toMatchObject({ result: { received: 1 } });

    const tooLarge = sampleEvent('masterData.json', undefined, {
      body: Buffer.alloc(MASTER_DATA_MAX_BODY_BYTES + 1, 32).toString('base64'),
      isBase64Encoded: true,
    });
    const refused = await handler(tooLarge, {} as never);
    expect(refused.statusCode).toBe(413);
    expect(JSON.parse(refused.body ?? '{}')).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });
});
