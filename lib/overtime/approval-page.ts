/**
 * The approval page's HTML: small, self-contained (one inline stylesheet, no scripts, no external
 * assets), Portuguese, every stored string escaped. The handler adds status and headers.
 */
import { createHash } from 'node:crypto';
import { escapeHtml } from '../shared/html.js';
import type { LinkDecisionOutcome, LinkState } from './approval-by-link.js';
import type { ExtensionRequest } from './extension-request.js';
import { requestFacts, STATUS_PT } from './wording.js';

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f4f5f7;color:#1f2328;margin:0}
main{max-width:34rem;margin:3rem auto;background:#fff;border-radius:8px;padding:1.5rem 2rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
h1{font-size:1.35rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.4rem 1rem;margin:0 0 1.5rem}
dt{color:#59636e}dd{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
form{display:flex;gap:.75rem}
button{flex:1;font-size:1rem;padding:.7rem 1rem;border-radius:6px;border:1px solid transparent;cursor:pointer}
.approve{background:#1a7f37;color:#fff}.reject{background:#fff;color:#cf222e;border-color:#cf222e}
.note{color:#59636e;font-size:.9rem}.approved{color:#1a7f37}.rejected{color:#cf222e}
`;

/** For the Content-Security-Policy header: the one stylesheet allowed, by its hash. */
export const PAGE_STYLE_HASH = `sha256-${createHash('sha256').update(STYLE).digest('base64')}`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>`;
}

function facts(request: ExtensionRequest): string {
  const rows = requestFacts(request)
    .map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('');
  return `<dl>${rows}</dl>`;
}

/** The request and its two buttons; the form posts to the page's own address. */
function openPage(request: ExtensionRequest): string {
  return page(
    'Pedido de hora extra',
    `${facts(request)}
<form method="post">
<button class="approve" type="submit" name="decision" value="approve">Aprovar</button>
<button class="reject" type="submit" name="decision" value="reject">Rejeitar</button>
</form>
<p class="note">A decisão é definitiva e este link só pode ser usado uma vez.</p>`,
  );
}

function decidedPage(request: ExtensionRequest, justNow: boolean): string {
  const status = STATUS_PT[request.status];
  const title = justNow ? `Pedido ${status}` : 'Este pedido já foi decidido';
  const consequence =
    request.status === 'approved'
      ? `Os ${request.reqMinutes} minutos foram somados ao dia de trabalho de ${request.employeeName}.`
      : 'Nenhum minuto foi somado ao dia de trabalho.';
  const lead = justNow ? consequence : `O pedido está ${status}; este link não muda mais nada.`;
  return page(
    title,
    `<p class="${escapeHtml(request.status)}"><strong>${escapeHtml(lead)}</strong></p>${facts(request)}`,
  );
}

export function linkStatePage(state: LinkState | LinkDecisionOutcome): string {
  switch (state.kind) {
    case 'open':
      return openPage(state.request);
    case 'decided':
      return decidedPage(state.request, true);
    case 'alreadyDecided':
      return decidedPage(state.request, false);
    case 'expired':
      return page(
        'Este link expirou',
        `<p>Links de aprovação valem por 7 dias. O pedido continua pendente: decida-o pelo sistema da empresa.</p>${facts(state.request)}`,
      );
    case 'unknown':
      return page(
        'Link desconhecido',
        '<p>Este link de aprovação não existe. Confira se o endereço foi copiado inteiro do e-mail.</p>',
      );
  }
}

export function invalidDecisionPage(): string {
  return page('Escolha inválida', '<p>Use os botões Aprovar ou Rejeitar da página do pedido.</p>');
}

export function foreignOriginPage(): string {
  return page(
    'Origem não permitida',
    '<p>A decisão só pode ser enviada pelos botões da própria página do pedido. Abra o link do e-mail e decida por ela.</p>',
  );
}

export function errorPage(status: number, requestId: string): string {
  const retry = status === 409 || status >= 500;
  return page(
    'Não foi possível concluir',
    `<p>${retry ? 'Tente novamente em instantes.' : 'O pedido não pôde ser processado.'}</p><p class="note">Código da requisição: ${escapeHtml(requestId)}</p>`,
  );
}
