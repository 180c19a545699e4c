/** Every MCP tool, in catalog order. */
import type { ToolDefinition } from '../tool.js';
import { analyticsQuery } from './analytics-query.js';
import { categorizeURL } from './categorize-url.js';
import { dataDashboardChartQuery } from './data-dashboard-chart-query.js';
import { dataSearchLogs } from './data-search-logs.js';
import { decideOvertimeRequest } from './decide-overtime-request.js';
import { diagnoseTransmission } from './diagnose-transmission.js';
import { getAuditTrail } from './get-audit-trail.js';
import { getCompanyOverview } from './get-company-overview.js';
import { getEmployeeDay } from './get-employee-day.js';
import { getExtensionRequest } from './get-extension-request.js';
import { listAppRules } from './list-app-rules.js';
import { listNotifications } from './list-notifications.js';
import { listPendingExtensions } from './list-pending-extensions.js';
import { listPunchesByDay } from './list-punches-by-day.js';
import { listTenants } from './list-tenants.js';
import { listWebhookDeliveries } from './list-webhook-deliveries.js';
import { lookupExecutionStatus } from './lookup-execution-status.js';
import { lookupTicketContext } from './lookup-ticket-context.js';
import { masterDataMutate } from './master-data-mutate.js';
import { masterDataQuery } from './master-data-query.js';
import { requestExtensionTool } from './request-extension.js';
import { reviewOvertimeRequests } from './review-overtime-requests.js';
import { screenBlockToggle } from './screen-block-toggle.js';
import { searchEmployee } from './search-employee.js';
import { whoIsManagerOf } from './who-is-manager-of.js';

export const TOOLS = [
  searchEmployee,
  whoIsManagerOf,
  getCompanyOverview,
  masterDataQuery,
  getEmployeeDay,
  listPunchesByDay,
  listPendingExtensions,
  listAppRules,
  listNotifications,
  masterDataMutate,
  categorizeURL,
  screenBlockToggle,
  dataSearchLogs,
  diagnoseTransmission,
  lookupTicketContext,
  lookupExecutionStatus,
  dataDashboardChartQuery,
  analyticsQuery,
  getAuditTrail,
  listTenants,
  listWebhookDeliveries,
  requestExtensionTool,
  getExtensionRequest,
  reviewOvertimeRequests,
  decideOvertimeRequest,
  // Each tool keeps its own argument types in its file; the registry and the catalog read any tool.
] as unknown as readonly ToolDefinition[];
