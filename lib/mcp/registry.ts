/** The tool registry: every tool of lib/mcp/tools, and the schema its arguments are validated with. */
import * as z from '../shared/zod.js';
import { CompanyArgument, type ToolDefinition } from './tool.js';
import { TOOLS } from './tools/index.js';

const byName = new Map(TOOLS.map((tool) => [tool.name, tool]));
const schemas = new Map<string, z.core.$ZodType>();

export function findTool(name: string): ToolDefinition | undefined {
  return byName.get(name);
}

/** The tool's arguments with the optional `company` every tool takes; unknown arguments are refused. */
export function inputSchemaOf(tool: ToolDefinition): z.core.$ZodType {
  let schema = schemas.get(tool.name);
  if (!schema) {
    schema = z.strictObject({ ...tool.input()._zod.def.shape, ...CompanyArgument.shape });
    schemas.set(tool.name, schema);
  }
  return schema;
}
