/**
 * Local runtime only: reading the table's change stream on DynamoDB Local the way Lambda's event
 * source mapping reads DynamoDB Streams (shards, GetRecords pages), turned into the records a
 * Lambda function receives, and where the local poller has read each shard to (kept in the table,
 * so every local process that polls shares it).
 */
import { randomUUID } from 'node:crypto';
import { DescribeTableCommand } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { ChangeRecord } from '../dynamo/change-record.js';
import { documentDb, dynamoClient, tableName } from '../dynamo/client.js';
import { isConditionFailure } from '../dynamo/errors.js';
import { getRecord } from '../dynamo/get-record.js';
import { localStreamKeys, localStreamPositionEntity, ttlAfterDays } from '../dynamo/keys.js';
import { config } from '../shared/config.js';

let streams: DynamoDBStreamsClient | undefined;

function streamsClient(): DynamoDBStreamsClient {
  if (!streams) {
    const { AWS_REGION, DYNAMODB_ENDPOINT } = config();
    streams = new DynamoDBStreamsClient({
      region: AWS_REGION,
      ...(DYNAMODB_ENDPOINT
        ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
        : {}),
    });
  }
  return streams;
}

/** Drop the client (the endpoint changes between runs). */
export function resetStreamClient(): void {
  streams?.destroy();
  streams = undefined;
}

export async function streamArn(): Promise<string> {
  const { Table } = await dynamoClient().send(new DescribeTableCommand({ TableName: tableName() }));
  if (!Table?.LatestStreamArn) throw new Error(`table ${tableName()} has no stream`);
  return Table.LatestStreamArn;
}

export interface ShardInfo {
  shardId: string;
  /** The sequence number of a closed shard's last record; undefined while the shard is open. */
  endingSequence: string | undefined;
}

export async function listShards(arn: string): Promise<ShardInfo[]> {
  const shards: ShardInfo[] = [];
  let start: string | undefined;
  do {
    const { StreamDescription } = await streamsClient().send(
      new DescribeStreamCommand({ StreamArn: arn, ...(start ? { ExclusiveStartShardId: start } : {}) }),
    );
    for (const shard of StreamDescription?.Shards ?? [])
      if (shard.ShardId)
        shards.push({
          shardId: shard.ShardId,
          endingSequence: shard.SequenceNumberRange?.EndingSequenceNumber,
        });
    start = StreamDescription?.LastEvaluatedShardId;
  } while (start);
  return shards;
}

type WireValue = Record<string, unknown>;

/**
 * The streams client reads an empty map attribute (`{"M":{}}` on the wire) back as `{}`, which
 * neither Lambda sends nor unmarshall accepts: such values are put back as the empty map they were.
 */
function restoreEmptyMaps(value: WireValue): WireValue {
  if (Object.keys(value).length === 0) return { M: {} };
  if (value.M) {
    return {
      M: Object.fromEntries(
        Object.entries(value.M as Record<string, WireValue>).map(([k, v]) => [k, restoreEmptyMaps(v)]),
      ),
    };
  }
  if (Array.isArray(value.L)) return { L: (value.L as WireValue[]).map(restoreEmptyMaps) };
  return value;
}

type LambdaImage = Record<string, unknown>;

const restoreImage = (image: Record<string, unknown>): LambdaImage =>
  Object.fromEntries(
    Object.entries(image).map(([k, v]) => [k, restoreEmptyMaps(v as WireValue)]),
  ) as LambdaImage;

/** A table item in DynamoDB JSON, as a stream record's image carries it (the local sample events). */
export const itemImage = (item: Record<string, unknown>): Record<string, unknown> =>
  marshall(item, { removeUndefinedValues: true });

/** A record as Lambda delivers it: the same fields, the creation time in epoch seconds. */
function asLambdaRecord(record: StreamRecord, arn: string): ChangeRecord & Record<string, unknown> {
  const { ApproximateCreationDateTime, NewImage, OldImage, ...dynamodb } = record.dynamodb ?? {};
  return {
    eventID: record.eventID,
    eventName: record.eventName,
    eventVersion: record.eventVersion,
    eventSource: record.eventSource,
    awsRegion: record.awsRegion,
    eventSourceARN: arn,
    dynamodb: {
      ...(dynamodb as NonNullable<ChangeRecord['dynamodb']>),
      ...(NewImage ? { NewImage: restoreImage(NewImage) } : {}),
      ...(OldImage ? { OldImage: restoreImage(OldImage) } : {}),
      ...(ApproximateCreationDateTime
        ? { ApproximateCreationDateTime: Math.floor(ApproximateCreationDateTime.getTime() / 1000) }
        : {}),
    },
  };
}

