// GET /openapi.json, GET /docs, GET /docs/{asset} and GET /llms.txt: the API reference and the
// documentation pages, as deployed. A function of its own so that no other Lambda carries Swagger
// UI's files. Its bundle holds only the code that serves them: the OpenAPI document, Swagger UI's
// files, the pages and /llms.txt are written beside it at bundling time
// (infra/docs-files.ts, the function's afterBundling hook) and read from there on first use.
// `npm start`, `npm run invoke` and the tests load api-docs.local.ts instead (its localEntry),
// which makes the same files in process.
import { filesBeside } from '../../lib/docs/files.js';
import { docsHandler } from '../../lib/docs/handler.js';
import { staticEndpoint } from '../../lib/http/static-endpoint.js';

// The bundle is CommonJS: `__dirname` is its own directory (/var/task in Lambda). Asked on first
// use only, so that this file still loads as an ES module (which has no `__dirname`).
export const handler = staticEndpoint(docsHandler(filesBeside(() => __dirname)));
