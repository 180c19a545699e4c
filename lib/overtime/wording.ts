/** Portuguese wording shared by the approval e-mail and the approval page. */
import type { ExtensionRequest, ExtensionStatus } from './extension-request.js';

/** `2026-03-05` → `05/03/2026`. */
export function dayPt(day: string): string {
  const [year, month, date] = day.split('-');
  return `${date}/${month}/${year}`;
}

/** `2026-03-05 18:30:00` → `18:30`. */
export function timePt(localDateTime: string): string {
  return localDateTime.slice(11, 16);
}

export function minutesPt(minutes: number): string {
  const plain = `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
  if (minutes < 60) return plain;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `${plain} (${hours} h${rest ? ` ${rest} min` : ''})`;
}

export const STATUS_PT: Record<ExtensionStatus, string> = {
  pending: 'pendente',
  approved: 'aprovado',
  rejected: 'rejeitado',
};

/** The facts of a request, as label/value pairs, in the order a manager reads them. */
export function requestFacts(request: ExtensionRequest): Array<[string, string]> {
  return [
    ['Funcionário', `${request.employeeName} (${request.user})`],
    ['Empresa', request.companyName],
    ['Dia', dayPt(request.day)],
    ['A partir de', timePt(request.extraTime)],
    ['Minutos pedidos', minutesPt(request.reqMinutes)],
    ['Total pedido no dia', minutesPt(Math.round(request.requestTime / 60))],
    ['Justificativa', request.justification],
    ['Aprovador', request.manager],
  ];
}
