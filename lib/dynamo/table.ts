/**
 * The physical shape of the one DynamoDB table. Imported by the local bootstrap and by the CDK
 * stack, so the two can never disagree. Key *values* live in keys.ts. Every item also carries
 * `type`, its entity type, so a partition holding several entities stays readable.
 */
export const GSI1 = 'gsi1';
export const GSI2 = 'gsi2';
export const GSI3 = 'gsi3';
export type IndexName = typeof GSI1 | typeof GSI2 | typeof GSI3;

/**
 * The key attributes of the table (no index) or of one of its indexes, for the code that builds
 * items and queries; TABLE_DEFINITION below states the same names for the stack, and a test keeps
 * the two equal.
 */
export function keyAttributes(index: IndexName | '' = ''): [partitionKey: string, sortKey: string] {
  return [`${index}pk`, `${index}sk`];
}

export interface TableDefinition {
  partitionKey: string;
  sortKey: string;
  ttlAttribute: string;
  /** The change stream the summaries are kept from: every write, with the item before and after. */
  streamViewType: 'NEW_AND_OLD_IMAGES';
  globalSecondaryIndexes: ReadonlyArray<{ indexName: string; partitionKey: string; sortKey: string }>;
}

// Plain strings, no shared object of names: a property read is kept by esbuild, which would leave
// this definition (used only by the stack and the local bootstrap) in every function's bundle.
export const TABLE_DEFINITION: TableDefinition = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; DynamoDB deletes the item some time after it. Reads filter on it too. */
  ttlAttribute: 'ttl',
  streamViewType: 'NEW_AND_OLD_IMAGES',
  globalSecondaryIndexes: [
    { indexName: GSI1, partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    { indexName: GSI2, partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    { indexName: GSI3, partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  ],
};
