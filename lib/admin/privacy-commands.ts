/** Admin commands for one person's data and a company's time-record retention. */
import { TIME_RECORD_YEARS } from '../companies/company.js';
import { companyOf } from '../companies/company-of.js';
import { setTimeRecordYears } from '../dynamo/company-store.js';
import { eraseEmployeeData } from '../privacy/erase.js';
import { type ExportRecord, exportPersonalData } from '../privacy/export.js';
import { ValidationError } from '../shared/errors.js';
import type { AdminCommand } from './command.js';

export const privacyCommands: Record<string, AdminCommand> = {
  'employee:export': {
    summary: 'everything held about one person of a company, every page of it, as one JSON document',
    options: {
      company: { required: true, description: 'company id' },
      login: { required: true, description: "the person's login" },
    },
    run: async (o) => {
      const companyId = o.company ?? '';
      await companyOf(companyId);
      const records: ExportRecord[] = [];
      let cursor: string | undefined;
      let exportedAt = '';
      do {
        const page = await exportPersonalData(companyId, o.login ?? '', { cursor });
        records.push(...page.records);
        exportedAt ||= page.exportedAt;
        cursor = page.nextCursor;
      } while (cursor);
      return { login: o.login, exportedAt, records };
    },
  },
  'employee:erase': {
    summary: "erase one person's data (as POST /eraseEmployeeData; run it again to finish a stopped one)",
    options: {
      company: { required: true, description: 'company id' },
      login: { required: true, description: "the person's login" },
    },
    run: async (o) => {
      await companyOf(o.company ?? '');
      return eraseEmployeeData(o.company ?? '', o.login ?? '');
    },
  },
  'company:time-records': {
    summary: `set how many years a company's time records are kept after their day (${TIME_RECORD_YEARS.min}-${TIME_RECORD_YEARS.max}, default ${TIME_RECORD_YEARS.default})`,
    options: {
      company: { required: true, description: 'company id' },
      years: {
        required: true,
        description: `whole years, ${TIME_RECORD_YEARS.min} to ${TIME_RECORD_YEARS.max}`,
      },
    },
    run: async (o) => {
      const years = Number(o.years);
      if (!Number.isInteger(years) || years < TIME_RECORD_YEARS.min || years > TIME_RECORD_YEARS.max)
        throw new ValidationError(
          `years: must be a whole number from ${TIME_RECORD_YEARS.min} to ${TIME_RECORD_YEARS.max}`,
        );
      const companyId = o.company ?? '';
      await companyOf(companyId);
      await setTimeRecordYears(companyId, years);
      return { companyId, timeRecordYears: years, appliesTo: 'time records written from now on' };
    },
  },
};
