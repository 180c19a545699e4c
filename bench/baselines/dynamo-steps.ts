/**
 * The DynamoDB-only yardstick of G3, G4 and G6: `{"steps": [{"op": "Query", "count": 8}, ...]}`
 * replays an endpoint's DynamoDB round trips from bench/calls/manifest.ts on small items, with the
 * same SDK clients and options as lib/dynamo/client.ts, so an endpoint is compared with a function
 * making the same calls and doing nothing more. A step with `withPrevious` runs in the same round
 * trip as the step before it, as the endpoint sends it.
 * `{"recorded": [[{"op": "UpdateItem", "input": {...}}], ...]}` (G4) sends requests an endpoint
 * made (bench/calls/record.ts) again, round trip by round trip, through the same document client as
 * the service (its values turned back from DynamoDB's wire form first, so the client sends the same
 * bytes); with `"wire": true`, verbatim through the low-level client, without the document client's
 * conversion of values both ways.
 */
import { randomUUID } from 'node:crypto';
import {
  type AttributeValue,
  BatchGetItemCommand,
  BatchWriteItemCommand,
  ConditionalCheckFailedException,
  GetItemCommand,
  QueryCommand as LowLevelQueryCommand,
  PutItemCommand,
  TransactWriteItemsCommand,
  UpdateItemCommand,
} from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import type { RecordedCall } from '../calls/record.js';
import { benchDocumentClient, benchDynamoClient } from './document-client.js';

interface Step {
  op: string;
  count?: number;
  withPrevious?: boolean;
}

/**
 * Sends a recorded request again: its input is in DynamoDB's wire form, which the low-level
 * command takes as it is and the document client's command once its values are turned back.
 * A conditional write the endpoint sent and DynamoDB refused (a punch sent again) is refused again
 * here, a round trip like the endpoint's: that refusal is its answer, not a failure of the replay.
 */
async function sendRecorded({ op, input }: RecordedCall, wire: boolean): Promise<unknown> {
  const commands = REPLAY_COMMANDS[op];
  if (!commands) throw new Error(`no recorded replay for ${op}`);
  const [LowLevel, Document] = commands;
  try {
    return await (wire
      ? benchDynamoClient().send(new LowLevel(input as never) as never)
      : benchDocumentClient().send(new Document(documentInput(input) as never) as never));
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return error;
    throw error;
  }
}

type CommandClass = new (input: never) => unknown;

/** Each operation a recorded request may be: its low-level command, and the document client's. */
const REPLAY_COMMANDS: Readonly<Record<string, readonly [CommandClass, CommandClass]>> = {
  GetItem: [GetItemCommand, GetCommand],
  PutItem: [PutItemCommand, PutCommand],
  UpdateItem: [UpdateItemCommand, UpdateCommand],
  Query: [LowLevelQueryCommand, QueryCommand],
  BatchGetItem: [BatchGetItemCommand, BatchGetCommand],
  BatchWriteItem: [BatchWriteItemCommand, BatchWriteCommand],
  TransactWriteItems: [TransactWriteItemsCommand, TransactWriteCommand],
};

type Input = Record<string, unknown>;
const VALUE_MAPS = ['Item', 'Key', 'ExpressionAttributeValues', 'ExclusiveStartKey'] as const;

/** A request's input with its values as the document client takes them (what it marshals back). */
function documentInput(input: Input): Input {
  const converted: Input = { ...input };
  for (const field of VALUE_MAPS) {
    const values = input[field] as Record<string, AttributeValue> | undefined;
    if (values) converted[field] = unmarshall(values);
  }
  const eachPart = (parts: Input) =>
    Object.fromEntries(Object.entries(parts).map(([kind, part]) => [kind, documentInput(part as Input)]));
  if (input.TransactItems) converted.TransactItems = (input.TransactItems as Input[]).map(eachPart);
  if (input.RequestItems) {
    const tables = Object.entries(input.RequestItems as Record<string, Input[] | Input>);
    converted.RequestItems = Object.fromEntries(
      tables.map(([table, requests]) => [
        table,
        Array.isArray(requests)
          ? requests.map(eachPart)
          : {
              ...requests,
              Keys: (requests.Keys as Array<Record<string, AttributeValue>>).map((key) => unmarshall(key)),
            },
      ]),
    );
  }
  return converted;
}

