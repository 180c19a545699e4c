/**
 * The functions fed by the table's change stream (STREAM_FUNCTIONS of lib/routes.ts): each gets
 * an event source mapping on the stream, configured from its StreamSourceDef (batch size and
 * window, bisect on error, retry limits, filters), a failure queue that receives the description
 * of every batch the mapping gives up on, and read access to exactly this table's stream.
 */
import { Duration, Validations } from 'aws-cdk-lib';
import { Effect, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EventSourceMapping, FilterCriteria, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { isStreamFunction, type StreamFunctionDef } from '../lib/routes.js';
import type { DeployedFunction } from './functions.js';
import type { ServiceTable } from './table.js';

/** The stream actions an event source mapping needs (it checks them when created), on this table's stream only. */
export const STREAM_READ_ACTIONS = [
  'dynamodb:DescribeStream',
  'dynamodb:GetRecords',
  'dynamodb:GetShardIterator',
  'dynamodb:ListStreams',
] as const;

export interface StreamConsumer {
  def: StreamFunctionDef;
  deployed: DeployedFunction;
  mapping: EventSourceMapping;
  failureQueue: Queue;
}

export interface StreamConsumersProps {
  functions: readonly DeployedFunction[];
  table: ServiceTable;
}

export class StreamConsumers extends Construct {
  readonly consumers: StreamConsumer[] = [];

  constructor(scope: Construct, id: string, props: StreamConsumersProps) {
    super(scope, id);
    const streamArn = props.table.table.tableStreamArn;
    if (!streamArn) throw new Error('the table has no change stream');
    for (const deployed of props.functions) {
      const { def } = deployed;
      if (!isStreamFunction(def)) continue;
      const scopeOf = new Construct(this, def.name.charAt(0).toUpperCase() + def.name.slice(1));
      const failureQueue = new Queue(scopeOf, 'FailedBatches', {
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        // As long as SQS keeps anything: time to rebuild from what the messages name.
        retentionPeriod: Duration.days(14),
      });
      Validations.of(failureQueue).acknowledge({
        id: 'AwsSolutions-SQS3',
        reason:
          'This queue is itself the failure destination of the stream mapping: it holds descriptions of failed batches (shard, sequence numbers) for an operator, never work to retry automatically.',
      });
      deployed.role.addToPolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: [...STREAM_READ_ACTIONS],
          resources: [streamArn],
        }),
      );
      const mapping = new EventSourceMapping(scopeOf, 'Mapping', {
        target: deployed.fn,
        eventSourceArn: streamArn,
        startingPosition: StartingPosition.TRIM_HORIZON,
        batchSize: def.stream.batchSize,
        maxBatchingWindow: Duration.seconds(def.stream.maxBatchingWindowSeconds),
        bisectBatchOnError: true,
        retryAttempts: def.stream.retryAttempts,
        maxRecordAge: Duration.seconds(def.stream.maxRecordAgeSeconds),
        // One invocation at a time per shard: each item's changes arrive in the order they happened.
        parallelizationFactor: 1,
        onFailure: new SqsDlq(failureQueue),
        filters: def.stream.filters.map((pattern) =>
          FilterCriteria.filter(pattern as Record<string, unknown>),
        ),
      });
      // The role's grants must exist before the mapping, which checks them when it is created.
      mapping.node.addDependency(deployed.role);
      this.consumers.push({ def, deployed, mapping, failureQueue });
    }
  }
}