export interface ShardPage {
  records: Array<ChangeRecord & Record<string, unknown>>;
  /** Sequence number of the page's last record (undefined for an empty page). */
  lastSequence: string | undefined;
  /** Iterator for the next page; undefined once a closed shard is read to its end. */
  next: string | undefined;
}

/** An iterator after `after`, from the shard's oldest record without one, or past its newest with 'latest'. */
export async function shardIterator(
  arn: string,
  shardId: string,
  after: string | undefined | 'latest',
): Promise<string> {
  const { ShardIterator } = await streamsClient().send(
    new GetShardIteratorCommand({
      StreamArn: arn,
      ShardId: shardId,
      ...(after === 'latest'
        ? { ShardIteratorType: 'LATEST' }
        : after
          ? { ShardIteratorType: 'AFTER_SEQUENCE_NUMBER', SequenceNumber: after }
          : { ShardIteratorType: 'TRIM_HORIZON' }),
    }),
  );
  if (!ShardIterator) throw new Error(`no iterator for shard ${shardId}`);
  return ShardIterator;
}

export async function readShardPage(arn: string, iterator: string, limit: number): Promise<ShardPage> {
  const { Records, NextShardIterator } = await streamsClient().send(
    new GetRecordsCommand({ ShardIterator: iterator, Limit: limit }),
  );
  const records = (Records ?? []).map((record) => asLambdaRecord(record, arn));
  return {
    records,
    lastSequence: records.at(-1)?.dynamodb?.SequenceNumber,
    next: NextShardIterator,
  };
}

/** Sequence numbers are decimal strings of varying length: compared as numbers. */
export const padded = (sequence: string) => sequence.padStart(48, '0');

const POSITION_PK = localStreamKeys.position('').pk;

/** A change of a position item itself: the poller's own bookkeeping, which no function is fed. */
export const isPositionRecord = (record: ChangeRecord): boolean =>
  (record.dynamodb?.Keys?.pk as { S?: string } | undefined)?.S === POSITION_PK;

export async function getStreamPosition(shardId: string, mapping?: string): Promise<string | undefined> {
  const position = await getRecord(
    localStreamPositionEntity,
    localStreamKeys.position(shardId, mapping),
    true,
  );
  return position?.sequence;
}

/** Moves the shard's position forward to `sequence`; a position already further stays. */
export async function advanceStreamPosition(
  shardId: string,
  sequence: string,
  mapping?: string,
): Promise<void> {
  try {
    await documentDb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: localStreamKeys.position(shardId, mapping),
        UpdateExpression: 'SET #type = :type, #seq = :seq, #order = :order, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(#order) OR #order < :order',
        ExpressionAttributeNames: { '#type': 'type', '#seq': 'sequence', '#order': 'order', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':type': localStreamPositionEntity.type,
          ':seq': sequence,
          ':order': padded(sequence),
          ':ttl': ttlAfterDays(2),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Touches the shard's position item without moving it, and answers the mark it leaves: a record
 * sure to come after every record written before (how the poller finds where a shard ends).
 */
export async function markStreamPosition(shardId: string, mapping?: string): Promise<string> {
  const mark = `${new Date().toISOString()} ${randomUUID()}`;
  await documentDb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: localStreamKeys.position(shardId, mapping),
      UpdateExpression: 'SET #type = :type, #mark = :mark, #ttl = :ttl',
      ExpressionAttributeNames: { '#type': 'type', '#mark': 'mark', '#ttl': 'ttl' },
      ExpressionAttributeValues: {
        ':type': localStreamPositionEntity.type,
        ':mark': mark,
        ':ttl': ttlAfterDays(2),
      },
    }),
  );
  return mark;
}

/** The record of the touch that left `mark`. */
export const isMarkRecord = (record: ChangeRecord, mark: string): boolean =>
  isPositionRecord(record) &&
  (record.dynamodb?.NewImage as { mark?: { S?: string } } | undefined)?.mark?.S === mark;
