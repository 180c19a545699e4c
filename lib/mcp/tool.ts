/** What a tool is: its schema, the scope it needs, its annotations and its work. */
import * as z from 'zod';
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

export interface ToolAnnotations {
  title: string;
  readOnlyHint: boolean;
  destructiveHint: boolean;
  idempotentHint: boolean;
  openWorldHint: boolean;
}

export interface ToolDefinition<Input extends z.ZodObject = z.ZodObject> {
  name: string;
  description: string;
  need: ToolNeed;
  /** Reveals customers by name: left out of the catalog for callers without a valid token. */
  revealsCustomers?: boolean;
  annotations: ToolAnnotations;
  input: Input;
  run(context: ToolContext, args: z.output<Input>): Promise<ToolOutput>;
}

/** Every tool also takes an optional `company` (the tenant of the call). */
export const CompanyArgument = z.object({
  company: z
    .string()
    .min(1)
    .max(100)
    .optional()
    .describe('company id; needed when the token covers several companies'),
});

/** Lists: `limit` (default 10, max 100) and an opaque `cursor`. */
export const PageArguments = z.object({
  limit: z.number().int().min(1).max(100).default(10).describe('page size, 1 to 100'),
  cursor: z.string().min(1).max(2048).optional().describe('data.nextCursor of the previous answer'),
});

export function defineTool<Input extends z.ZodObject>(tool: ToolDefinition<Input>): ToolDefinition<Input> {
  return tool;
}
