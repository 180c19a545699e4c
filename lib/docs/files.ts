/**
 * Where the docs function's static text comes from: the OpenAPI document, Swagger UI's script and
 * stylesheet, the documentation pages and /llms.txt (lib/docs/llms.ts), each produced on first use
 * and kept for the instance's life.
 *
 * - In Lambda (functions/docs/api-docs.ts): files beside the bundle, written at bundling time by
 *   the function's afterBundling hook (infra/docs-files.ts). So the bundle carries neither the
 *   files nor the code that builds the document (zod, its JSON Schema output, the schemas).
 * - Under `npm start`, `npm run invoke` and the tests (tsx, no bundling; api-docs.local.ts): the
 *   document built in process, Swagger UI read from the installed package. The bundling step
 *   writes exactly these texts, so both ways serve the same bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Each file's name beside the bundle (Swagger UI's keep the package's names). */
export const DOCS_FILES = {
  document: 'openapi.json',
  script: 'swagger-ui-bundle.js',
  stylesheet: 'swagger-ui.css',
  /** The documentation pages served beside /docs, by served name (JSON). */
  pages: 'pages.json',
  llms: 'llms.txt',
} as const;

export type DocsFile = keyof typeof DOCS_FILES;

/** Each file's text, produced on first use and kept; a failure is retried on the next call. */
export type DocsFiles = Readonly<Record<DocsFile, () => string>>;

export function once<T>(produce: () => T): () => T {
  let value: { made: T } | undefined;
  return () => {
    value ??= { made: produce() };
    return value.made;
  };
}

function filesFrom(produce: (file: DocsFile) => string): DocsFiles {
  const files = Object.keys(DOCS_FILES) as DocsFile[];
  return Object.fromEntries(files.map((file) => [file, once(() => produce(file))])) as DocsFiles;
}

/** In Lambda: the files written beside the bundle, in `dir()` (asked on first use). */
export function filesBeside(dir: () => string): DocsFiles {
  return filesFrom((file) => readFileSync(join(dir(), DOCS_FILES[file]), 'utf8'));
}

/** What only the repository can make: the OpenAPI document, the served pages and /llms.txt. */
export type DocsBuilders = Readonly<Record<'document' | 'pages' | 'llms', () => string>>;

/**
 * In process: the document, pages and llms.txt from `build` (passed in, so that this module, which
 * the bundle holds, imports none of their builders), Swagger UI's files from the installed package.
 */
export function filesInProcess(build: DocsBuilders): DocsFiles {
  return filesFrom((file) =>
    file === 'script' || file === 'stylesheet'
      ? readFileSync(join(swaggerUiDir(), DOCS_FILES[file]), 'utf8')
      : build[file](),
  );
}

function swaggerUiDir(): string {
  // Resolved from the working directory: the repository root under npm start, the tests and CDK's
  // bundling commands. (Not from import.meta.url: esbuild's CommonJS output has no import.meta.)
  return dirname(createRequire(join(process.cwd(), 'package.json')).resolve('swagger-ui-dist/package.json'));
}
