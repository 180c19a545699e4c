/** /masterData and /integrationValidatorData in the document. */
import * as z from 'zod';
import { VALIDATOR_LIMIT_PER_MINUTE, ValidKeySchema } from '../../companies/validate-integration.js';
import { formatBytes, MAX_ITEM_BYTES } from '../../dynamo/value-limits.js';
import {
  EmployeeSchema,
  MASTER_DATA_MAX_BODY_BYTES,
  MAX_EMPLOYEES_PER_REQUEST,
  MAX_LOGIN_BYTES,
} from '../../masterdata/employee.js';
import { MasterDataResultSchema, receivedMessage } from '../../masterdata/submit-master-data.js';
import { ERRORS } from '../../shared/error-catalogue.js';
import {
  BODY_FAILURES,
  commonFailures,
  failure,
  failures,
  KEY_FAILURES,
  keyedOperation,
  RATE_LIMIT_FIELDS,
  RATE_LIMIT_HEADERS,
  success,
  withHeaders,
  withKey,
} from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc, type ResponseDoc } from '../model.js';

// The handler's own body check (lib/masterdata/submit-master-data.ts) reads data.employees and then
// validates each employee with EmployeeSchema; this is that shape, with the limit it enforces.
const MasterDataBody = withKey(
  z.object({
    data: z.object({
      employees: z.array(EmployeeSchema).max(MAX_EMPLOYEES_PER_REQUEST).meta({
        description: 'employees upserted by `login`; fields beyond the nine listed are kept as sent',
      }),
    }),
  }),
);

const UPSERTED_ONE = receivedMessage({ received: 1, created: 1, updated: 0 });

const example = {
  key: KEY_PLACEHOLDER,
  data: {
    employees: [
      {
        login: 'rita.melo',
        name: 'Rita Melo',
        department: 'Sales',
        role: 'SDR',
        active: true,
        email: 'rita.melo@demo.example',
        manager: 'maria.lima@demo.example',
        badge: 'B-17',
      },
    ],
  },
};

export const masterDataOperations: OperationDoc[] = [
  keyedOperation('masterData', 'Master data', {
    summary: 'Upsert employees in bulk',
    description: `Upserts employees by \`login\`. Required per employee: \`login\`, \`name\`, \`department\`, \`role\`, \`active\`; the service also reads \`email\`, \`manager\`, \`defaultManager\` (e-mails) and \`timezone\` (IANA); other fields are stored as sent. The whole batch (at most ${MAX_EMPLOYEES_PER_REQUEST} employees, ${MASTER_DATA_MAX_BODY_BYTES / 1024 / 1024} MiB) is validated before anything is written: an invalid batch answers 422 naming every offending index and field, and writes nothing. That includes what the store can hold: \`login\` is at most ${MAX_LOGIN_BYTES} bytes of UTF-8 (not characters), an employee at most ${formatBytes(MAX_ITEM_BYTES)} bytes (400 KB) as stored, nested at most 30 levels, with no empty field name, no field name over 50,000 bytes and numbers within ±(2^53 - 1). Each import is an execution (\`executionId\`, readable with POST /getExecutionStatus or the MCP tool lookupExecutionStatus).`,
    requestSchema: MasterDataBody,
    responses: {
      200: {
        description: 'Every employee was written.',
        schema: success({
          message: z.string().meta({ examples: [UPSERTED_ONE] }),
          result: MasterDataResultSchema,
          executionId: z.string(),
        }),
      },
      422: failures('Some employees are invalid; nothing was written.', [
        [
          'MISSING_REQUIRED_FIELDS',
          '{n} invalid employees: employees[{i}]: missing {fields} | ...',
          'an employee lacks a required field (the first 50 problems are listed)',
        ],
        [
          'INVALID_FIELD',
          "{n} invalid employees: employees[{i}]: {field} {problem} | employees[{j}]: login '{login}' repeats employees[{i}]",
          'a field is wrong, a login repeats in the batch, or an employee is more than the store holds (e.g. employees[59]: photo makes the record 460,992 bytes to store; a record holds at most 409,600 (400 KB))',
        ],
      ]),
      413: commonFailures(MASTER_DATA_MAX_BODY_BYTES)[413] as ResponseDoc,
    },
    examples: {
      upsert: {
        summary: 'One employee, with an extra field kept as sent',
        status: 200,
        body: example,
        answer: {
          err: false,
          message: UPSERTED_ONE,
          result: { received: 1, created: 1, updated: 0, executionId: 'exec_…' },
          executionId: 'exec_…',
        },
      },
      missingEmployeeFields: {
        summary: 'An employee without name and active',
        status: 422,
        body: { key: KEY_PLACEHOLDER, data: { employees: [{ login: 'x', department: 'Ops', role: 'Dev' }] } },
        answer: {
          err: true,
          code: 'MISSING_REQUIRED_FIELDS',
          message: '1 invalid employees: employees[0]: missing name, active',
        },
      },
    },
    keyBody: example,
  }),
  keyedOperation('integrationValidatorData', 'Master data', {
    summary: 'Check a company key',
    description: `Tells whether a key is valid and which company it belongs to. Each source IP may call it ${VALIDATOR_LIMIT_PER_MINUTE} times in any 60 seconds (a refused key counts too); the next call answers 429 with \`Retry-After\`. Every answer to a counted call carries \`RateLimit-Policy\` and \`RateLimit\` (IETF draft-ietf-httpapi-ratelimit-headers-11): what is left of the minute, counting down to the 429.`,
    requestSchema: withKey(z.object({})),
    responses: {
      ...withHeaders(
        {
          200: {
            description: 'The key is valid.',
            schema: success({ result: ValidKeySchema }),
          },
          400: failures('No key, or a key of no active company.', [
            KEY_FAILURES.missing,
            KEY_FAILURES.unknown,
            BODY_FAILURES.notJson,
            BODY_FAILURES.notObject,
          ]),
          401: commonFailures()[401] as ResponseDoc,
        },
        RATE_LIMIT_FIELDS,
      ),
      429: failures(
        'Too many calls from this IP.',
        [
          failure(
            ERRORS.rateLimited,
            { what: 'integrationValidatorData', limit: VALIDATOR_LIMIT_PER_MINUTE },
            `over ${VALIDATOR_LIMIT_PER_MINUTE} calls per minute per source IP`,
          ),
        ],
        RATE_LIMIT_HEADERS,
      ),
    },
    examples: {
      validKey: {
        summary: 'A valid key',
        status: 200,
        body: { key: KEY_PLACEHOLDER },
        answer: {
          err: false,
          result: { valid: true, company: 'Acme Demo', companyId: 'co_demo', isTest: false },
        },
      },
    },
    keyBody: { key: KEY_PLACEHOLDER },
  }),
];
