/**
 * The JSON Schema of each tool's arguments as tools/list shows it, built from the tool's zod schema
 * (registry.ts inputSchemaOf) by zod's JSON Schema generator, the first time a catalog is asked for.
 * JSON Schema 2020-12, zod's default: the dialect MCP assumes when a schema names none.
 */
import * as z from '../shared/zod.js';
import { inputSchemaOf } from './registry.js';
import type { ToolDefinition } from './tool.js';

/** One tool's arguments as JSON Schema, without the `$schema` dialect line. */
export function toolInputJsonSchema(tool: ToolDefinition): Record<string, unknown> {
  const { $schema: _schema, ...inputSchema } = z.toJSONSchema(inputSchemaOf(tool), { io: 'input' }) as Record<
    string,
    unknown
  >;
  return inputSchema;
}
