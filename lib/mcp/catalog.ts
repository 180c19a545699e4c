/**
 * The catalog tools/list and GET /mcp/tools show: a descriptor of every tool of the registry, built
 * once, when first asked for. inputSchema is registry.ts inputSchemaOf(tool) as JSON Schema. With
 * structured output (MCP 2025-06-18 and later) every tool also has the envelope's schema as
 * `outputSchema`. An app-only tool (MCP Apps) is listed as that extension lists it, with
 * `_meta.ui.visibility: ["app"]` so the host keeps it from the model, and only to a client that
 * declared the extension on the request: any other would hand it to its model.
 */
import { jsonSchemaOf } from '../shared/json-schema.js';
import * as z from '../shared/zod.js';
import { type ClientAbilities, NO_ABILITIES } from './client-capabilities.js';
import { envelopeOutputSchema } from './envelope.js';
import { findTool, inputSchemaOf } from './registry.js';
import { ToolAnnotationsSchema } from './tool.js';
import { TOOLS } from './tools/index.js';
import { BASELINE_VERSION, hasStructuredOutput, type ProtocolVersion } from './versions.js';

const ToolDescriptorSchema = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  inputSchema: z.record(z.string(), z.unknown()).check(z.describe("JSON Schema of the tool's arguments")),
  annotations: ToolAnnotationsSchema,
  _meta: z
    .optional(z.record(z.string(), z.unknown()))
    .check(z.describe('MCP Apps: `ui.resourceUri`, the `ui://` resource the result is shown in')),
});
export type ToolDescriptor = z.output<typeof ToolDescriptorSchema>;

/** What GET /mcp/tools answers (tools/list's result, without outputSchema). */
export const CatalogSchema = z.object({ tools: z.array(ToolDescriptorSchema) });

/** A descriptor of tools/list with structured output. */
export type StructuredToolDescriptor = ToolDescriptor & { outputSchema: Readonly<Record<string, unknown>> };

let descriptors: ToolDescriptor[] | undefined;
let structuredDescriptors: StructuredToolDescriptor[] | undefined;

function describeTools(): ToolDescriptor[] {
  return TOOLS.map((tool) => ({
    name: tool.name,
    title: tool.annotations.title,
    description: tool.description,
    inputSchema: jsonSchemaOf(inputSchemaOf(tool), 'input'),
    annotations: tool.annotations,
    ...(tool.meta ? { _meta: tool.meta } : {}),
  }));
}

function descriptorsFor(version: ProtocolVersion): ToolDescriptor[] | StructuredToolDescriptor[] {
  descriptors ??= describeTools();
  if (!hasStructuredOutput(version)) return descriptors;
  if (!structuredDescriptors) {
    const outputSchema = envelopeOutputSchema();
    structuredDescriptors = descriptors.map((descriptor) => ({ ...descriptor, outputSchema }));
  }
  return structuredDescriptors;
}

/**
 * The catalog; customer-revealing tools only for callers with a valid token, app-only tools only
 * for clients that declared MCP Apps.
 */
export function catalog(
  withToken: boolean,
  version: ProtocolVersion = BASELINE_VERSION,
  abilities: ClientAbilities = NO_ABILITIES,
): ToolDescriptor[] | StructuredToolDescriptor[] {
  const all = descriptorsFor(version);
  return all.filter((descriptor: ToolDescriptor) => {
    const tool = findTool(descriptor.name);
    return (withToken || !tool?.revealsCustomers) && (abilities.apps || !tool?.appOnly);
  });
}
