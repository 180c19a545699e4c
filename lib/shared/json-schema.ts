/**
 * zod → JSON Schema, the one way the service publishes a schema: the OpenAPI document and the MCP
 * tool catalog both read the zod schemas the code validates with or builds its answers to. JSON
 * Schema 2020-12 (zod's default: OpenAPI 3.1's dialect, and the one MCP assumes), without the
 * `$schema` line (the document's dialect applies). `input` is what a caller may send (request
 * bodies, tool arguments); `output` what the service sends, nothing else (answers, events, the
 * tool envelope). Only the MCP bundle and the document's build carry zod's generator.
 */
import * as z from './zod.js';

export type JsonObject = { [key: string]: unknown };

export function jsonSchemaOf(schema: z.core.$ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonObject;
  return rest;
}
