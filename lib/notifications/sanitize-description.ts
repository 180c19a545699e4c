/**
 * `description` keeps simple HTML (b, i, u, a, br, p, ul, ol, li) and loses everything else:
 * other tags are stripped (script, style and the like with their content), as are every attribute
 * but a link's href and title, comments, and link targets that are not http(s) or mailto.
 *
 * The sanitizer is js-xss (`xss`): 20 kB bundled. sanitize-html, the other maintained choice,
 * bundles postcss (190 kB, past the Lambda bundle budget) and its current releases need Node 22.12.
 */
import { FilterXSS } from 'xss';

const ALLOWED_TAGS = ['b', 'i', 'u', 'a', 'br', 'p', 'ul', 'ol', 'li'] as const;

/** Elements whose content is code or markup, never text to keep. */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'xmp',
  'noembed',
  'noframes',
];

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

const filter = new FilterXSS({
  whiteList: Object.fromEntries(ALLOWED_TAGS.map((tag) => [tag, tag === 'a' ? ['href', 'title'] : []])),
  stripIgnoreTag: true,
  stripIgnoreTagBody: DROPPED_WITH_CONTENT,
  allowCommentTag: false,
  // A link must start with http(s):// or mailto: as written, before any entity decoding, or it
  // loses its href; links that pass still go through the library's own check and escaping.
  onTagAttr: (_tag, name, value) => (name === 'href' && !SAFE_LINK.test(value) ? '' : undefined),
});

/**
 * A `<` that cannot open a tag (HTML: not followed by a letter, `/`, `!` or `?`) is text; escaping
 * it first keeps "a < b" from being read as the start of a tag and stripped.
 */
function escapeLoneAngles(html: string): string {
  return html.replace(/<(?![a-zA-Z/!?])/g, '&lt;');
}

export function sanitizeDescription(html: string): string {
  return filter.process(escapeLoneAngles(html));
}
