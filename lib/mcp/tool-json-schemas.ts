/**
 * The JSON Schema of each tool's arguments as tools/list shows it, generated from the tool's zod
 * schema (registry.ts inputSchemaOf) by zod's JSON Schema generator.
 *
 * Not imported by the Lambda, which need not carry zod's generator for this: the schemas are
 * generated once, at development time, into tool-input-schemas.generated.ts (`npm run
 * generate:mcp-schemas`, infra/mcp-tool-schemas.ts), which the registry reads.
 * test/lib/mcp/tool-input-schemas.unit.test.ts compares that file with what this module generates from
 * the live schemas, so the two cannot drift apart.
 */
import * as z from '../shared/zod.js';
import { inputSchemaOf } from './registry.js';
import type { ToolDefinition } from './tool.js';
import { TOOLS } from './tools/index.js';

/** One tool's arguments as JSON Schema, without the `$schema` dialect line. */
export function toolInputJsonSchema(tool: ToolDefinition): Record<string, unknown> {
  const { $schema: _schema, ...inputSchema } = z.toJSONSchema(inputSchemaOf(tool), { io: 'input' }) as Record<
    string,
    unknown
  >;
  return inputSchema;
}

/** Every tool's, by name, in catalog order. */
export function toolInputJsonSchemas(): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    TOOLS.map((tool) => [tool.name, toolInputJsonSchema(tool as unknown as ToolDefinition)]),
  );
}
