import { unstorableValue } from '../../dynamo/value-limits.js';
import { mutateEmployee } from '../../masterdata/mutate-employee.js';
import { MissingFieldsError, ValidationError } from '../../shared/errors.js';
import * as z from '../../shared/zod.js';
import { ToolFailure } from '../errors.js';
import { defineTool } from '../tool.js';
import { LoginArgument } from './arguments.js';

/** Well under DynamoDB's 400 KB item limit. */
const MAX_FIELDS_BYTES = 50_000;

const OUTCOME_WORDS = {
  created: 'created',
  updated: 'updated',
  unchanged: 'already as asked; nothing written',
};

export const masterDataMutate = defineTool({
  name: 'masterDataMutate',
  description:
    "Change one employee's master data: upsertEmployee (fields merged over the stored ones; a new employee needs name, department, role, active; null removes an optional field), setManager (fields.manager: an e-mail, or null), or deactivateEmployee. Validated like /masterData; records who changed it.",
  need: { kind: 'family', family: 'write:masterdata' },
  annotations: {
    title: 'Change an employee',
    readOnlyHint: false,
    // It overwrites stored fields and can deactivate an employee.
    destructiveHint: true,
    idempotentHint: true,
    openWorldHint: false,
  },
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
  async run({ tenant, principal }, { operation, login, fields }) {
    if (Buffer.byteLength(JSON.stringify(fields)) > MAX_FIELDS_BYTES)
      throw new ToolFailure('invalid_arguments', 400, `fields may hold at most ${MAX_FIELDS_BYTES} bytes`, {
        warnings: ['fields: too large'],
      });
    let result: Awaited<ReturnType<typeof mutateEmployee>>;
    try {
      result = await mutateEmployee(tenant ?? '', operation, login, fields, {
        sub: principal.sub,
        mode: principal.mode,
        via: 'mcp',
      });
    } catch (error) {
      // The employee the arguments would make is invalid: the caller must change the arguments.
      if (error instanceof ValidationError || error instanceof MissingFieldsError)
        throw new ToolFailure('invalid_arguments', 400, error.message, { warnings: [error.message] });
      throw error;
    }
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
