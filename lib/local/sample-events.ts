/**
 * The sample events of events/ made runnable against a stack with the demo data: their
 * placeholders replaced by values that exist there. The company key becomes the demo company's;
 * an approval link key becomes the link of a fresh extension request of a demo employee; the
 * summariser's stream record gets the demo employee's item as the table stores it (built by the
 * store itself, so the event follows the item layout). `npm run invoke` and `npm run sam:env` use it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getCompany } from '../dynamo/company-store.js';
import { employeeItemImage } from '../dynamo/employee-store.js';
import { approvalLinkKeyFor } from '../overtime/approval-link.js';
import { createExtensionRequest } from '../overtime/request-extension.js';
import { REPO_ROOT } from './paths.js';
import { DEMO_COMPANY_ID, DEMO_EMPLOYEES } from './seed.js';

export const EVENTS_DIR = join(REPO_ROOT, 'events');
export const KEY_PLACEHOLDER = 'ck1.REPLACE_WITH_A_COMPANY_KEY';
export const LINK_PLACEHOLDER = 'REPLACE_WITH_AN_APPROVAL_LINK_KEY';
/** Stands, quoted, for the demo employee's item in DynamoDB JSON (a stream record's image). */
export const ITEM_PLACEHOLDER = '"REPLACE_WITH_THE_DEMO_EMPLOYEE_ITEM"';
/** Stands, quoted, for the demo employee's item's key attributes (a stream record's Keys). */
export const ITEM_KEYS_PLACEHOLDER = '"REPLACE_WITH_THE_DEMO_EMPLOYEE_KEYS"';

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

async function freshApprovalLinkKey(): Promise<string> {
  const company = await getCompany(DEMO_COMPANY_ID);
  if (!company || !SAMPLE_EMPLOYEE)
    throw new Error('the demo company is not seeded: start the stack with npm start');
  const outcome = await createExtensionRequest(company, {
    user: SAMPLE_EMPLOYEE.login,
    reqMinutes: 15,
    justification: 'sample event for the approval page',
  });
  return approvalLinkKeyFor(outcome.requestId);
}

function demoEmployeeImage(): { item: string; keys: string } {
  if (!SAMPLE_EMPLOYEE) throw new Error('no demo employee');
  const image = employeeItemImage(DEMO_COMPANY_ID, SAMPLE_EMPLOYEE, new Date().toISOString());
  return { item: JSON.stringify(image), keys: JSON.stringify({ pk: image.pk, sk: image.sk }) };
}

/**
 * The event file's text with its placeholders filled in; an approval link is created only for an
 * event that needs one (each is single-use).
 */
export async function fillSampleEvent(raw: string, companyKey: string): Promise<string> {
  let text = raw.replaceAll(KEY_PLACEHOLDER, companyKey);
  if (text.includes(LINK_PLACEHOLDER)) text = text.replaceAll(LINK_PLACEHOLDER, await freshApprovalLinkKey());
  if (text.includes(ITEM_PLACEHOLDER)) {
    const { item, keys } = demoEmployeeImage();
    text = text.replaceAll(ITEM_PLACEHOLDER, item).replaceAll(ITEM_KEYS_PLACEHOLDER, keys);
  }
  return text;
}

export function readSampleEvent(file: string): string {
  return readFileSync(file, 'utf8');
}
