/**
 * tools/list's inputSchemas are generated at development time (lib/mcp/tool-json-schemas.ts says
 * why): the committed module must give exactly what zod generates from the live schemas today,
 * byte for byte as JSON, key order included, or tools/list would change without anyone noticing.
 */
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../lib/mcp/catalog.js';
import type { ToolDefinition } from '../../../lib/mcp/tool.js';
import { toolInputSchemas } from '../../../lib/mcp/tool-input-schemas.generated.js';
import { toolInputJsonSchema, toolInputJsonSchemas } from '../../../lib/mcp/tool-json-schemas.js';
import { TOOLS } from '../../../lib/mcp/tools/index.js';

const STALE = 'lib/mcp/tool-input-schemas.generated.ts is out of date: run npm run generate:mcp-schemas';

describe('the generated tool input schemas', () => {
  it('are what zod generates from the live schemas, as JSON text', () => {
    expect(JSON.stringify(toolInputSchemas()), STALE).toBe(JSON.stringify(toolInputJsonSchemas()));
  });

  it('name exactly the registered tools, in catalog order', () => {
    expect(Object.keys(toolInputSchemas())).toEqual(TOOLS.map((tool) => tool.name));
  });

  it('give tools/list the descriptors it built with zod at run time, byte for byte', () => {
    const tools = TOOLS as unknown as readonly ToolDefinition[];
    // What lib/mcp/registry.ts answered before the schemas were generated ahead of time.
    const atRunTime = tools.map((tool) => ({
      name: tool.name,
      title: tool.annotations.title,
      description: tool.description,
      inputSchema: toolInputJsonSchema(tool),
      annotations: tool.annotations,
    }));
    expect(JSON.stringify(catalog(true))).toBe(JSON.stringify(atRunTime));
    expect(JSON.stringify(catalog(false))).toBe(
      JSON.stringify(atRunTime.filter((_, index) => !tools[index]?.revealsCustomers)),
    );
  });
});
