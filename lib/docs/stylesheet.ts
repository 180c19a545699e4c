/**
 * Swagger UI's stylesheet carries its icons as `data:` URLs, which a Content-Security-Policy of
 * only 'self' refuses. They are moved out into files of their own, named by a hash of their bytes
 * and served next to the stylesheet (/docs/img-<hash>.<ext>), so the page needs no `data:` source.
 */
import { createHash } from 'node:crypto';

export interface StyleImage {
  contentType: string;
  body: Buffer;
}

export interface ExternalisedStylesheet {
  css: string;
  images: ReadonlyMap<string, StyleImage>;
}

// url("data:...") with CSS-escaped quotes inside, or url(data:...) without quotes.
const DATA_URL = /url\(\s*(?:"(data:(?:\\.|[^"\\])*)"|'(data:(?:\\.|[^'\\])*)'|(data:[^)'"\s]*))\s*\)/g;
const EXTENSIONS: Record<string, string> = {
  'image/svg+xml': 'svg',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

export const IMAGE_NAME = /^img-[0-9a-f]{16}\.(svg|png|jpg)$/;

function decode(dataUrl: string): StyleImage | undefined {
  const comma = dataUrl.indexOf(',');
  const [type = '', ...params] = dataUrl.slice(5, comma).split(';');
  if (comma < 0 || !EXTENSIONS[type]) return undefined;
  const payload = dataUrl.slice(comma + 1);
  const body = params.includes('base64')
    ? Buffer.from(payload, 'base64')
    : Buffer.from(decodeURIComponent(payload.replace(/\\(.)/g, '$1')), 'utf8');
  return { contentType: type === 'image/svg+xml' ? 'image/svg+xml; charset=utf-8' : type, body };
}

export function externaliseImages(css: string): ExternalisedStylesheet {
  const images = new Map<string, StyleImage>();
  const rewritten = css.replace(DATA_URL, (whole, doubled?: string, single?: string, bare?: string) => {
    const image = decode(doubled ?? single ?? bare ?? '');
    if (!image) return whole;
    const type = image.contentType.split(';')[0] ?? '';
    const name = `img-${createHash('sha256').update(image.body).digest('hex').slice(0, 16)}.${EXTENSIONS[type]}`;
    images.set(name, image);
    return `url("${name}")`;
  });
  return { css: rewritten, images };
}
