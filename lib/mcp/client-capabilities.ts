/**
 * What a 2026-07-28 client says it can do, per request, in `_meta["io.modelcontextprotocol/
 * clientCapabilities"]`: answer a form elicitation (ask its person), follow a task (the Tasks
 * extension), render an MCP App (the Apps extension). The legacy revisions declare capabilities only
 * in `initialize`, which this stateless server does not keep between requests: their requests,
 * and the direct tool route, can do none of these as far as the server knows.
 */
import { isObject } from './jsonrpc.js';

export const TASKS_EXTENSION = 'io.modelcontextprotocol/tasks';
export const APPS_EXTENSION = 'io.modelcontextprotocol/ui';
/** The MIME type of an MCP App's HTML, which an Apps client lists among the types it renders. */
export const APP_MIME_TYPE = 'text/html;profile=mcp-app';
export const CLIENT_CAPABILITIES_META = 'io.modelcontextprotocol/clientCapabilities';

export interface ClientAbilities {
  /** Can ask its person a form elicitation (`elicitation: {}` or `elicitation: {form: {}}`). */
  elicitForm: boolean;
  /** Follows tasks: a tool call may answer a task instead of its result. */
  tasks: boolean;
  /** Renders MCP Apps (HTML, `text/html;profile=mcp-app`). */
  apps: boolean;
}

export const NO_ABILITIES: ClientAbilities = { elicitForm: false, tasks: false, apps: false };

/** The abilities a request's `_meta` declares (none for a request without them). */
export function abilitiesOf(meta: unknown): ClientAbilities {
  const capabilities = isObject(meta) ? meta[CLIENT_CAPABILITIES_META] : undefined;
  if (!isObject(capabilities)) return NO_ABILITIES;
  const { elicitation, extensions } = capabilities;
  // An empty elicitation object means form mode (the revision keeps that for older clients); a
  // client naming only `url` cannot show a form.
  const elicitForm =
    isObject(elicitation) &&
    (isObject(elicitation.form) || (elicitation.form === undefined && elicitation.url === undefined));
  const ui = isObject(extensions) ? extensions[APPS_EXTENSION] : undefined;
  return {
    elicitForm,
    tasks: isObject(extensions) && isObject(extensions[TASKS_EXTENSION]),
    apps: isObject(ui) && Array.isArray(ui.mimeTypes) && ui.mimeTypes.includes(APP_MIME_TYPE),
  };
}
