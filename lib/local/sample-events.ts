/**
 * The sample events of events/ made runnable against a stack with the demo data: their
 * placeholders replaced by values that exist there. The company key becomes the demo company's;
 * an approval link key becomes the link of a fresh extension request of a demo employee; the
 * summariser's stream record gets the demo employee's item as the table stores it (built by the
 * store itself, so the event follows the item layout); a webhook id becomes the id of a paused
 * subscription of the demo company (paused: nothing is sent to the sample's address), an execution
 * id one recorded for the demo company, and an event
 * id, or the delivery function's stream record, a webhook event of the demo company written for
 * it. `npm run invoke` and `npm run sam:env` use it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Company } from '../companies/company.js';
import { batchWriteAll } from '../dynamo/batch.js';
import { getCompany } from '../dynamo/company-store.js';
import { employeeItem } from '../dynamo/employee-store.js';
import { putExecution } from '../dynamo/execution-store.js';
import { webhookEventEntity } from '../dynamo/keys.js';
import { type Execution, newExecutionId } from '../executions/execution.js';
import { approvalLinkKeyFor } from '../overtime/approval-link.js';
import { createExtensionRequest } from '../overtime/request-extension.js';
import { newEvent, subjects } from '../webhooks/events.js';
import type { WebhookEvent } from '../webhooks/records.js';
import { setWebhook } from '../webhooks/subscriptions.js';
import { REPO_ROOT } from './paths.js';
import { DEMO_COMPANY_ID, DEMO_EMPLOYEES } from './seed.js';
import { itemImage } from './stream-reader.js';

export const EVENTS_DIR = join(REPO_ROOT, 'events');
export const KEY_PLACEHOLDER = 'ck1.REPLACE_WITH_A_COMPANY_KEY';
export const LINK_PLACEHOLDER = 'REPLACE_WITH_AN_APPROVAL_LINK_KEY';
/** Stands, quoted, for the demo employee's item in DynamoDB JSON (a stream record's image). */
export const ITEM_PLACEHOLDER = '"REPLACE_WITH_THE_DEMO_EMPLOYEE_ITEM"';
/** Stands, quoted, for the demo employee's item's key attributes (a stream record's Keys). */
export const ITEM_KEYS_PLACEHOLDER = '"REPLACE_WITH_THE_DEMO_EMPLOYEE_KEYS"';
export const WEBHOOK_ID_PLACEHOLDER = 'wh_REPLACE_WITH_AN_ID_000';
export const EVENT_ID_PLACEHOLDER = 'evt_00REPLACE_WITH_EVENT_ID0';
export const EXECUTION_ID_PLACEHOLDER = 'exec_REPLACE_WITH_AN_EXECUTION_ID';
/** Stands, quoted, for a webhook event's item in DynamoDB JSON (the delivery function's stream record). */
export const EVENT_ITEM_PLACEHOLDER = '"REPLACE_WITH_A_WEBHOOK_EVENT_ITEM"';
/** Stands, quoted, for that event item's key attributes (the record's Keys). */
export const EVENT_KEYS_PLACEHOLDER = '"REPLACE_WITH_THE_WEBHOOK_EVENT_KEYS"';
/** The address of the samples' subscription: the one setWebhook's sample subscribes. */
const SAMPLE_WEBHOOK_URL = 'http://127.0.0.1:4000/webhooks';

/** The sample event files, by function name (events/<name>.json; env.json is not an event). */
export function sampleEventFiles(): Map<string, string> {
  return new Map(
    readdirSync(EVENTS_DIR)
      .filter((file) => file.endsWith('.json') && file !== 'env.json')
      .map((file) => [file.slice(0, -'.json'.length), join(EVENTS_DIR, file)]),
  );
}

/** The demo employee whose request, link and item the samples use. */
const SAMPLE_EMPLOYEE = DEMO_EMPLOYEES[0];

async function demoCompany(): Promise<Company> {
  const company = await getCompany(DEMO_COMPANY_ID);
  if (!company) throw new Error('the demo company is not seeded: start the stack with npm start');
  return company;
}

