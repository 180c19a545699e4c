/**
 * Writes the apiDocs function's files beside its bundle: the OpenAPI document (built from constants
 * only, so the same code always gives the same bytes), Swagger UI's script and stylesheet, the
 * documentation pages and /llms.txt. It is
 * that function's afterBundling command (infra/bundling.ts), run by CDK at synthesis and, the same
 * way, by the benchmark and the bundle test. It writes exactly what the local entry makes in
 * process (lib/docs/files.ts filesInProcess), so the Lambda serves the same bytes.
 *
 *   npx tsx infra/docs-files.ts <outputDir>
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DOCS_FILES, type DocsFile, type DocsFiles, filesInProcess } from '../lib/docs/files.js';
import { docsBuilders } from '../lib/docs/llms.js';
import { openApiJson } from '../lib/openapi/document.js';

export function writeDocsFiles(
  outDir: string,
  files: DocsFiles = filesInProcess(docsBuilders(openApiJson)),
): void {
  for (const file of Object.keys(DOCS_FILES) as DocsFile[]) {
    writeFileSync(join(outDir, DOCS_FILES[file]), files[file]());
  }
}

if (process.argv[1] && /infra[\\/]docs-files\.ts$/.test(process.argv[1])) {
  const outDir = process.argv[2];
  if (!outDir) {
    console.error('usage: tsx infra/docs-files.ts <outputDir>');
    process.exit(2);
  }
  writeDocsFiles(outDir);
}