const PK = 'BENCH#baseline';
const ttl = () => Math.floor(Date.now() / 1000) + 3600;

/** Makes one call of a step; aws-steps.ts adds SES's to these. */
export type StepRunner = (op: string, table: string) => Promise<unknown>;

export const runDynamoStep: StepRunner = (op, table) => {
  // Writes land in many partitions, as the endpoints' do (transmissions, audit): one partition
  // growing with every write would slow the Query below and flatter the endpoints.
  const item = () => ({
    pk: `BENCH#writes#${Math.floor(Math.random() * 64)}`,
    sk: randomUUID(),
    type: 'Bench',
    ttl: ttl(),
    at: Date.now(),
  });
  switch (op) {
    case 'GetItem':
      return benchDocumentClient().send(new GetCommand({ TableName: table, Key: { pk: PK, sk: 'item' } }));
    case 'PutItem':
      return benchDocumentClient().send(new PutCommand({ TableName: table, Item: item() }));
    case 'UpdateItem':
      return benchDocumentClient().send(
        new UpdateCommand({
          TableName: table,
          // Spread over many items: the endpoints' updates touch their own items, not one hot one.
          Key: { pk: `BENCH#counter#${Math.floor(Math.random() * 1000)}`, sk: 'counter' },
          UpdateExpression: 'ADD n :one',
          ExpressionAttributeValues: { ':one': 1 },
        }),
      );
    case 'Query':
      return benchDocumentClient().send(
        new QueryCommand({
          TableName: table,
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': PK, ':sk': 'item' },
        }),
      );
    case 'BatchGetItem':
      return benchDocumentClient().send(
        new BatchGetCommand({ RequestItems: { [table]: { Keys: [{ pk: PK, sk: 'item' }] } } }),
      );
    case 'BatchWriteItem':
      return benchDocumentClient().send(
        new BatchWriteCommand({ RequestItems: { [table]: [{ PutRequest: { Item: item() } }] } }),
      );
    case 'TransactWriteItems':
      return benchDocumentClient().send(
        new TransactWriteCommand({
          TransactItems: [
            { Put: { TableName: table, Item: item() } },
            { Put: { TableName: table, Item: item() } },
          ],
        }),
      );
    default:
      throw new Error(`unknown op ${op}`);
  }
};

/** A handler replaying the steps of its request body, each call made by `runStep`. */
export const stepsHandler = (runStep: StepRunner) => async (event: { body?: string }) => {
  const table = process.env.TABLE_NAME ?? 'workforce-ops';
  const request = event.body
    ? (JSON.parse(event.body) as { steps?: Step[]; recorded?: RecordedCall[][]; wire?: boolean })
    : {};
  if (request.recorded) {
    const wire = request.wire === true;
    for (const roundTrip of request.recorded)
      await Promise.all(roundTrip.map((call) => sendRecorded(call, wire)));
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
  }
  const steps: Step[] = request.steps ?? [];
  if (steps.length === 0) {
    const { Item } = (await runStep('GetItem', table)) as { Item?: Record<string, unknown> };
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ item: Item ?? null }),
    };
  }
  const roundTrips: Step[][] = [];
  for (const step of steps) {
    const previous = roundTrips.at(-1);
    if (step.withPrevious && previous) previous.push(step);
    else roundTrips.push([step]);
  }
  for (const roundTrip of roundTrips) {
    await Promise.all(
      roundTrip.flatMap((step) => Array.from({ length: step.count ?? 1 }, () => runStep(step.op, table))),
    );
  }
  return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' };
};

export const handler = stepsHandler(runDynamoStep);
