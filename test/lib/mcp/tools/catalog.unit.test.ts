import { describe, expect, it } from 'vitest';
import { catalog } from '../../../../lib/mcp/catalog.js';

const ORDER = [
  'searchEmployee',
  'whoIsManagerOf',
  'getCompanyOverview',
  'masterDataQuery',
  'getEmployeeDay',
  'listPunchesByDay',
  'listPendingExtensions',
  'listAppRules',
  'listNotifications',
  'masterDataMutate',
  'categorizeURL',
  'screenBlockToggle',
  'data-searchLogs',
  'diagnose-transmission',
  'lookupTicketContext',
  'lookupExecutionStatus',
  'data-dashboardChartQuery',
  'analyticsQuery',
  'getAuditTrail',
  'listTenants',
  // Beyond mcp-tools.md's twenty: the webhook delivery attempts, and overtime carried to the
  // person who decides.
  'listWebhookDeliveries',
  'requestExtension',
  'getExtensionRequest',
  'reviewOvertimeRequests',
];
const LISTS = [
  'masterDataQuery',
  'listPunchesByDay',
  'listPendingExtensions',
  'listAppRules',
  'listNotifications',
  'data-searchLogs',
  'getAuditTrail',
  'listTenants',
  'listWebhookDeliveries',
  'reviewOvertimeRequests',
];
const WRITES = [
  'masterDataMutate',
  'categorizeURL',
  'screenBlockToggle',
  'diagnose-transmission',
  'requestExtension',
  'decideOvertimeRequest',
];
/** Tools whose effect reaches outside the service: requestExtension e-mails the approver. */
const OPEN_WORLD = ['requestExtension'];
const APPS = { elicitForm: false, tasks: false, apps: true };

describe('the tool catalog', () => {
  const tools = catalog(true);

  it('holds the twenty tools of mcp-tools.md in its order, then listWebhookDeliveries and the overtime tools', () => {
    expect(tools.map((tool) => tool.name)).toEqual(ORDER);
  });

  it('lists the app-only decideOvertimeRequest only to MCP Apps clients, marked for the app alone', () => {
    const forApps = catalog(true, '2026-07-28', APPS);
    expect(forApps.map((tool) => tool.name)).toEqual([...ORDER, 'decideOvertimeRequest']);
    expect(forApps.at(-1)?._meta).toEqual({
      ui: { resourceUri: 'ui://workforce-ops/overtime-approval-card', visibility: ['app'] },
    });
    expect(catalog(false, '2026-07-28', APPS).map((tool) => tool.name)).toContain('decideOvertimeRequest');
    for (const version of ['2025-03-26', '2025-11-25', '2026-07-28'] as const)
      expect(catalog(true, version).map((tool) => tool.name)).not.toContain('decideOvertimeRequest');
    expect(tools.find((tool) => tool.name === 'reviewOvertimeRequests')?._meta).toEqual({
      ui: { resourceUri: 'ui://workforce-ops/overtime-approval-card' },
    });
  });

  it('describes every tool with a schema that refuses unknown arguments and takes company', () => {
    for (const tool of tools) {
      expect(tool.description.length, tool.name).toBeGreaterThan(40);
      expect(tool.inputSchema, tool.name).toMatchObject({ type: 'object', additionalProperties: false });
      expect(Object.keys(tool.inputSchema.properties as object), tool.name).toContain('company');
      expect(tool.title, tool.name).toBe(tool.annotations.title);
    }
  });

  it('pages every list with limit (default 10, at most 100) and cursor', () => {
    for (const name of LISTS) {
      const properties = tools.find((tool) => tool.name === name)?.inputSchema.properties as Record<
        string,
        unknown
      >;
      expect(properties.limit, name).toMatchObject({ default: 10, minimum: 1, maximum: 100 });
      expect(properties.cursor, name).toMatchObject({ type: 'string' });
    }
  });

  it('marks writes as such and reads as read-only, never destructive', () => {
    for (const tool of catalog(true, '2026-07-28', APPS)) {
      const { readOnlyHint, destructiveHint, openWorldHint } = tool.annotations;
      expect(readOnlyHint, tool.name).toBe(!WRITES.includes(tool.name));
      if (readOnlyHint) expect(destructiveHint, tool.name).toBe(false);
      expect(openWorldHint, tool.name).toBe(OPEN_WORLD.includes(tool.name));
    }
  });

  it('says in each description of a tool that writes that the person is asked first where the client can', () => {
    for (const name of ['masterDataMutate', 'categorizeURL', 'screenBlockToggle', 'requestExtension'])
      expect(tools.find((tool) => tool.name === name)?.description, name).toMatch(
        /Where the client supports it \(MCP 2026-07-28 elicitation\), the person is first asked to confirm/,
      );
  });
});
