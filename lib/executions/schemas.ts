/** The execution id a /masterData or /insertNotification answer carries, as the readers of it take it. */
import * as z from '../shared/zod.js';

export const ExecutionIdSchema = z.string().check(z.minLength(1), z.maxLength(100));

export const GetExecutionStatusSchema = z.object({ executionId: ExecutionIdSchema });
