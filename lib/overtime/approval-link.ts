/**
 * Approval links: `{PUBLIC_BASE_URL}/approval/{key}`. The key is an HMAC of the request id under a
 * key derived from the company-key secret: as unguessable as 256 random bits to anyone without the
 * secret, yet the service can give the same key again when an idempotent retry replays the first
 * answer, so the key itself never has to be stored. Only its SHA-256 is (the link item's key).
 */
import { createHash, createHmac } from 'node:crypto';
import { companyKeySecret } from '../companies/resolve-company.js';
import { config } from '../shared/config.js';
import { derivedKey } from '../shared/seal.js';

export const LINK_VALID_DAYS = 7;
/** How long an expired link's item stays, so it can still answer "expired" rather than "unknown". */
export const LINK_KEPT_AFTER_EXPIRY_DAYS = 30;

const LINK_KEY_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function deriveLinkKey(secret: Buffer, requestId: string): string {
  const linkSecret = derivedKey(secret, 'approval-link-v1');
  return createHmac('sha256', linkSecret).update(requestId).digest('base64url');
}

export async function approvalLinkKeyFor(requestId: string): Promise<string> {
  return deriveLinkKey(await companyKeySecret(), requestId);
}

export function hashLinkKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Anything else cannot be a link key: answered "unknown" without reading the table. */
export function isWellFormedLinkKey(key: string): boolean {
  return LINK_KEY_PATTERN.test(key);
}

export function approvalUrl(key: string): string {
  return `${config().PUBLIC_BASE_URL.replace(/\/+$/, '')}/approval/${key}`;
}
