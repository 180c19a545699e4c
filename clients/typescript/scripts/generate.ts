/**
 * Generates the client's types (src/generated/schema.ts) from the OpenAPI document the service
 * serves, built in process from lib/openapi (no server needed, the same bytes every time), with
 * openapi-typescript. `npm run client:generate` writes the file; the test suite regenerates it in
 * memory and fails when the committed one differs.
 *
 *   npm run client:generate
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { buildOpenApiDocument } from '../../../lib/openapi/document.js';

export const SCHEMA_FILE = join(
  dirname(fileURLToPath(import.meta.url)),
  '..',
  'src',
  'generated',
  'schema.ts',
);

/** The generated module's text, for the document the service serves now. */
export async function generatedSchema(): Promise<string> {
  const document = buildOpenApiDocument() as unknown as OpenAPI3;
  const ast = await openapiTS(document, { silent: true, alphabetize: false });
  return [
    "// Generated from the service's OpenAPI document by `npm run client:generate`; do not edit.",
    `// API version ${document.info.version}.`,
    '',
    astToString(ast),
  ].join('\n');
}

export function committedSchema(): string {
  return readFileSync(SCHEMA_FILE, 'utf8');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(SCHEMA_FILE, await generatedSchema());
  console.log(`wrote ${SCHEMA_FILE}`);
}
