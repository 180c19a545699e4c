/**
 * The local runtime serves every concurrent request in one process, so its one DynamoDB client can
 * have far more calls in flight than the HTTP agent has sockets; a Lambda instance, serving one
 * request at a time, never does (searchEmployee, with the most, has 8). The SDK starts a call's
 * connection and request timeouts when it hands the request to the agent, so a request queued
 * there for a free socket is timed as if it were connecting: 150 concurrent searchEmployee calls
 * put 1,200 Queries in flight, and those queued past 1 s failed as timeouts. So in the local
 * runtime, calls beyond the pool's size wait here, before the SDK's clocks start.
 */
import { DYNAMO_MAX_SOCKETS } from '../dynamo/client.js';
import type { ClientSetup } from './dynamo-client.js';

let inFlight = 0;
const waiting: Array<() => void> = [];

async function takeSocketSlot(): Promise<void> {
  if (inFlight < DYNAMO_MAX_SOCKETS) {
    inFlight += 1;
    return;
  }
  // The slot passes directly from the call that frees it, so inFlight never drops in between.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSocketSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else inFlight -= 1;
}

/** Holds each call beyond the socket pool's size until a call in flight ends. */
export const waitForSocketSlots: ClientSetup = (client) => {
  // Inside the retry middleware (finalizeRequest, high), so each attempt waits for a slot of its own.
  client.middlewareStack.add(
    (next) => async (args) => {
      await takeSocketSlot();
      try {
        return await next(args);
      } finally {
        releaseSocketSlot();
      }
    },
    { step: 'finalizeRequest', priority: 'low', name: 'waitForSocketSlot' },
  );
};
