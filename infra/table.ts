/**
 * The one DynamoDB table, built from the table design module that the local bootstrap also uses,
 * so the cloud and DynamoDB Local cannot disagree on keys or indexes.
 */
import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, ProjectionType, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { TABLE_DEFINITION, type TableDefinition } from '../lib/dynamo/table.js';

/** How far back point-in-time recovery reaches (DynamoDB's longest). */
export const POINT_IN_TIME_RECOVERY_DAYS = 35;

export class ServiceTable extends Construct {
  readonly table: TableV2;
  readonly definition: TableDefinition;

  constructor(scope: Construct, id: string, definition: TableDefinition = TABLE_DEFINITION) {
    super(scope, id);
    this.definition = definition;
    const key = (name: string) => ({ name, type: AttributeType.STRING });
    this.table = new TableV2(this, 'Table', {
      partitionKey: key(definition.partitionKey),
      sortKey: key(definition.sortKey),
      // On demand: traffic follows integrations' schedules (bulk imports, shift starts), not a
      // steady rate that provisioned capacity could be sized for.
      billing: Billing.onDemand(),
      globalSecondaryIndexes: definition.globalSecondaryIndexes.map((gsi) => ({
        indexName: gsi.indexName,
        partitionKey: key(gsi.partitionKey),
        sortKey: key(gsi.sortKey),
        // The local bootstrap projects ALL too; reads from an index need whole items.
        projectionType: ProjectionType.ALL,
      })),
      timeToLiveAttribute: definition.ttlAttribute,
      // What the summaries are kept from (lib/summaries): every write, the item before and after.
      dynamoStream: StreamViewType[definition.streamViewType],
      // Backups: any second of the last 35 days can be restored (docs/privacy.md says so: an erased
      // person stays in them until they age out).
      pointInTimeRecoverySpecification: {
        pointInTimeRecoveryEnabled: true,
        recoveryPeriodInDays: POINT_IN_TIME_RECOVERY_DAYS,
      },
      // The table holds every company's data: neither a stack deletion nor a mistaken replacement
      // may drop it.
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
  }

  /** ARNs of the indexes, one by one, so that grants never need a wildcard. */
  indexArns(): string[] {
    return this.definition.globalSecondaryIndexes.map(
      (gsi) => `${this.table.tableArn}/index/${gsi.indexName}`,
    );
  }
}