async function freshApprovalLinkKey(): Promise<string> {
  const company = await demoCompany();
  if (!SAMPLE_EMPLOYEE) throw new Error('no demo employee');
  const outcome = await createExtensionRequest(company, {
    user: SAMPLE_EMPLOYEE.login,
    reqMinutes: 15,
    justification: 'sample event for the approval page',
  });
  return approvalLinkKeyFor(outcome.requestId);
}

function demoEmployeeImage(): { item: string; keys: string } {
  if (!SAMPLE_EMPLOYEE) throw new Error('no demo employee');
  const image = itemImage(employeeItem(DEMO_COMPANY_ID, SAMPLE_EMPLOYEE, new Date().toISOString()));
  return { item: JSON.stringify(image), keys: JSON.stringify({ pk: image.pk, sk: image.sk }) };
}

/** The samples' subscription, paused (created, or paused again, on each call). */
async function pausedWebhookId(): Promise<string> {
  const answer = await setWebhook(await demoCompany(), {
    url: SAMPLE_WEBHOOK_URL,
    events: ['extension.decided', 'punchday.changed'],
    active: false,
  });
  return answer.webhookId;
}

/** A webhook event of the demo company, stored as a change would store it (with no change beside it). */
async function storedSampleEvent(): Promise<WebhookEvent> {
  const event = newEvent(DEMO_COMPANY_ID, 'notification.upserted', subjects.notification('sample'), {
    notification_id: 'sample',
    created: true,
    title: 'Sample event for npm run invoke',
    recurrency: false,
    recipients: 0,
    executionId: 'exec_sample',
  });
  await batchWriteAll([{ PutRequest: { Item: webhookEventEntity.toItem(event) } }]);
  return event;
}

/** An execution of the demo company, recorded as a notification send records one. */
async function storedSampleExecution(): Promise<string> {
  const now = new Date().toISOString();
  const execution: Execution = {
    executionId: newExecutionId(),
    companyId: DEMO_COMPANY_ID,
    kind: 'notification',
    status: 'succeeded',
    counts: { recipients: 0 },
    errors: [],
    startedAt: now,
    finishedAt: now,
  };
  await putExecution(execution);
  return execution.executionId;
}

/**
 * The event file's text with its placeholders filled in; an approval link is created only for an
 * event that needs one (each is single-use).
 */
export async function fillSampleEvent(raw: string, companyKey: string): Promise<string> {
  let text = raw.replaceAll(KEY_PLACEHOLDER, companyKey);
  if (text.includes(LINK_PLACEHOLDER)) text = text.replaceAll(LINK_PLACEHOLDER, await freshApprovalLinkKey());
  if (text.includes(WEBHOOK_ID_PLACEHOLDER))
    text = text.replaceAll(WEBHOOK_ID_PLACEHOLDER, await pausedWebhookId());
  if (text.includes(EVENT_ID_PLACEHOLDER))
    text = text.replaceAll(EVENT_ID_PLACEHOLDER, (await storedSampleEvent()).eventId);
  if (text.includes(EXECUTION_ID_PLACEHOLDER))
    text = text.replaceAll(EXECUTION_ID_PLACEHOLDER, await storedSampleExecution());
  if (text.includes(EVENT_ITEM_PLACEHOLDER)) {
    const image = itemImage(webhookEventEntity.toItem(await storedSampleEvent()));
    text = text
      .replaceAll(EVENT_ITEM_PLACEHOLDER, JSON.stringify(image))
      .replaceAll(EVENT_KEYS_PLACEHOLDER, JSON.stringify({ pk: image.pk, sk: image.sk }));
  }
  if (text.includes(ITEM_PLACEHOLDER)) {
    const { item, keys } = demoEmployeeImage();
    text = text.replaceAll(ITEM_PLACEHOLDER, item).replaceAll(ITEM_KEYS_PLACEHOLDER, keys);
  }
  return text;
}

export function readSampleEvent(file: string): string {
  return readFileSync(file, 'utf8');
}
