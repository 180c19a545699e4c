/**
 * DynamoDB faults, injected with an SDK middleware on the process's one client: the only place
 * the reliability suites fake a part (DynamoDB Local never throttles or times out).
 *
 * Two places to inject: `initialize` (inside the client's own middleware that turns transient
 * errors into 503s, outside the SDK's retries: the call has failed for good), and
 * `finalizeRequest` after the retry middleware (each attempt fails, the SDK retries it with
 * backoff, as it does with a real throttle).
 */
import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { dynamoClient } from '../../../lib/dynamo/client.js';

const NAME = 'reliabilityFault';

/** `broken`: an error no retry helps (a request DynamoDB refuses): the service's 500 path. */
export type FaultKind = 'throttle' | 'timeout' | 'broken';

export function faultError(kind: FaultKind): Error {
  if (kind === 'throttle') {
    return new ProvisionedThroughputExceededException({
      message: 'The level of configured provisioned throughput for the table was exceeded',
      $metadata: { httpStatusCode: 400 },
    });
  }
  if (kind === 'broken') {
    return Object.assign(new Error('One or more parameter values were invalid'), {
      name: 'ValidationException',
    });
  }
  return Object.assign(new Error('Connection timed out after 3000 ms'), { name: 'TimeoutError' });
}

export interface Fault {
  /** DynamoDB calls (or attempts, inside the retries) seen since the fault was injected. */
  readonly calls: number;
  remove(): void;
}

/** The SDK's attempt number of a request (its `amz-sdk-request: attempt=2; max=3` header). */
function attemptOf(args: unknown): number {
  const headers = (args as { request?: { headers?: Record<string, string> } }).request?.headers ?? {};
  return Number(/attempt=(\d+)/.exec(headers['amz-sdk-request'] ?? '')?.[1] ?? 1);
}

/**
 * Fails the calls for which `failing(n, attempt)` is true (n counts from 1). `where: 'attempt'`
 * fails single attempts, which the SDK retries; `'call'` fails the whole call after its retries.
 */
export function injectFault(
  kind: FaultKind,
  failing: (n: number, attempt: number) => boolean,
  where: 'call' | 'attempt' = 'call',
): Fault {
  const state = { calls: 0 };
  const stack = dynamoClient().middlewareStack;
  stack.remove(NAME);
  const check = (args: unknown) => {
    state.calls += 1;
    if (failing(state.calls, attemptOf(args))) throw faultError(kind);
  };
  if (where === 'call') {
    stack.add(
      (next) => async (args) => {
        check(args);
        return next(args);
      },
      { step: 'initialize', priority: 'low', name: NAME },
    );
  } else {
    stack.add(
      (next) => async (args) => {
        check(args);
        return next(args);
      },
      { step: 'finalizeRequest', priority: 'low', name: NAME },
    );
  }
  return {
    get calls() {
      return state.calls;
    },
    remove: () => stack.remove(NAME),
  };
}

/**
 * Lets DynamoDB apply the attempts for which `losing(n, command)` is true, then throws a timeout
 * instead of their answer, as when a response is lost on the way back; the SDK retries them.
 * DynamoDB Local never loses an answer, so only a middleware can show what a retry then does.
 */
export function loseAnswers(losing: (n: number, command: string) => boolean): Fault {
  const state = { calls: 0 };
  const stack = dynamoClient().middlewareStack;
  stack.remove(NAME);
  stack.add(
    (next, context) => async (args) => {
      state.calls += 1;
      const answer = await next(args);
      if (losing(state.calls, context.commandName ?? '')) throw faultError('timeout');
      return answer;
    },
    { step: 'finalizeRequest', priority: 'low', name: NAME },
  );
  return {
    get calls() {
      return state.calls;
    },
    remove: () => stack.remove(NAME),
  };
}
