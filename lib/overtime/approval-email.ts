/** The e-mail asking the approver to decide a request: Portuguese, an HTML and a text part. */
import type { OutgoingEmail } from '../email/send-email.js';
import { escapeHtml } from '../shared/html.js';
import { LINK_VALID_DAYS } from './approval-link.js';
import type { ExtensionRequest } from './extension-request.js';
import { dayPt, minutesPt, requestFacts } from './wording.js';

export function approvalEmail(request: ExtensionRequest, url: string): OutgoingEmail {
  const subject = `Pedido de hora extra: ${request.employeeName}, ${minutesPt(request.reqMinutes)} em ${dayPt(request.day)}`;
  const facts = requestFacts(request);
  const intro = `${request.employeeName} pediu ${minutesPt(request.reqMinutes)} de hora extra para ${dayPt(request.day)}.`;
  const validity = `O link vale por ${LINK_VALID_DAYS} dias e decide o pedido uma única vez.`;

  const text = [
    'Olá,',
    '',
    intro,
    '',
    ...facts.map(([label, value]) => `${label}: ${value}`),
    '',
    'Para aprovar ou rejeitar, abra:',
    url,
    validity,
    '',
    'Mensagem automática; não responda.',
  ].join('\n');

  const rows = facts
    .map(
      ([label, value]) =>
        `<tr><th style="text-align:left;padding:4px 12px 4px 0;color:#555;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#222;line-height:1.4">
<p>Olá,</p>
<p>${escapeHtml(intro)}</p>
<table style="border-collapse:collapse">${rows}</table>
<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background:#1a5fb4;color:#fff;text-decoration:none;border-radius:4px">Aprovar ou rejeitar</a></p>
<p style="color:#555;font-size:13px">${escapeHtml(validity)}<br>Se o botão não funcionar, copie este endereço no navegador: ${escapeHtml(url)}</p>
<p style="color:#888;font-size:12px">Mensagem automática; não responda.</p>
</body></html>`;

  return { to: request.manager, subject, html, text };
}
