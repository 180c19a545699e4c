/** The tool registry: every tool of lib/mcp/tools, and the catalog tools/list and GET /mcp/tools show. */
import * as z from 'zod/mini';
import { CompanyArgument, type ToolDefinition } from './tool.js';
import { TOOLS } from './tools/index.js';

const byName = new Map<string, ToolDefinition>(
  TOOLS.map((tool) => [tool.name, tool as unknown as ToolDefinition]),
);
const schemas = new Map<string, z.core.$ZodType>();

export function findTool(name: string): ToolDefinition | undefined {
  return byName.get(name);
}

/** The tool's arguments with the optional `company` every tool takes; unknown arguments are refused. */
export function inputSchemaOf(tool: ToolDefinition): z.core.$ZodType {
  let schema = schemas.get(tool.name);
  if (!schema) {
    schema = z.strictObject({ ...tool.input._zod.def.shape, ...CompanyArgument.shape });
    schemas.set(tool.name, schema);
  }
  return schema;
}

export interface ToolDescriptor {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations: ToolDefinition['annotations'];
}

let descriptors: ToolDescriptor[] | undefined;

function describeTool(tool: ToolDefinition): ToolDescriptor {
  const { $schema: _schema, ...inputSchema } = z.toJSONSchema(inputSchemaOf(tool), { io: 'input' }) as Record<
    string,
    unknown
  >;
  return {
    name: tool.name,
    title: tool.annotations.title,
    description: tool.description,
    inputSchema,
    annotations: tool.annotations,
  };
}

/** The catalog; customer-revealing tools only for callers with a valid token. */
export function catalog(withToken: boolean): ToolDescriptor[] {
  descriptors ??= TOOLS.map((tool) => describeTool(tool as unknown as ToolDefinition));
  return withToken
    ? descriptors
    : descriptors.filter((descriptor) => !findTool(descriptor.name)?.revealsCustomers);
}
