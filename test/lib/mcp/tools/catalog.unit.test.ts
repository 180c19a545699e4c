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
  // Beyond mcp-tools.md's twenty: the webhook delivery attempts.
  'listWebhookDeliveries',
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
];
const WRITES = ['masterDataMutate', 'categorizeURL', 'screenBlockToggle', 'diagnose-transmission'];

describe('the tool catalog', () => {
  const tools = catalog(true);

  it('holds the twenty tools of mcp-tools.md in its order, then listWebhookDeliveries', () => {
    expect(tools.map((tool) => tool.name)).toEqual(ORDER);
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
    for (const tool of tools) {
      const { readOnlyHint, destructiveHint, openWorldHint } = tool.annotations;
      expect(readOnlyHint, tool.name).toBe(!WRITES.includes(tool.name));
      if (readOnlyHint) expect(destructiveHint, tool.name).toBe(false);
      expect(openWorldHint, tool.name).toBe(false);
    }
  });
});
