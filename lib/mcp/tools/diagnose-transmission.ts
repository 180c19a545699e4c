import { type Diagnosis, diagnose, type EndpointDiagnosis } from '../../logs/diagnose.js';
import { recentTransmissions } from '../../logs/transmissions.js';
import * as z from '../../shared/zod.js';
import { openTicket } from '../../tickets/manage-tickets.js';
import { defineTool } from '../tool.js';
import { count } from './words.js';

/** Transmissions read at most: a busy integration's day can hold far more. */
const MAX_TRANSMISSIONS = 5_000;

const SUBJECTS = {
  key_keeps_failing: 'Integration: the company key keeps failing',
  no_transmissions: 'Integration: no transmissions arrive',
};

function endpointLine(e: EndpointDiagnosis): string {
  const top = e.topErrors[0];
  const rate = `${Math.round(e.errorRate * 100)}% of ${e.total} failed`;
  return top
    ? `${e.endpoint}: ${rate}, mostly ${top.status} ${top.errorCode ?? ''} (${top.count}×): ${top.cause}. Fix: ${top.fix}.`
    : `${e.endpoint}: ${e.total} calls, all succeeded.`;
}

function ticketDescription(diagnosis: Diagnosis, hours: number, detail: string): string {
  const lines = diagnosis.endpoints.map(endpointLine);
  return [`Opened by diagnose-transmission over the last ${count(hours, 'hour')}: ${detail}.`, ...lines]
    .join('\n')
    .slice(0, 5_000);
}

export const diagnoseTransmission = defineTool({
  name: 'diagnose-transmission',
  description:
    "Diagnose the company's integration from its recent transmissions: per endpoint the last success, error rate and top error codes, each with its likely cause and fix. When the key keeps failing or nothing arrived in the hours asked, it escalates and opens a support ticket (one open ticket per company and cause).",
  need: { kind: 'family', family: 'read:logs' },
  annotations: {
    title: 'Diagnose the integration',
    // It may open a support ticket; at most one per company and cause, so repeating it adds nothing.
    readOnlyHint: false,
    destructiveHint: false,
    idempotentHint: true,
    openWorldHint: false,
  },
  input: () =>
    z.object({
      endpoint: z
        .optional(z.string().check(z.minLength(1), z.maxLength(64)))
        .check(z.describe('only this endpoint, e.g. masterData')),
      hours: z
        ._default(z.number().check(z.int(), z.gte(1), z.lte(168)), 24)
        .check(z.describe('how far back to look, 1 to 168 hours')),
    }),
  async run({ tenant, principal }, { endpoint, hours }) {
    const companyId = tenant ?? '';
    const now = Date.now();
    const recent = await recentTransmissions(
      {
        companyId,
        fromIso: new Date(now - hours * 3_600_000).toISOString(),
        toIso: new Date(now).toISOString(),
        ...(endpoint ? { filter: { endpoint } } : {}),
      },
      MAX_TRANSMISSIONS,
    );
    const diagnosis = diagnose(recent.transmissions, hours, endpoint);
    const warnings = recent.complete
      ? []
      : [`only the newest ${recent.transmissions.length} transmissions of the window were read`];
    let ticket: { ticketId: string; created: boolean; status: string } | null = null;
    if (diagnosis.escalation) {
      const { cause, detail } = diagnosis.escalation;
      const opened = await openTicket(
        {
          companyId,
          subject: SUBJECTS[cause],
          description: ticketDescription(diagnosis, hours, detail),
          cause,
        },
        { sub: principal.sub, mode: principal.mode, via: 'mcp' },
      );
      ticket = { ticketId: opened.ticket.ticketId, created: opened.created, status: opened.ticket.status };
    }
    const worst = diagnosis.endpoints.find((e) => e.failures > 0);
    const headline =
      diagnosis.total === 0
        ? `Nothing arrived${endpoint ? ` at ${endpoint}` : ''} in the last ${count(hours, 'hour')}.`
        : `In the last ${count(hours, 'hour')} ${count(diagnosis.total, 'transmission')} arrived and ${diagnosis.failures} failed.` +
          (worst ? ` ${endpointLine(worst)}` : '');
    const escalated =
      diagnosis.escalation && ticket
        ? ` Escalated (${diagnosis.escalation.cause}): ticket ${ticket.ticketId} ${ticket.created ? 'opened' : 'already open'}.`
        : '';
    return {
      data: { hours, ...(endpoint ? { endpoint } : {}), ...diagnosis, ticket },
      humanSummary: `${headline}${escalated}`,
      warnings,
      ...(diagnosis.escalation ? { escalation: { reason: diagnosis.escalation.cause } } : {}),
    };
  },
});
