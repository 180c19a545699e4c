/**
 * The steps yardstick of a function that also sends e-mail (requestExtension): dynamo-steps.ts's
 * replay, plus SES SendEmail with the SES client options of lib/email/send-email.ts. A bundle of its
 * own, so that the DynamoDB-only yardstick of every other function does not load the SES client.
 */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { runDynamoStep, stepsHandler } from './dynamo-steps.js';

let ses: SESClient | undefined;

function sesClient(): SESClient {
  const endpoint = process.env.SES_ENDPOINT;
  ses ??= new SESClient({
    region: process.env.AWS_REGION ?? 'us-east-1',
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
    ...(endpoint ? { endpoint, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } } : {}),
  });
  return ses;
}

/** An e-mail of the approval e-mail's shape: an HTML and a text part. */
const sendEmail = () =>
  sesClient().send(
    new SendEmailCommand({
      Source: process.env.SES_SENDER ?? 'no-reply@workforce-ops.local',
      Destination: { ToAddresses: ['bench@example.com'] },
      Message: {
        Subject: { Data: 'Bench: an overtime request to approve', Charset: 'UTF-8' },
        Body: {
          Html: { Data: '<p>Bench: 30 minutes of overtime to approve.</p>', Charset: 'UTF-8' },
          Text: { Data: 'Bench: 30 minutes of overtime to approve.', Charset: 'UTF-8' },
        },
      },
    }),
  );

export const handler = stepsHandler((op, table) =>
  op === 'SendEmail' ? sendEmail() : runDynamoStep(op, table),
);
