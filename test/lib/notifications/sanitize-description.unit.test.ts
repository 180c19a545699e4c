import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from '../../../lib/notifications/sanitize-description.js';

describe('sanitizeDescription', () => {
  it('keeps the simple HTML: b, i, u, a (href, title), br, p, ul, ol, li', () => {
    const html =
      '<p>Olá <b>negrito</b> <i>itálico</i> <u>sublinhado</u><br>' +
      '<a href="https://intranet.example/ponto" title="Ponto">link</a> <a href="mailto:rh@example.com">rh</a></p>' +
      '<ul><li>um</li></ul><ol><li>dois</li></ol>';
    expect(sanitizeDescription(html)).toBe(html);
  });

  it('strips script, style, iframe and svg with their content', () => {
    expect(
      sanitizeDescription(
        '<p>a<script>alert(1)</script>b<style>p{}</style>c<iframe src="https://evil.example"></iframe>' +
          'd<svg><script>alert(2)</script></svg>e</p>',
      ),
    ).toBe('<p>abcde</p>');
  });

  it('strips event handlers and every other attribute', () => {
    expect(sanitizeDescription('<p onclick="steal()" style="color:red" class="x">t</p>')).toBe('<p>t</p>');
    expect(sanitizeDescription('<b onmouseover=alert(1)>x</b>')).toBe('<b>x</b>');
    expect(sanitizeDescription('<img src=x onerror=alert(1)>ok')).toBe('ok');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'jav&#x09;ascript:alert(1)',
    '&#106;avascript:alert(1)',
    'vbscript:msgbox(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz4=',
  ])('removes the link target %s', (href) => {
    expect(sanitizeDescription(`<a href="${href}">x</a>`)).not.toMatch(/script|data:/i);
    expect(sanitizeDescription(`<a href="${href}">x</a>`)).toBe('<a>x</a>');
  });

  it('keeps the text of tags it strips, and drops comments', () => {
    expect(sanitizeDescription('<div><span>fica</span></div><!-- <script>x</script> -->')).toBe('fica');
  });

  it('treats a lone < as text instead of swallowing what follows', () => {
    expect(sanitizeDescription('Meta: vendas < 100 & > 50')).toBe('Meta: vendas &lt; 100 & &gt; 50');
  });

  it('never lets a tag be rebuilt from pieces', () => {
    const out = sanitizeDescription('<scr<script>ipt>alert(1)</script><<b>>x');
    expect(out).not.toMatch(/<script/i);
    expect(out).not.toMatch(/<[^>]*on\w+=/i);
  });
});
