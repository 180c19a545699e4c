/** What a tool is: its schema, the scope it needs, its annotations and its work. */
import { TENANT_ID } from '../auth/scopes.js';
import * as z from '../shared/zod.js';
import type { Principal } from './principal.js';
import type { ToolNeed } from './scopes.js';

export interface ToolContext {
  /** The company the call runs for (null only for tools outside any tenant). */
  tenant: string | null;
  principal: Principal;
}

export interface ToolOutput {
  data: Record<string, unknown>;
  humanSummary: string;
  warnings?: string[];
  /** Set when the tool answered but a person must act (e.g. a key keeps failing). */
  escalation?: { reason: string };
}

export const ToolAnnotationsSchema = z.object({
  title: z.string(),
  readOnlyHint: z.boolean(),
  destructiveHint: z.boolean(),
  idempotentHint: z.boolean(),
  openWorldHint: z.boolean(),
});
export type ToolAnnotations = z.output<typeof ToolAnnotationsSchema>;

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
   * Built on first use, not at module load: a Lambda instance runs few of the 20 tools, and
   * building every schema up front was a measurable part of the MCP server's cold start.
   */
  input: () => Input;
  run(context: ToolContext, args: z.output<Input>): Promise<ToolOutput>;
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
