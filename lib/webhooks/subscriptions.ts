/**
 * A company's subscriptions: /setWebhook (create, or change by webhookId or by url), /listWebhooks,
 * /deleteWebhook, /rotateWebhookSecret, and disabling one that keeps failing. At most
 * MAX_SUBSCRIPTIONS per company, one per URL: sending the same URL again changes that subscription,
 * so a retried creation makes no second one (and answers no secret: rotate it to get a new one).
 * Every change is written with the company's summary of the event types its active subscriptions
 * take (webhook-store.ts), which the writers of events read.
 */
import { randomBytes } from 'node:crypto';
import type { Company } from '../companies/company.js';
import { companyKeySecret, forgetCachedCompany } from '../companies/resolve-company.js';
import {
  listSubscriptions,
  pageSubscriptions,
  type SubscriptionChange,
  saveSubscriptionChange,
  subscriptionsVersion,
} from '../dynamo/webhook-store.js';
import { isoInstant } from '../shared/date-formats.js';
import { ERRORS } from '../shared/error-catalogue.js';
import { errorOf, MissingFieldsError, ValidationError } from '../shared/errors.js';
import { AGAIN, updateOptimistically } from '../shared/retry.js';
import * as z from '../shared/zod.js';
import { ALL_EVENTS } from './event-types.js';
import { MAX_SUBSCRIPTIONS } from './fields.js';
import { type WebhookSubscription, type WebhookView, WebhookViewSchema } from './records.js';
import type { ListWebhooksInput, SetWebhookInput } from './schemas.js';
import { newSigningSecret, openSecret, sealSecret } from './secret.js';
import { parseTargetUrl, resolveTarget, TargetRefusedError } from './target.js';

/** After a rotation the previous secret also signs for this long, so receivers can switch without a gap. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 3600 * 1000;
/**
 * Concurrent changes of a company's subscriptions (creates of different URLs sent at once) land one
 * per round, so a change keeps trying while others win: up to 24 tries with pauses of at most
 * 300 ms, under 7 s of waiting in all, inside the function's 10 s.
 */
const RACE_PATIENCE = { attempts: 24, maxPauseMs: 300 };

/** The subscription as the API shows it: zod keeps the fields the view declares, never the secrets. */
export function webhookView(subscription: WebhookSubscription): WebhookView {
  return z.parse(WebhookViewSchema, subscription);
}

/** The event types the active subscriptions take, sorted ('*' alone when one takes every type). */
export function takenEvents(subscriptions: readonly WebhookSubscription[]): string[] {
  const taken = new Set(subscriptions.filter((s) => s.active).flatMap((s) => s.events));
  return taken.has(ALL_EVENTS) ? [ALL_EVENTS] : [...taken].sort();
}

/** The secrets that sign deliveries now: the current one, and the previous one for a day after a rotation. */
export async function signingSecrets(subscription: WebhookSubscription, now = new Date()): Promise<string[]> {
  const root = await companyKeySecret();
  const { companyId, webhookId } = subscription;
  const secrets = [openSecret(subscription.secret, root, companyId, webhookId)];
  if (subscription.previousSecret && (subscription.previousSecretUntil ?? '') > now.toISOString())
    secrets.push(openSecret(subscription.previousSecret, root, companyId, webhookId));
  return secrets;
}

/** The subscriptions once the change is made. */
function applied(
  subscriptions: readonly WebhookSubscription[],
  write: SubscriptionChange,
): WebhookSubscription[] {
  const id = 'put' in write ? write.put.webhookId : write.remove;
  const others = subscriptions.filter((subscription) => subscription.webhookId !== id);
  return 'put' in write ? [...others, write.put] : others;
}

/**
 * Reads the company's subscriptions, lets `change` decide what to write, and writes it with the new
 * summary, conditional on the version read; read again when another change came first.
 */
async function changeSubscriptions<T>(
  companyId: string,
  change: (subscriptions: WebhookSubscription[]) => { write: SubscriptionChange; answer: T } | { answer: T },
): Promise<T> {
  return updateOptimistically({
    read: () => Promise.all([subscriptionsVersion(companyId), listSubscriptions(companyId, true)]),
    write: async ([version, subscriptions]) => {
      if (version === undefined) throw errorOf(ERRORS.unknownCompany, { companyId });
      const decided = change(subscriptions);
      if (!('write' in decided)) return decided.answer;
      const after = applied(subscriptions, decided.write);
      if (!(await saveSubscriptionChange(companyId, decided.write, takenEvents(after), version)))
        return AGAIN;
      // This instance sees the change at once; others within the company cache's minute.
      forgetCachedCompany(companyId);
      return decided.answer;
    },
    exhausted: () => errorOf(ERRORS.subscriptionsRace, {}, { retryAfterSeconds: 1 }),
    patience: RACE_PATIENCE,
  });
}

/** The company's subscription with that id, or the 404 that names it. */
export function subscriptionIn(subscriptions: readonly WebhookSubscription[], webhookId: string) {
  const found = subscriptions.find((subscription) => subscription.webhookId === webhookId);
  if (!found) throw errorOf(ERRORS.unknownSubscription, { webhookId });
  return found;
}

/** The URL as stored (WHATWG-normalised), or a 400 naming what is wrong with it. */
async function checkedUrl(text: string): Promise<string> {
  try {
    const url = parseTargetUrl(text);
    await resolveTarget(url);
    return url.href;
  } catch (error) {
    if (error instanceof TargetRefusedError)
      throw new ValidationError(`invalid fields: url (${error.message})`, { cause: error });
    throw error;
  }
}

