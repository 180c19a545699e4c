/** A retried request's record: one per company, endpoint and hash of its Idempotency-Key. */
export interface IdempotencyRecordId {
  companyId: string;
  scope: string;
  keyHash: string;
}

export interface IdempotencyRecord {
  status: 'in_progress' | 'completed';
  payloadHash: string;
  answer?: unknown;
  /** Epoch milliseconds after which an unfinished claim may be taken over. */
  inProgressUntil?: number;
  /** Epoch seconds after which the record may be deleted. */
  ttl?: number;
}
