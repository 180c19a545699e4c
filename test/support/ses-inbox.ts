/** Reading the SES emulator's inbox (its `GET /store`), where every e-mail sent in tests lands. */

export interface StoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

export async function emailsTo(address: string): Promise<StoredEmail[]> {
  const endpoint = process.env.SES_ENDPOINT;
  if (!endpoint) throw new Error('SES_ENDPOINT is not set: the test setup points it at the SES emulator');
  const answer = await fetch(`${endpoint}/store`);
  const { emails } = (await answer.json()) as { emails: StoredEmail[] };
  return emails.filter((email) => email.destination.to.includes(address));
}
