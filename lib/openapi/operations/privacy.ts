/** The personal-data endpoints in the document: export and erasure of one person's data. */
import * as z from 'zod';
import { ErasureOutcomeSchema } from '../../privacy/erase.js';
import { ExportPageSchema } from '../../privacy/export.js';
import { EraseEmployeeDataSchema, ExportEmployeeDataSchema, PAGE_RECORDS } from '../../privacy/schemas.js';
import { ERRORS } from '../../shared/error-catalogue.js';
import { errorAnswer, failure, failures, keyedOperation, success, withKey } from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc } from '../model.js';

export const PRIVACY_TAG = 'Personal data';

const unknownLogin = { key: KEY_PLACEHOLDER, login: 'nobody.here' };
const exportBody = { key: KEY_PLACEHOLDER, login: 'ana.souza' };
const eraseBody = { key: KEY_PLACEHOLDER, login: 'diego.alves' };

export const privacyOperations: OperationDoc[] = [
  keyedOperation('exportEmployeeData', PRIVACY_TAG, {
    summary: 'Everything held about one person',
    description: `Every item the service holds about \`login\`, of every kind (master data, punch days, overtime requests, also as approver, calendar events, notifications, failed requests naming them, their MCP calls, webhook events and attempts, tickets, ...), as records with their kind, dates and fields; what is not theirs alone shows only their part. Pages of up to \`limit\` records (1-${PAGE_RECORDS}, default ${PAGE_RECORDS}); \`nextCursor\`, absent on the last page, is sent back as \`cursor\`. After an erasure it lists the time records kept, with their expiry. Written to the audit trail, without the data.`,
    requestSchema: withKey(ExportEmployeeDataSchema),
    responses: {
      200: {
        description: 'A page of the records.',
        schema: success({ result: ExportPageSchema }),
      },
      404: failures('Nothing is held about the login.', [
        failure(ERRORS.unknownPerson, {}, 'unknown `login`'),
      ]),
    },
    examples: {
      export: {
        summary: "Ana's data",
        status: 200,
        body: exportBody,
        answer: {
          err: false,
          result: {
            login: 'ana.souza',
            exportedAt: '2026-11-23T20:00:00.000Z',
            records: [
              {
                kind: 'Employee',
                dates: { updatedAt: '2026-11-23T19:00:00.000Z' },
                fields: {
                  login: 'ana.souza',
                  name: 'Ana Souza',
                  department: 'Sales',
                  email: 'ana.souza@demo.example',
                },
              },
            ],
          },
        },
      },
      unknown: {
        summary: 'A login the company holds nothing about',
        status: 404,
        body: unknownLogin,
        answer: errorAnswer(ERRORS.unknownPerson, { login: 'nobody.here' }),
      },
    },
    keyBody: exportBody,
  }),
  keyedOperation('eraseEmployeeData', PRIVACY_TAG, {
    summary: "Erase one person's data",
    description:
      "Erases what the service holds about `login`, as an execution: items about the person are deleted; time records the company must keep (punch days, approved overtime) stay until their expiry, shown by no per-person answer; items not theirs alone lose them, and where a record must stay verifiable (an approver's decisions, MCP calls, tickets) a keyed pseudonym replaces them. 200 when done; 202 when it stopped before its end (its time budget): send the same request again to finish it (a run stopped anywhere finishes so). `/getExecutionStatus` and the MCP tool `lookupExecutionStatus` show its progress. Reports `employee.erased` (the login and counts). A login imported again afterwards is a new person.",
    requestSchema: withKey(EraseEmployeeDataSchema),
    responses: {
      200: {
        description: 'Erased.',
        schema: success({
          message: z.string(),
          executionId: z.string(),
          result: ErasureOutcomeSchema,
        }),
      },
      202: {
        description: 'Running: send the same request again to finish it.',
        schema: success({
          message: z.string(),
          executionId: z.string(),
          result: ErasureOutcomeSchema,
        }),
      },
      404: failures('Nothing is held about the login.', [
        failure(ERRORS.unknownPerson, {}, 'unknown `login`'),
      ]),
      409: failures('The same erasure is starting in another request.', [failure(ERRORS.erasureBusy)]),
    },
    examples: {
      erase: {
        summary: "Diego's data erased",
        status: 200,
        body: eraseBody,
        answer: {
          err: false,
          message: 'erased: time records the company must keep stay until they expire, shown to no one',
          executionId: 'exec_…',
          result: { executionId: 'exec_…', status: 'succeeded', counts: { employee: 1 } },
        },
      },
      unknown: {
        summary: 'A login the company holds nothing about',
        status: 404,
        body: unknownLogin,
        answer: errorAnswer(ERRORS.unknownPerson, { login: 'nobody.here' }),
      },
    },
    keyBody: eraseBody,
  }),
];
