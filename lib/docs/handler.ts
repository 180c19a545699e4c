/**
 * The docs function's answers (GET /openapi.json, GET /docs, GET /docs/{asset}: the reference's
 * assets and the documentation pages, GET /llms.txt) over its files,
 * wherever the entry takes them from (files.ts): the Lambda entry reads them beside its bundle,
 * the local one makes them in process. Every answer depends on those texts alone, so both serve
 * the same bytes.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type HttpResult, header, text } from '../http/responses.js';
import { type DocsFiles, once } from './files.js';
import { DOC_ASSETS, DOCS_PAGE, type DocAsset, INIT_SCRIPT, isDocAsset } from './page.js';
import { SECURITY_HEADERS, textFile } from './respond.js';
import { externaliseImages, IMAGE_NAME } from './stylesheet.js';

export type DocsHandler = (event: APIGatewayProxyEventV2) => Promise<HttpResult>;

const notFound = (): HttpResult => text(404, 'not found', { ...SECURITY_HEADERS });
const MARKDOWN = 'text/markdown; charset=utf-8';
const FIVE_MINUTES = 'public, max-age=300';
const A_DAY = 'public, max-age=86400';

export function docsHandler(files: DocsFiles): DocsHandler {
  const styles = once(() => externaliseImages(files.stylesheet()));
  const pages = once(() => new Map(Object.entries(JSON.parse(files.pages()) as Record<string, string>)));

  const assetBody = (name: DocAsset): string => {
    if (name === 'init.js') return INIT_SCRIPT;
    if (name === 'swagger-ui.css') return styles().css;
    return files.script();
  };

  const image = (name: string): HttpResult => {
    const found = styles().images.get(name);
    if (!found) return notFound();
    return {
      statusCode: 200,
      headers: {
        ...SECURITY_HEADERS,
        'content-type': found.contentType,
        'cache-control': A_DAY,
      },
      body: found.body.toString('base64'),
      isBase64Encoded: true,
    };
  };

  return async (event) => {
    const acceptEncoding = header(event, 'accept-encoding');
    const file = (body: string, contentType: string, cacheControl: string, cacheKey: string) =>
      textFile(body, contentType, { cacheControl, acceptEncoding, cacheKey });
    switch (event.routeKey) {
      case 'GET /openapi.json':
        return file(files.document(), 'application/json; charset=utf-8', FIVE_MINUTES, 'openapi.json');
      case 'GET /docs':
        return file(DOCS_PAGE, 'text/html; charset=utf-8', 'no-cache', 'docs');
      case 'GET /llms.txt':
        return file(files.llms(), MARKDOWN, FIVE_MINUTES, 'llms.txt');
      case 'GET /docs/{asset}': {
        const name = event.pathParameters?.asset ?? '';
        if (IMAGE_NAME.test(name)) return image(name);
        const page = pages().get(name);
        if (page !== undefined) return file(page, MARKDOWN, FIVE_MINUTES, `page:${name}`);
        if (!isDocAsset(name)) return notFound();
        return file(assetBody(name), DOC_ASSETS[name], A_DAY, name);
      }
      default:
        return notFound();
    }
  };
}
