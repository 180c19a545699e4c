/** The documentation routes themselves: the document, the browsable reference and its assets, the pages, /llms.txt. */
import * as z from 'zod';
import { SERVED_PAGES } from '../../docs/llms.js';
import { DOC_ASSETS } from '../../docs/page.js';
import { IMAGE_NAME } from '../../docs/stylesheet.js';
import { type OperationDoc, servedBy } from '../model.js';

const TAG = 'API reference';

export const apiDocsOperations: OperationDoc[] = [
  {
    ...servedBy('apiDocs', 'GET', '/openapi.json', 'openApiDocument', TAG),
    summary: 'This OpenAPI 3.1 document',
    description:
      'Built from the zod schemas that validate the requests; the same bytes for the same release. Every example works against `npm start` once the placeholders (company key, client secret, ID token, access token) are replaced.',
    responses: { 200: { description: 'The document.', schema: z.object({ openapi: z.string() }).loose() } },
    examples: { document: { summary: 'The document', status: 200, answer: { openapi: '3.1.1', '…': '…' } } },
  },
  {
    ...servedBy('apiDocs', 'GET', '/docs', 'apiReference', TAG),
    summary: 'The browsable API reference',
    description:
      "Swagger UI over /openapi.json, served from the package's own files (nothing from a CDN), under a Content-Security-Policy that allows only 'self'. \"Try it out\" sends requests to this deployment.",
    responses: { 200: { description: 'The page.', mediaType: 'text/html' } },
    examples: { page: { summary: 'The page', status: 200, answer: '<!doctype html>…' } },
  },
  {
    ...servedBy('apiDocs', 'GET', '/docs/{asset}', 'apiReferenceAsset', TAG),
    summary: "The reference page's script and style, and the documentation's pages",
    description: `The reference page's files (gzip-compressed when the client accepts it; cached for a day), and the documentation's pages in Markdown: ${Object.keys(
      SERVED_PAGES,
    )
      .map((name) => `\`${name}\``)
      .join(', ')}.`,
    parameters: [
      {
        name: 'asset',
        in: 'path',
        description:
          "one of the page's files (its script, stylesheet, initializer, or an icon of the stylesheet), or a documentation page",
        schema: z.union([
          z.enum(Object.keys(DOC_ASSETS) as [string, ...string[]]),
          z
            .enum(Object.keys(SERVED_PAGES) as [string, ...string[]])
            .meta({ description: 'a documentation page' }),
          z.string().regex(IMAGE_NAME).meta({ description: 'an icon the stylesheet names' }),
        ]),
      },
    ],
    responses: {
      200: {
        description: 'The file.',
        mediaType: 'text/javascript',
        alsoMediaTypes: ['text/css', 'text/markdown', 'image/svg+xml', 'image/png'],
      },
      404: { description: 'Not a file of the page.', mediaType: 'text/plain' },
    },
    examples: {
      initializer: {
        summary: "The page's own script",
        status: 200,
        params: { asset: 'init.js' },
        answer: 'window.addEventListener(…)',
      },
      stylesheet: {
        summary: 'The stylesheet',
        status: 200,
        params: { asset: 'swagger-ui.css' },
        mediaType: 'text/css',
        answer: '.swagger-ui{…}',
      },
      page: {
        summary: 'A documentation page',
        status: 200,
        params: { asset: 'api.md' },
        mediaType: 'text/markdown',
        answer: '# The key-based API…',
      },
      unknown: {
        summary: 'Anything else',
        status: 404,
        params: { asset: 'index.html' },
        answer: 'not found',
      },
    },
  },
  {
    ...servedBy('apiDocs', 'GET', '/llms.txt', 'llmsTxt', TAG),
    summary: 'Where things are, for coding agents',
    description:
      'A Markdown map of the documentation (the llms.txt convention): a summary of the service, then a link per page, each with its opening sentence, generated from the pages themselves. Every link is a route of this deployment.',
    responses: { 200: { description: 'The map.', mediaType: 'text/markdown' } },
    examples: {
      map: { summary: 'The map', status: 200, answer: '# Workforce-operations integration service…' },
    },
  },
];
