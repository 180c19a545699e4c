import { unstorableValue } from '../../dynamo/value-limits.js';
import { changedFields } from '../../masterdata/changed-fields.js';
import { mutateEmployee, previewMutation } from '../../masterdata/mutate-employee.js';
import * as z from '../../shared/zod.js';
import { unchangedSinceConfirmed } from '../confirmation.js';
import { ToolFailure } from '../errors.js';
import { digestOf } from '../request-state.js';
import { defineTool, overwrites } from '../tool.js';
import { asArgumentsFailure, LoginArgument } from './arguments.js';
import { fieldChanges } from './words.js';

/** Well under DynamoDB's 400 KB item limit. */
const MAX_FIELDS_BYTES = 50_000;

const OUTCOME_WORDS = {
  created: 'created',
  updated: 'updated',
  unchanged: 'already as asked; nothing written',
};

const OPERATION_WORDS = {
  upsertEmployee: 'Change the master data of',
  setManager: 'Change the manager of',
  deactivateEmployee: 'Deactivate',
};

function checkedFields(fields: Record<string, unknown>): Record<string, unknown> {
  if (Buffer.byteLength(JSON.stringify(fields)) > MAX_FIELDS_BYTES)
    throw new ToolFailure('invalid_arguments', 400, `fields may hold at most ${MAX_FIELDS_BYTES} bytes`, {
      warnings: ['fields: too large'],
    });
  return fields;
}

export const masterDataMutate = defineTool({
  name: 'masterDataMutate',
  description:
    "Change one employee's master data: upsertEmployee (fields merged over the stored ones; a new employee needs name, department, role, active; null removes an optional field), setManager (fields.manager: an e-mail, or null), or deactivateEmployee. Validated like /masterData; records who changed it. Where the client supports it (MCP 2026-07-28 elicitation), the person is first asked to confirm the change (whose record, which fields, before → after).",
  need: { kind: 'family', family: 'write:masterdata' },
  // It overwrites stored fields and can deactivate an employee.
  annotations: overwrites('Change an employee'),
  input: () =>
    z.object({
      operation: z
        .enum(['upsertEmployee', 'setManager', 'deactivateEmployee'])
        .check(z.describe('what to do')),
      login: LoginArgument,
      fields: z
        ._default(
          z.record(z.string(), z.unknown()).check(
            // The fields are merged into the stored employee, which is one attribute.
            z.superRefine((fields, ctx) => {
              const unstorable = unstorableValue(fields);
              if (unstorable)
                ctx.addIssue({ code: 'custom', path: unstorable.path, message: unstorable.problem });
            }),
          ),
          {},
        )
        .check(
          z.describe(
            'employee fields (name, department, role, active, email, manager, defaultManager, timezone, any other)',
          ),
        ),
    }),
  async statement({ tenant }, { operation, login, fields }) {
    const preview = await asArgumentsFailure(() =>
      previewMutation(tenant ?? '', operation, login, checkedFields(fields)),
    );
    if (preview.outcome === 'unchanged') return undefined;
    const { before, after } = preview;
    const who = before ? `${before.name} (${login})` : `the new employee ${login}`;
    const changes = fieldChanges(before, after, changedFields(before ?? undefined, after));
    return {
      message: `${OPERATION_WORDS[operation]} ${who} in company ${tenant}: ${changes}.`,
      seen: digestOf(before),
    };
  },
  async run(context, { operation, login, fields }) {
    const { tenant, principal } = context;
    const result = await asArgumentsFailure(() =>
      mutateEmployee(
        tenant ?? '',
        operation,
        login,
        checkedFields(fields),
        { sub: principal.sub, mode: principal.mode, via: 'mcp' },
        new Date(),
        unchangedSinceConfirmed(context, digestOf),
      ),
    );
    const { after } = result;
    return {
      data: { ...result, changedBy: { sub: principal.sub, mode: principal.mode } },
      humanSummary: `${operation} of ${after.name} (${login}): ${OUTCOME_WORDS[result.outcome]}.${
        operation === 'setManager' ? ` Manager: ${after.manager ?? 'none'}.` : ''
      }`,
      warnings:
        result.outcome === 'unchanged'
          ? []
          : ["the company's next /masterData import replaces this employee with what it sends"],
    };
  },
});
