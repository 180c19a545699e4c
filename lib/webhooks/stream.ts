/** The events of a delivery of change-stream records (the outbox items the stream filter lets through). */
import { type ChangeRecord, itemOfImage } from '../dynamo/change-record.js';
import { pendingDeliveryKeys, webhookEventEntity } from '../dynamo/keys.js';
import type { StreamedEvent } from './deliver.js';

export function eventsOfRecords(records: readonly ChangeRecord[]): StreamedEvent[] {
  return records.flatMap((record) => {
    const item = record.eventName === 'INSERT' ? itemOfImage(record.dynamodb?.NewImage) : undefined;
    const sequence = record.dynamodb?.SequenceNumber;
    if (item?.type !== webhookEventEntity.type || !sequence) return [];
    return [{ event: webhookEventEntity.fromItem(item), position: pendingDeliveryKeys.position(sequence) }];
  });
}
