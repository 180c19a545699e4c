/**
 * The yardsticks measured in the benchmark's own process: the raw SDK round trip to DynamoDB Local
 * (G4's unit) and a raw HTTP call to it (the noise rule: a run whose SDK round trip exceeds 3x the
 * raw call is discarded), both sequential over one keep-alive connection.
 */
import { Agent, request } from 'node:http';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { median } from './stats.js';

const KEY = { pk: 'BENCH#baseline', sk: 'item' };

export class RawDynamo {
  private readonly sdk: DynamoDBDocumentClient;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1 });

  constructor(
    private readonly endpoint: string,
    readonly table: string,
  ) {
    this.sdk = DynamoDBDocumentClient.from(
      new DynamoDBClient({
        endpoint,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );
  }

  get documentClient(): DynamoDBDocumentClient {
    return this.sdk;
  }

  async sdkRoundTrips(count: number): Promise<number[]> {
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) {
      const started = performance.now();
      await this.sdk.send(new GetCommand({ TableName: this.table, Key: KEY }));
      times.push(performance.now() - started);
    }
    return times;
  }

  /** The same GetItem as bytes on the wire, no SDK (DynamoDB Local does not check signatures). */
  private httpGet(body: string): Promise<number> {
    const url = new URL(this.endpoint);
    const started = performance.now();
    return new Promise((resolve, reject) => {
      const req = request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: '/',
          agent: this.agent,
          headers: {
            'content-type': 'application/x-amz-json-1.0',
            'x-amz-target': 'DynamoDB_20120810.GetItem',
            'content-length': Buffer.byteLength(body),
            authorization:
              'AWS4-HMAC-SHA256 Credential=local/20260101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=00',
          },
        },
        (res) => {
          res.resume();
          res.on('end', () =>
            res.statusCode === 200
              ? resolve(performance.now() - started)
              : reject(new Error(`raw GetItem answered ${res.statusCode}`)),
          );
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  async rawHttpRoundTrips(count: number): Promise<number[]> {
    const body = JSON.stringify({ TableName: this.table, Key: { pk: { S: KEY.pk }, sk: { S: KEY.sk } } });
    const times: number[] = [];
    for (let i = 0; i < count; i += 1) times.push(await this.httpGet(body));
    return times;
  }

  /**
   * The noise rule's two numbers: p50 of the SDK round trip and of the raw HTTP call, after a
   * warm-up (the SDK's first thousand calls are still being optimised) and in alternating blocks,
   * so drift on the machine touches both alike.
   */
  async noise(blocks = 10, perBlock = 50): Promise<{ sdkP50Ms: number; rawP50Ms: number; ratio: number }> {
    await this.sdkRoundTrips(300);
    await this.rawHttpRoundTrips(300);
    const sdk: number[] = [];
    const raw: number[] = [];
    for (let block = 0; block < blocks; block += 1) {
      sdk.push(...(await this.sdkRoundTrips(perBlock)));
      raw.push(...(await this.rawHttpRoundTrips(perBlock)));
    }
    const sdkP50Ms = median(sdk);
    const rawP50Ms = median(raw);
    return { sdkP50Ms, rawP50Ms, ratio: sdkP50Ms / rawP50Ms };
  }

  close(): void {
    this.sdk.destroy();
    this.agent.destroy();
  }
}
