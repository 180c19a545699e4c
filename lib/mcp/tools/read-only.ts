import type { ToolAnnotations } from '../tool.js';

/** The annotations of a tool that only reads the company's own data: safe to call again, no side effect. */
export const readOnly = (title: string): ToolAnnotations => ({
  title,
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
});
