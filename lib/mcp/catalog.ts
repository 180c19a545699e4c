/**
 * The catalog tools/list and GET /mcp/tools show: a descriptor of every tool of the registry.
 * inputSchema is registry.ts inputSchemaOf(tool) as JSON Schema, generated at development time
 * into tool-input-schemas.generated.ts (tool-json-schemas.ts says why), not here.
 */
import { findTool } from './registry.js';
import type { ToolDefinition } from './tool.js';
import { toolInputSchemas } from './tool-input-schemas.generated.js';
import { TOOLS } from './tools/index.js';

export interface ToolDescriptor {
  name: string;
  title: string;
  description: string;
  inputSchema: Record<string, unknown>;
  annotations: ToolDefinition['annotations'];
}

let descriptors: ToolDescriptor[] | undefined;

function describeTools(): ToolDescriptor[] {
  const inputSchemas = toolInputSchemas();
  return (TOOLS as unknown as readonly ToolDefinition[]).map((tool) => {
    const inputSchema = inputSchemas[tool.name];
    if (!inputSchema)
      throw new Error(`no JSON Schema for tool ${tool.name}: run npm run generate:mcp-schemas`);
    return {
      name: tool.name,
      title: tool.annotations.title,
      description: tool.description,
      inputSchema: inputSchema as Record<string, unknown>,
      annotations: tool.annotations,
    };
  });
}

/** The catalog; customer-revealing tools only for callers with a valid token. */
export function catalog(withToken: boolean): ToolDescriptor[] {
  descriptors ??= describeTools();
  return withToken
    ? descriptors
    : descriptors.filter((descriptor) => !findTool(descriptor.name)?.revealsCustomers);
}