const normalisedEvents = (events: readonly string[]) =>
  events.includes(ALL_EVENTS) ? [ALL_EVENTS] : [...new Set(events)].sort();

/** The subscription's own fields /setWebhook answers (zod keeps these only: never a secret). */
const SetFieldsSchema = z.pick(WebhookViewSchema, { webhookId: true, url: true, events: true, active: true });

/** What /setWebhook answers as `result`. */
export const SetWebhookResultSchema = z.extend(SetFieldsSchema, {
  created: z.boolean(),
  secret: z
    .optional(z.string())
    .check(z.describe('the signing secret, only when the subscription is created')),
});
export type SetWebhookResult = z.output<typeof SetWebhookResultSchema>;

export async function setWebhook(company: Company, input: SetWebhookInput): Promise<SetWebhookResult> {
  const url = await checkedUrl(input.url);
  const at = new Date().toISOString();
  const root = await companyKeySecret();
  return changeSubscriptions<SetWebhookResult>(company.companyId, (subscriptions) => {
    const target = input.webhookId
      ? subscriptionIn(subscriptions, input.webhookId)
      : subscriptions.find((subscription) => subscription.url === url);
    const other = subscriptions.find((s) => s.url === url && s.webhookId !== target?.webhookId);
    if (other) throw errorOf(ERRORS.urlTaken, { webhookId: other.webhookId, url });
    if (target) {
      const active = input.active ?? target.active;
      const revived = active && !target.active;
      const put: WebhookSubscription = {
        ...target,
        url,
        events: input.events ? normalisedEvents(input.events) : target.events,
        active,
        updatedAt: at,
        ...(revived ? { failingSince: null, disabledAt: null, disabledReason: null } : {}),
      };
      return { write: { put }, answer: { ...pick(put), created: false } };
    }
    if (!input.events) throw new MissingFieldsError(['events']);
    if (subscriptions.length >= MAX_SUBSCRIPTIONS)
      throw errorOf(ERRORS.tooManySubscriptions, { max: MAX_SUBSCRIPTIONS });
    const webhookId = `wh_${randomBytes(16).toString('base64url')}`;
    const secret = newSigningSecret();
    const put: WebhookSubscription = {
      companyId: company.companyId,
      webhookId,
      url,
      events: normalisedEvents(input.events),
      active: input.active ?? true,
      secret: sealSecret(secret, root, company.companyId, webhookId),
      previousSecret: null,
      previousSecretUntil: null,
      createdAt: at,
      updatedAt: at,
      failingSince: null,
      disabledAt: null,
      disabledReason: null,
    };
    return { write: { put }, answer: { ...pick(put), created: true, secret } };
  });
}

const pick = (subscription: WebhookSubscription) => z.parse(SetFieldsSchema, subscription);

/** What /listWebhooks answers as `result`. */
export const WebhookPageSchema = z.object({
  webhooks: z.array(WebhookViewSchema),
  nextCursor: z.optional(z.string()),
});

export async function listWebhooks(
  company: Company,
  input: ListWebhooksInput,
): Promise<z.output<typeof WebhookPageSchema>> {
  const { records, nextCursor } = await pageSubscriptions(company.companyId, {
    limit: input.limit ?? MAX_SUBSCRIPTIONS,
    cursor: input.cursor,
  });
  return { webhooks: records.map(webhookView), ...(nextCursor ? { nextCursor } : {}) };
}

/** What /deleteWebhook answers as `result`. */
export const DeletedWebhookSchema = z.object({ webhookId: z.string(), deleted: z.literal(true) });

export async function deleteWebhook(
  company: Company,
  webhookId: string,
): Promise<z.output<typeof DeletedWebhookSchema>> {
  return changeSubscriptions(company.companyId, (subscriptions) => {
    subscriptionIn(subscriptions, webhookId);
    return { write: { remove: webhookId }, answer: { webhookId, deleted: true as const } };
  });
}

/** What /rotateWebhookSecret answers as `result`. */
export const RotatedSecretSchema = z.object({
  webhookId: z.string(),
  secret: z.string(),
  previousSecretValidUntil: isoInstant(),
});

export async function rotateWebhookSecret(
  company: Company,
  webhookId: string,
  now = new Date(),
): Promise<z.output<typeof RotatedSecretSchema>> {
  const root = await companyKeySecret();
  const secret = newSigningSecret();
  const previousSecretValidUntil = new Date(now.getTime() + PREVIOUS_SECRET_VALID_MS).toISOString();
  return changeSubscriptions(company.companyId, (subscriptions) => {
    const target = subscriptionIn(subscriptions, webhookId);
    const put: WebhookSubscription = {
      ...target,
      secret: sealSecret(secret, root, company.companyId, webhookId),
      previousSecret: target.secret,
      previousSecretUntil: previousSecretValidUntil,
      updatedAt: now.toISOString(),
    };
    return { write: { put }, answer: { webhookId, secret, previousSecretValidUntil } };
  });
}

/** Disables a subscription that keeps failing (the sweeper's call); false when it was not active. */
export async function disableSubscription(
  companyId: string,
  webhookId: string,
  reason: string,
): Promise<boolean> {
  return changeSubscriptions(companyId, (subscriptions) => {
    const target = subscriptions.find((subscription) => subscription.webhookId === webhookId);
    if (!target?.active) return { answer: false };
    const at = new Date().toISOString();
    const put = { ...target, active: false, updatedAt: at, disabledAt: at, disabledReason: reason };
    return { write: { put }, answer: true };
  });
}
