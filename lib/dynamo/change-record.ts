/**
 * One record of the table's change stream, as Lambda's event source mapping hands it over and the
 * local poller builds it: the fields the summaries read. Declared here so that the domain reads
 * change records without knowing Lambda or the DynamoDB SDK.
 */
import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

export interface ChangeRecord {
  eventID?: string;
  eventName?: 'INSERT' | 'MODIFY' | 'REMOVE';
  dynamodb?: {
    /** Epoch seconds. */
    ApproximateCreationDateTime?: number;
    Keys?: Record<string, unknown>;
    NewImage?: Record<string, unknown>;
    OldImage?: Record<string, unknown>;
    SequenceNumber?: string;
  };
}

/** An image in DynamoDB's wire format (a change record's, or the item a refused write found) as a plain item. */
export const itemOfImage = (
  image: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined =>
  image ? unmarshall(image as Record<string, AttributeValue>) : undefined;
