/**
 * The last guard of every command sent to DynamoDB: an item, a key or a value it would refuse for
 * its limits (value-limits.ts) becomes a StoreLimitError (400) before the command is sent, so no
 * write path answers 500 for a caller's oversized or unfit value. Use cases that write several
 * items check each one first (so nothing of a request is written); this guard catches what a
 * field's own check missed. What only DynamoDB can judge (the size of an item after an update)
 * it refuses itself, and refusedForLimits turns that answer into the same error.
 */
import { StoreLimitError } from '../shared/errors.js';
import { fieldPath } from '../shared/validation.js';
import {
  itemProblem,
  MAX_ITEM_BYTES,
  shortPath,
  storedBytes,
  type UnstorableValue,
  unstorableValue,
} from './value-limits.js';

type Attributes = Record<string, unknown>;

interface CommandInput {
  Item?: Attributes;
  Key?: Attributes;
  ExpressionAttributeValues?: Attributes;
  /** BatchWriteItem's requests, or BatchGetItem's keys, per table. */
  RequestItems?: Record<
    string,
    | Array<{ PutRequest?: { Item?: Attributes }; DeleteRequest?: { Key?: Attributes } }>
    | { Keys?: Attributes[] }
  >;
  TransactItems?: Array<Record<string, CommandInput | undefined>>;
}

function valuesProblem(values: Attributes): UnstorableValue | undefined {
  for (const [name, value] of Object.entries(values)) {
    const unstorable = unstorableValue(value);
    if (unstorable) return { path: [name, ...unstorable.path], problem: unstorable.problem };
    if (storedBytes(value) > MAX_ITEM_BYTES)
      return { path: [name], problem: `is over the ${MAX_ITEM_BYTES} bytes a record holds` };
  }
  return undefined;
}

function inputProblem(input: CommandInput): UnstorableValue | undefined {
  const batched = Object.values(input.RequestItems ?? {}).flatMap((requests) =>
    Array.isArray(requests)
      ? requests.map(({ PutRequest, DeleteRequest }) => PutRequest?.Item ?? DeleteRequest?.Key)
      : (requests.Keys ?? []),
  );
  const actions = (input.TransactItems ?? []).flatMap((action) => Object.values(action));
  return (
    (input.Item && itemProblem(input.Item)) ??
    (input.Key && itemProblem(input.Key)) ??
    (input.ExpressionAttributeValues && valuesProblem(input.ExpressionAttributeValues)) ??
    batched.map((item) => item && itemProblem(item)).find(Boolean) ??
    actions.map((part) => part && inputProblem(part)).find(Boolean)
  );
}

function describe({ path, problem }: UnstorableValue): string {
  const where = fieldPath(shortPath(path));
  return `the request holds a value too large or unfit to store: ${where} ${problem}`;
}

/** Throws StoreLimitError when the command's input holds something DynamoDB would refuse for its limits. */
export function assertWithinStoreLimits(input: unknown): void {
  if (input === null || typeof input !== 'object') return;
  const problem = inputProblem(input as CommandInput);
  if (problem) throw new StoreLimitError(describe(problem), { details: { path: problem.path } });
}

/** DynamoDB's own refusals for its limits (an updated item over 400 KB, a key too long). */
const LIMIT_REFUSAL = /size|exceed|too long|too large|nest|empty/i;

/** The StoreLimitError an error of DynamoDB stands for, or undefined when it is not about limits. */
export function refusedForLimits(error: unknown): StoreLimitError | undefined {
  if (!(error instanceof Error) || error.name !== 'ValidationException' || !LIMIT_REFUSAL.test(error.message))
    return undefined;
  return new StoreLimitError(`the store refused a value as too large or unfit: ${error.message}`, {
    cause: error,
  });
}
