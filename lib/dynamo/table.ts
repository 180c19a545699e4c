/**
 * The physical shape of the one DynamoDB table. Imported by the local bootstrap and by the CDK
 * stack, so the two can never disagree. Key *values* live in keys.ts.
 */
export const TABLE_NAME_DEFAULT = 'workforce-ops';

export const ATTR = {
  pk: 'pk',
  sk: 'sk',
  gsi1pk: 'gsi1pk',
  gsi1sk: 'gsi1sk',
  gsi2pk: 'gsi2pk',
  gsi2sk: 'gsi2sk',
  gsi3pk: 'gsi3pk',
  gsi3sk: 'gsi3sk',
  /** Entity type of every item, so a partition holding several entities stays readable. */
  type: 'type',
  /** Epoch seconds; DynamoDB deletes the item some time after it. Reads filter on it too. */
  ttl: 'ttl',
} as const;

export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';
export const GSI3 = 'gsi3';

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  ttlAttribute: string;
  globalSecondaryIndexes: ReadonlyArray<{ indexName: string; partitionKey: string; sortKey: string }>;
}

export const TABLE_DEFINITION: TableDefinition = {
  partitionKey: ATTR.pk,
  sortKey: ATTR.sk,
  ttlAttribute: ATTR.ttl,
  globalSecondaryIndexes: [
    { indexName: GSI1, partitionKey: ATTR.gsi1pk, sortKey: ATTR.gsi1sk },
    { indexName: GSI2, partitionKey: ATTR.gsi2pk, sortKey: ATTR.gsi2sk },
    { indexName: GSI3, partitionKey: ATTR.gsi3pk, sortKey: ATTR.gsi3sk },
  ],
};
