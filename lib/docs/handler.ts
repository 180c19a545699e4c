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
        'cache-control': 'public, max-age=86400',
      },
      body: found.body.toString('base64'),
      isBase64Encoded: true,
    };
  };

  return async (event) => {
    const acceptEncoding = header(event, 'accept-encoding');
    switch (event.routeKey) {
      case 'GET /openapi.json':
        return textFile(files.document(), 'application/json; charset=utf-8', {
          cacheControl: 'public, max-age=300',
          acceptEncoding,
          cacheKey: 'openapi.json',
        });
      case 'GET /docs':
        return textFile(DOCS_PAGE, 'text/html; charset=utf-8', {
          cacheControl: 'no-cache',
          acceptEncoding,
          cacheKey: 'docs',
        });
      case 'GET /llms.txt':
        return textFile(files.llms(), 'text/markdown; charset=utf-8', {
          cacheControl: 'public, max-age=300',
          acceptEncoding,
          cacheKey: 'llms.txt',
        });
      case 'GET /docs/{asset}': {
        const name = event.pathParameters?.asset ?? '';
        if (IMAGE_NAME.test(name)) return image(name);
        const page = pages().get(name);
        if (page !== undefined) {
          return textFile(page, 'text/markdown; charset=utf-8', {
            cacheControl: 'public, max-age=300',
            acceptEncoding,
            cacheKey: `page:${name}`,
          });
        }
        if (!isDocAsset(name)) return notFound();
        return textFile(assetBody(name), DOC_ASSETS[name], {
          cacheControl: 'public, max-age=86400',
          acceptEncoding,
          cacheKey: name,
        });
      }
      default:
        return notFound();
    }
  };
}
