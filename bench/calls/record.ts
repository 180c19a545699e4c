/**
 * G4's unit made of an endpoint's own requests. A key-based endpoint's sample runs in-process
 * twice (the first caches the company record, as a warm instance has it); during the second, the
 * service's DynamoDB client records every request it puts on the wire, with when it started and
 * ended. Grouped into round trips, `baselines/dynamo-steps.ts` sends them again as the same requests.
 *
 * Why: the manifest's generic steps (small items, `ADD n :one`) cost DynamoDB Local and the SDK
 * less than the endpoint's real ones (recordPunch's conditional UpdateItem sets ten attributes;
 * its transmission item is larger), and G4 would charge that difference to the service.
 * Not for the MCP server: its rate-limit claims are conditional on the time, so sent again verbatim
 * they would be refused and measure an error path (bench/README.md, G4's unit).
 */
import { dynamoClient } from '../../lib/dynamo/client.js';
import { context, handlerOf } from './check.js';
import { manifestEntry, warmRoundTrips } from './manifest.js';
import { sampleEvent } from './samples.js';

/** One request as the DynamoDB JSON protocol carries it: the operation and its input. */
export interface RecordedCall {
  op: string;
  input: Record<string, unknown>;
}

export interface TimedCall extends RecordedCall {
  startedAt: number;
  endedAt: number;
}

/** Calls in their starting order; one that starts after every earlier call ended begins a round trip. */
export function roundTripsOf(calls: readonly TimedCall[]): RecordedCall[][] {
  const trips: RecordedCall[][] = [];
  let lastEnded = Number.NEGATIVE_INFINITY;
  for (const { op, input, startedAt, endedAt } of [...calls].sort((a, b) => a.startedAt - b.startedAt)) {
    const current = trips.at(-1);
    if (current && startedAt < lastEnded) current.push({ op, input });
    else trips.push([{ op, input }]);
    lastEnded = Math.max(lastEnded, endedAt);
  }
  return trips;
}

const RECORDER = 'benchRecordWireCalls';

interface WireRequest {
  headers: Record<string, string>;
  body?: unknown;
}

// The SDK's JSON body is a Uint8Array that warns when read as a string (Buffer.from calls valueOf).
const utf8 = new TextDecoder();
const bodyText = (body: unknown) => (typeof body === 'string' ? body : utf8.decode(body as Uint8Array));

/**
 * The warm DynamoDB requests of `name`'s sample, by round trip. Needs a local stack this process
 * points at, and a company (its key) holding the sample's employees and the state it reads.
 * Throws when the round trips are not the manifest's k: the unit would then be wrong.
 */
export async function recordWarmCalls(name: string, key: string): Promise<RecordedCall[][]> {
  const handler = await handlerOf(name);
  const answer = async () => {
    const result = await handler(sampleEvent(name, key), context(name));
    if (result.statusCode !== 200) throw new Error(`${name} answered ${result.statusCode}: ${result.body}`);
  };
  await answer();
  const calls: TimedCall[] = [];
  const client = dynamoClient();
  // Inside the retry middleware, after signing: what goes on the wire, attempt by attempt.
  client.middlewareStack.add(
    (next) => async (args) => {
      const request = args.request as WireRequest;
      const startedAt = performance.now();
      // Refused requests too: a punch sent again is a conditional write DynamoDB refuses.
      try {
        return await next(args);
      } finally {
        calls.push({
          op: (request.headers['x-amz-target'] ?? '').split('.').at(-1) ?? '',
          input: JSON.parse(bodyText(request.body)) as Record<string, unknown>,
          startedAt,
          endedAt: performance.now(),
        });
      }
    },
    { step: 'finalizeRequest', priority: 'low', name: RECORDER },
  );
  try {
    await answer();
  } finally {
    client.middlewareStack.remove(RECORDER);
  }
  const trips = roundTripsOf(calls);
  const k = warmRoundTrips(manifestEntry(name));
  if (trips.length !== k) {
    throw new Error(
      `${name}: ${trips.length} warm round trips recorded (${trips.map((trip) => trip.map((call) => call.op).join('+')).join(', ')}), the manifest says ${k}`,
    );
  }
  return trips;
}
