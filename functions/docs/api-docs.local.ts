// The docs function without bundling (`npm start`, `npm run invoke`, the tests: its localEntry in
// lib/routes.ts): the same answers as the Lambda entry, api-docs.ts, over the OpenAPI document
// built in process, the pages and llms.txt read from the repository and Swagger UI's files read
// from the installed package, since nothing has
// written them beside this file.
import { filesInProcess } from '../../lib/docs/files.js';
import { docsHandler } from '../../lib/docs/handler.js';
import { docsBuilders } from '../../lib/docs/llms.js';
import { staticEndpoint } from '../../lib/http/static-endpoint.js';
import { openApiJson } from '../../lib/openapi/document.js';

export const handler = staticEndpoint(docsHandler(filesInProcess(docsBuilders(openApiJson))));
