// GET /openapi.json, GET /docs and GET /docs/{asset}: the API reference. A function of its own so
// that no other Lambda carries Swagger UI's files.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { rendererAssets } from '../../lib/docs/assets.js';
import { DOC_ASSETS, DOCS_PAGE, INIT_SCRIPT, isDocAsset } from '../../lib/docs/page.js';
import { SECURITY_HEADERS, textFile } from '../../lib/docs/respond.js';
import { type ExternalisedStylesheet, externaliseImages, IMAGE_NAME } from '../../lib/docs/stylesheet.js';
import { type HttpResult, header, text } from '../../lib/http/responses.js';
import { openApiJson } from '../../lib/openapi/document.js';

const notFound = (): HttpResult => text(404, 'not found', { ...SECURITY_HEADERS });

let stylesheet: ExternalisedStylesheet | undefined;

async function styles(): Promise<ExternalisedStylesheet> {
  stylesheet ??= externaliseImages((await rendererAssets()).assets.stylesheet);
  return stylesheet;
}

async function assetBody(name: keyof typeof DOC_ASSETS): Promise<string> {
  if (name === 'init.js') return INIT_SCRIPT;
  if (name === 'swagger-ui.css') return (await styles()).css;
  return (await rendererAssets()).assets.script;
}

async function image(name: string): Promise<HttpResult> {
  const found = (await styles()).images.get(name);
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
}

export async function handler(event: APIGatewayProxyEventV2): Promise<HttpResult> {
  const acceptEncoding = header(event, 'accept-encoding');
  switch (event.routeKey) {
    case 'GET /openapi.json':
      return textFile(openApiJson(), 'application/json; charset=utf-8', {
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
    case 'GET /docs/{asset}': {
      const name = event.pathParameters?.asset ?? '';
      if (IMAGE_NAME.test(name)) return image(name);
      if (!isDocAsset(name)) return notFound();
      return textFile(await assetBody(name), DOC_ASSETS[name], {
        cacheControl: 'public, max-age=86400',
        acceptEncoding,
        cacheKey: name,
      });
    }
    default:
      return notFound();
  }
}
