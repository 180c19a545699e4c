/** /getExecutionStatus in the document. */
import { ExecutionStatusSchema } from '../../executions/lookup-execution.js';
import { GetExecutionStatusSchema } from '../../executions/schemas.js';
import { ERRORS } from '../../shared/error-catalogue.js';
import { errorAnswer, failure, failures, keyedOperation, success, withKey } from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc } from '../model.js';

export const EXECUTIONS_TAG = 'Executions';

const UNKNOWN = 'exec_00000000-0000-4000-8000-000000000000';
const unknownRef = { key: KEY_PLACEHOLDER, executionId: UNKNOWN };

export const executionOperations: OperationDoc[] = [
  keyedOperation('getExecutionStatus', EXECUTIONS_TAG, {
    summary: 'The status of an import or a notification send',
    description:
      "The company's own execution `executionId` (the id a /masterData or /insertNotification answer carries): `running`, `succeeded` or `failed`, its counts, errors and times, and one sentence saying how it went. The same answer the MCP tool lookupExecutionStatus gives. An execution of another company is answered as one that does not exist (404).",
    requestSchema: withKey(GetExecutionStatusSchema),
    responses: {
      200: {
        description: 'The execution.',
        schema: success({ result: ExecutionStatusSchema }),
      },
      404: failures('The company has no execution with that id.', [failure(ERRORS.unknownExecution)]),
    },
    examples: {
      unknown: {
        summary: 'An execution the company does not have',
        status: 404,
        body: unknownRef,
        answer: errorAnswer(ERRORS.unknownExecution, { executionId: UNKNOWN }),
      },
    },
    keyBody: unknownRef,
  }),
];
