/** Admin commands for companies and their keys. */
import {
  createCompany,
  deleteCompany,
  revokeKey,
  rotateKey,
  setToolConfirmation,
} from '../companies/manage-companies.js';
import { listAllCompanies } from '../dynamo/company-store.js';
import { ValidationError } from '../shared/errors.js';
import { type AdminCommand, list } from './command.js';

export const companyCommands: Record<string, AdminCommand> = {
  'company:create': {
    summary: 'create a company and print its first key',
    options: {
      name: { required: true, description: 'company name; a name containing HOMOLOG makes a test company' },
      timezone: { description: 'IANA time zone (default UTC)' },
      'overtime-managers': { description: 'comma-separated approver e-mails' },
    },
    run: async (o) => {
      const { company, key } = await createCompany({
        name: o.name ?? '',
        ...(o.timezone ? { timezone: o.timezone } : {}),
        overtimeManagers: list(o['overtime-managers']),
      });
      return {
        companyId: company.companyId,
        name: company.name,
        isTest: company.isTest,
        keyId: company.activeKeyIds[0],
        key,
      };
    },
  },
  'company:list': {
    summary: 'list companies (never their keys)',
    options: {},
    run: async () =>
      (await listAllCompanies()).map(
        ({ companyId, name, timezone, isTest, overtimeManagers, activeKeyIds }) => ({
          companyId,
          name,
          timezone,
          isTest,
          overtimeManagers,
          activeKeyIds,
        }),
      ),
  },
  'company:confirmation': {
    summary:
      'require (or stop requiring) a person to confirm every change an agent makes through the MCP tools',
    options: {
      company: { required: true, description: 'company id' },
      required: {
        required: true,
        description:
          'true: MCP clients that cannot ask the person (no elicitation) are refused every change; false: they make changes as before',
      },
    },
    run: (o) => {
      if (o.required !== 'true' && o.required !== 'false')
        throw new ValidationError('--required must be true or false');
      return setToolConfirmation(o.company ?? '', o.required === 'true');
    },
  },
  'company:delete': {
    summary: "remove a company's record; its keys stop working",
    options: { company: { required: true, description: 'company id' } },
    run: (o) => deleteCompany(o.company ?? ''),
  },
  'key:rotate': {
    summary: 'issue a new key for a company (old keys stay valid until revoked)',
    options: { company: { required: true, description: 'company id' } },
    run: (o) => rotateKey(o.company ?? ''),
  },
  'key:revoke': {
    summary: 'revoke one key id of a company',
    options: {
      company: { required: true, description: 'company id' },
      'key-id': { required: true, description: 'key id to revoke' },
    },
    run: (o) => revokeKey(o.company ?? '', o['key-id'] ?? ''),
  },
};
