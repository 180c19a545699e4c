/** What a tool is: its schema, the scope it needs, its annotations and its work. */
import { TENANT_ID } from '../auth/scopes.js';
import * as z from '../shared/zod.js';
import type { ClientAbilities } from './client-capabilities.js';
import type { Principal } from './principal.js';
import type { ToolNeed } from './scopes.js';
import type { TaskHandle } from './tasks/tasks.js';

export interface ToolContext {
  /** The company the call runs for (null only for tools outside any tenant). */
  tenant: string | null;
  principal: Principal;
  /** What the client declared it can do on this request (2026-07-28; nothing otherwise). */
  abilities: ClientAbilities;
  /**
   * Set when a person confirmed the change (confirmation.ts): it is made only while the data is
   * still what the statement was made from (`seen`, the statement's digest of it).
   */
  confirmed?: { seen: string };
}

export interface ToolOutput {
  data: Record<string, unknown>;
  humanSummary: string;
  warnings?: string[];
  /** Set when the tool answered but a person must act (e.g. a key keeps failing). */
  escalation?: { reason: string };
  /** Instead of the result, a task the client follows (only when it declared the Tasks extension). */
  task?: TaskHandle;
  /** The result's `_meta` for an MCP App: hosts hand it to the app, never to the model. */
  appMeta?: Record<string, unknown>;
}

/** A change as a person confirms it before it is made (tools that write, confirmation.ts). */
export interface ChangeStatement {
  /** What will change, in words a person checks: whose record, which fields, before → after. */
  message: string;
  /** A digest of the data the statement was made from. */
  seen: string;
}

export const ToolAnnotationsSchema = z.object({
  title: z.string(),
  readOnlyHint: z.boolean(),
  destructiveHint: z.boolean(),
  idempotentHint: z.boolean(),
  openWorldHint: z.boolean(),
});
export type ToolAnnotations = z.output<typeof ToolAnnotationsSchema>;

/** The annotations of a tool that only reads the company's own data: safe to call again, no side effect. */
export const readOnly = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});

/**
 * The annotations of a tool that sets the company's own data to what it is given: what it replaces
 * is lost (each tool says why that is destructive), and the same call again changes nothing.
 */
export const overwrites = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: false,
  destructiveHint: true,
  idempotentHint: true,
  openWorldHint: false,
});

/**
 * `input` is any zod object schema (zod/mini keeps the MCP bundle small; a classic zod schema
 * works too, but puts all of classic zod into the bundle).
 */
export interface ToolDefinition<Input extends z.core.$ZodObject = z.core.$ZodObject> {
  name: string;
  description: string;
  need: ToolNeed;
  /** Reveals customers by name: left out of the catalog for callers without a valid token. */
  revealsCustomers?: boolean;
  annotations: ToolAnnotations;
  /**
   * Built on first use, not at module load: a Lambda instance runs few of the tools, and
   * building every schema up front was a measurable part of the MCP server's cold start.
   */
  input: () => Input;
  run(context: ToolContext, args: z.output<Input>): Promise<ToolOutput>;
  /**
   * Tools that write: the change the arguments would make, read now, as the person is asked to
   * confirm it; undefined when they would change nothing (then nothing is asked).
   */
  statement?: (context: ToolContext, args: z.output<Input>) => Promise<ChangeStatement | undefined>;
  /**
   * MCP Apps: a tool only an app calls (`_meta.ui.visibility: ["app"]`), listed only to clients that
   * declared the Apps extension and refused to every other caller.
   */
  appOnly?: boolean;
  /** The descriptor's `_meta` (MCP Apps: the `ui://` resource the tool's result is shown in). */
  meta?: Record<string, unknown>;
}

/** Every tool also takes an optional `company` (the tenant of the call). */
export const CompanyArgument = z.object({
  // The description on the optional wrapper, as classic zod put it: tools/list stays byte for byte.
  company: z
    .optional(z.string().check(z.regex(TENANT_ID, 'must be a company id: 1 to 64 letters, digits, _ or -')))
    .check(z.describe('company id; needed when the token covers several companies')),
});

/** Lists: `limit` (default 10, max 100) and an opaque `cursor`. */
export const PageArguments = z.object({
  limit: z
    ._default(z.number().check(z.int(), z.gte(1), z.lte(100)), 10)
    .check(z.describe('page size, 1 to 100')),
  cursor: z
    .optional(z.string().check(z.minLength(1), z.maxLength(2048)))
    .check(z.describe('data.nextCursor of the previous answer')),
});

export function defineTool<Input extends z.core.$ZodObject>(
  tool: ToolDefinition<Input>,
): ToolDefinition<Input> {
  return tool;
}
