import { describe, expect, it } from 'vitest';
import { createCompany } from '../../../lib/companies/manage-companies.js';
import { ValidationError } from '../../../lib/shared/errors.js';

describe('createCompany', () => {
  it('keeps an IANA time zone, and UTC when none is given', async () => {
    const named = await createCompany({ name: 'Zone Co', timezone: 'Asia/Kathmandu' });
    expect(named.company.timezone).toBe('Asia/Kathmandu');
    const plain = await createCompany({ name: 'Plain Co' });
    expect(plain.company.timezone).toBe('UTC');
  });

  it('refuses a time zone Intl does not know, rather than storing it to be read as UTC', async () => {
    const attempt = createCompany({ name: 'Mars Co', timezone: 'Mars/Olympus_Mons' });
    await expect(attempt).rejects.toThrow(ValidationError);
    await expect(attempt).rejects.toThrow("timezone 'Mars/Olympus_Mons' is not an IANA time zone");
  });
});
