/**
 * Sending e-mail: the only module that talks to SES (v1 SendEmail, an HTML and a text part).
 * Locally the client points at the SES emulator (SES_ENDPOINT).
 */
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { recordAwsCall } from '../shared/call-counter.js';
import { config } from '../shared/config.js';
import { countEmail } from '../shared/metrics.js';
import { traceClient } from '../shared/tracer.js';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

let client: SESClient | undefined;

function sesClient(): SESClient {
  if (!client) {
    const { AWS_REGION, SES_ENDPOINT } = config();
    // Each call an X-Ray subsegment in Lambda (lib/shared/tracer.ts); unchanged elsewhere.
    client = traceClient(
      new SESClient({
        region: AWS_REGION,
        // One retry: the caller records a failed send and answers, rather than keep the request waiting.
        maxAttempts: 2,
        // An SES endpoint that accepts and never answers must fail the send, not hold the function
        // until Lambda kills it: two attempts of at most 1 s to connect and 2 s to answer fit 10 s.
        requestHandler: { connectionTimeout: 1_000, requestTimeout: 2_000, throwOnRequestTimeout: true },
        ...(SES_ENDPOINT
          ? { endpoint: SES_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
          : {}),
      }),
    );
    client.middlewareStack.add(
      (next) => (args) => {
        recordAwsCall();
        return next(args);
      },
      { step: 'initialize', name: 'countAwsCalls' },
    );
  }
  return client;
}

/** Sends one e-mail and answers SES's message id; counts it as sent or failed (EMF metrics). */
export async function sendEmail(email: OutgoingEmail): Promise<string> {
  try {
    const messageId = await send(email);
    countEmail(true);
    return messageId;
  } catch (error) {
    countEmail(false);
    throw error;
  }
}

async function send(email: OutgoingEmail): Promise<string> {
  const charset = 'UTF-8';
  const answer = await sesClient().send(
    new SendEmailCommand({
      Source: config().SES_SENDER,
      Destination: { ToAddresses: [email.to] },
      Message: {
        // A subject is one header line: line breaks from stored text must not reach it.
        Subject: { Data: email.subject.replace(/[\r\n\t]+/g, ' '), Charset: charset },
        Body: { Html: { Data: email.html, Charset: charset }, Text: { Data: email.text, Charset: charset } },
      },
    }),
  );
  return answer.MessageId ?? '';
}

/** Drop the client (tests and the local runtime change the endpoint between runs). */
export function resetEmailClient(): void {
  client?.destroy();
  client = undefined;
}
