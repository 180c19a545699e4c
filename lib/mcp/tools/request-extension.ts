import type { Company } from '../../companies/company.js';
import { cachedCompany } from '../../companies/resolve-company.js';
import {
  previewExtensionRequest,
  RequestExtensionAnswerSchema,
  requestExtension,
} from '../../overtime/request-extension.js';
import { RequestExtensionSchema } from '../../overtime/schemas.js';
import { ERRORS } from '../../shared/error-catalogue.js';
import { errorOf } from '../../shared/errors.js';
import * as z from '../../shared/zod.js';
import { unchangedSinceConfirmed } from '../confirmation.js';
import { digestOf } from '../request-state.js';
import { openTask } from '../tasks/tasks.js';
import { defineTool } from '../tool.js';
import { asArgumentsFailure } from './arguments.js';

const fields = RequestExtensionSchema.shape;

/** The company through the process's cache (at most a minute old), as the REST endpoint has it from its key. */
async function companyOf(companyId: string): Promise<Company> {
  const company = await cachedCompany(companyId);
  if (!company) throw errorOf(ERRORS.unknownCompany, { companyId });
  return company;
}

/** The tool's `data`: the stored request, as /requestExtension answers it without the approval link. */
export const RequestedExtensionSchema = z.extend(
  z.pick(RequestExtensionAnswerSchema, {
    requestId: true,
    requestTime: true,
    manager: true,
    emailStatus: true,
  }),
  {
    user: fields.user,
    reqMinutes: fields.reqMinutes,
    status: z.literal('pending'),
    replayed: z.boolean().check(z.describe('the idempotencyKey was used before: the first answer again')),
  },
);

export const requestExtensionTool = defineTool({
  name: 'requestExtension',
  description:
    "Ask for overtime for an employee, as POST /requestExtension does: the request is stored pending, the approver (manager, else the employee's manager, the company's first overtime manager, or the default manager) is e-mailed a link to approve or reject it, and extension.requested is sent. The decision belongs to the approver, never to the caller. A client that follows tasks (MCP Tasks extension) gets a task that completes with the decision; any other gets the request id, and getExtensionRequest answers its state. Where the client supports it (MCP 2026-07-28 elicitation), the person is first asked to confirm (whose overtime, how long, which day, who approves).",
  need: { kind: 'family', family: 'write:overtime' },
  annotations: {
    title: 'Request overtime',
    readOnlyHint: false,
    // A new request is added; nothing stored is overwritten or removed.
    destructiveHint: false,
    // Each call is a new request, unless it repeats an idempotencyKey.
    idempotentHint: false,
    // The approver is e-mailed, outside this service.
    openWorldHint: true,
  },
  input: () =>
    z.object({
      user: fields.user.check(z.describe("the employee's login")),
      reqMinutes: fields.reqMinutes.check(z.describe('extra minutes asked for, 1 to 1,440')),
      justification: fields.justification.check(z.describe('why, in a sentence the approver reads')),
      extraTime: fields.extraTime.check(
        z.describe("from when, in the employee's local time YYYY-MM-DD HH:mm:ss; default: now"),
      ),
      manager: fields.manager.check(z.describe("the approver's e-mail; default: the company's rule")),
      idempotencyKey: z
        .optional(
          z.string().check(z.regex(/^[\x21-\x7e]{1,255}$/, 'must be 1 to 255 visible ASCII characters')),
        )
        .check(
          z.describe(
            'the same key sent again within 24 hours answers the first request instead of making another',
          ),
        ),
    }),
  async statement({ tenant }, { idempotencyKey: _key, ...input }) {
    const company = await companyOf(tenant ?? '');
    const preview = await asArgumentsFailure(() => previewExtensionRequest(company, input));
    const sofar = Math.round(preview.requestedSeconds / 60);
    return {
      message: `Ask for ${input.reqMinutes} minutes of overtime for ${preview.employeeName} (${input.user}) in company ${company.companyId}, on ${preview.day} from ${preview.extraTime.slice(11, 16)}, justification '${input.justification}'. ${preview.approver} is e-mailed to approve or reject it (${sofar} minutes already asked for that day).`,
      seen: digestOf(preview.approver),
    };
  },
  async run(context, { idempotencyKey, ...input }) {
    const { tenant, principal, abilities } = context;
    const company = await companyOf(tenant ?? '');
    const expect = unchangedSinceConfirmed(context, digestOf);
    const request = await asArgumentsFailure(() =>
      requestExtension(company, input, idempotencyKey, undefined, {
        idempotencyScope: 'mcp:requestExtension',
        ...(expect ? { expect } : {}),
      }),
    );
    // Never the approval link key: it decides the request, and the decision is the approver's.
    const data: z.output<typeof RequestedExtensionSchema> = {
      requestId: request.requestId,
      requestTime: request.requestTime,
      manager: request.manager,
      emailStatus: request.emailStatus,
      user: input.user,
      reqMinutes: input.reqMinutes,
      status: 'pending',
      replayed: request.replayed,
    };
    const asked =
      request.emailStatus === 'sent'
        ? `${request.manager} was e-mailed to approve or reject it`
        : request.emailStatus === 'skipped'
          ? `${request.manager} decides it (a test company: no e-mail)`
          : `the e-mail to ${request.manager} could not be sent; the request waits for them all the same`;
    const summary = `${input.reqMinutes} minutes of overtime asked for ${input.user} (request ${request.requestId}); ${asked}.`;
    if (abilities.tasks) {
      const task = await openTask(
        principal,
        company.companyId,
        request.requestId,
        `Waiting for ${request.manager} to decide.`,
      );
      return { data, humanSummary: summary, task };
    }
    return {
      data,
      humanSummary: `${summary} getExtensionRequest answers its state.`,
      warnings: request.replayed
        ? ['the idempotencyKey was used before: this is the first answer again']
        : [],
    };
  },
});
