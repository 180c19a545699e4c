/**
 * X-Ray tracing (Powertools Tracer). Lambda's active tracing records each invocation; the handler
 * stacks add a subsegment per invocation (lib/http/middleware/observability.ts), and traceClient
 * gives each AWS SDK client a subsegment per call (DynamoDB, SES). Outside Lambda, and under
 * `sam local invoke`, the Tracer turns itself off and traceClient returns the client as it is.
 */
import { Tracer } from '@aws-lambda-powertools/tracer';
import { SERVICE_NAME } from './logger.js';

export const tracer = new Tracer({ serviceName: SERVICE_NAME });

/** The client, recording each of its calls as an X-Ray subsegment when tracing is on. */
export function traceClient<Client>(client: Client): Client {
  return tracer.captureAWSv3Client(client);
}
