/**
 * Property-based bad input for one key-based endpoint, over real HTTP through the local gateway.
 * Each input is a body built from the endpoint's fields (each omitted, plausible or hostile), a key
 * (mostly the valid one, so validation behind it is reached; else each way a key can be wrong) and
 * extra fields, or no JSON object at all, or the wrong Content-Type. The properties: the status is
 * one the contract documents (never 5xx), the body is the documented envelope, and a refused
 * request leaves the table exactly as it was.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http } from '../../support/gateway.js';
import { type Doc, fieldName, lit, nastyDoc, nastyString, notAnObject, obj, serialize } from './bad-input.js';
import { FUZZ_RUNS, FuzzTally, seedFor } from './fuzz-run.js';
import { type FuzzWorld, fuzzWorld } from './fuzz-world.js';
import { difference, snapshot } from './private-table.js';

/** The codes each status of a key-based endpoint may carry. */
export const CODES_BY_STATUS: Record<number, readonly string[]> = {
  400: ['MISSING_KEY', 'INVALID_KEY', 'MISSING_REQUIRED_FIELDS', 'INVALID_FIELD', 'INVALID_JSON'],
  401: ['INVALID_KEY'],
  403: ['FORBIDDEN'],
  404: ['NOT_FOUND'],
  409: ['CONFLICT'],
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  422: ['MISSING_REQUIRED_FIELDS', 'INVALID_FIELD'],
  429: ['RATE_LIMITED'],
};

export interface KeyedSpec {
  path: string;
  /** Statuses the contract gives this endpoint besides 200 and the 400, 413, 415 of every one. */
  statuses: readonly number[];
  /** Plausible values per field (key excluded); each may also be omitted or replaced by anything. */
  fields: Record<string, fc.Arbitrary<Doc>>;
  /** getEvents and setEvent read their fields at the root or inside `payload`. */
  payloadForm?: boolean;
  headers?: fc.Arbitrary<Record<string, string>>;
  /** Each call from another source address (per-IP limits would otherwise answer everything 429). */
  rotateSourceIp?: boolean;
}

export interface KeyVariants {
  valid: string;
  /** Decrypts, but its key id was revoked. */
  revoked: string;
  /** Decrypts, but its company was deleted. */
  orphan: string;
}

function keyDoc(keys: KeyVariants): fc.Arbitrary<Doc | undefined> {
  const { valid } = keys;
  return fc.oneof(
    { weight: 12, arbitrary: fc.constant(lit(valid)) },
    {
      weight: 4,
      arbitrary: fc.constantFrom<Doc | undefined>(
        undefined,
        lit(''),
        lit(null),
        lit(42),
        obj([['key', lit(valid)]]),
        lit(valid.slice(0, -3)),
        lit(`${valid}=`),
        lit(` ${valid}`),
        lit(valid.replaceAll('-', '+').replaceAll('_', '/')),
        lit(`${valid.slice(0, 20)}${valid[20] === 'A' ? 'B' : 'A'}${valid.slice(21)}`),
        lit(keys.revoked),
        lit(keys.orphan),
      ),
    },
    { weight: 1, arbitrary: nastyString.map(lit) },
  );
}

interface Input {
  body: string;
  contentType: string;
  headers: Record<string, string>;
}

/**
 * Two kinds of object bodies: "near" ones (every field plausible, then at most one thing wrong: a
 * field dropped, replaced by something hostile, or an extra field) reach the use case behind
 * validation; "far" ones (any field omitted or hostile) explore the validation itself.
 */
function objectBody(spec: KeyedSpec, keys: KeyVariants): fc.Arbitrary<Input> {
  const names = Object.keys(spec.fields);
  const plausible = fc.record(spec.fields) as fc.Arbitrary<Record<string, Doc>>;
  const hostile = Object.fromEntries(
    names.map((name) => [name, fc.oneof(spec.fields[name] as fc.Arbitrary<Doc>, nastyDoc)]),
  );
  const near = fc
    .tuple(plausible, fc.option(fc.tuple(fc.constantFrom('', ...names), fc.option(nastyDoc)), { freq: 1 }))
    .map(([fields, change]) => {
      const entries = Object.entries(fields);
      if (!change) return entries;
      const [name, value] = change;
      if (value === null) return entries.filter(([field]) => field !== name);
      return name
        ? entries.map(([field, doc]): [string, Doc] => [field, field === name ? value : doc])
        : entries;
    });
  const far = fc
    .record(hostile, { requiredKeys: [] })
    .map((fields) => Object.entries(fields) as Array<[string, Doc]>);
  return fc
    .record({
      key: keyDoc(keys),
      fields: fc.oneof({ weight: 2, arbitrary: near }, { weight: 1, arbitrary: far }),
      extras: fc.array(fc.tuple(fieldName, nastyDoc), { maxLength: 2 }),
      inPayload: fc.boolean(),
      headers: spec.headers ?? fc.constant({}),
    })
    .map(({ key, fields, extras, inPayload, headers }) => {
      const entries: Array<[string, Doc]> = [
        ...(key ? [['key', key] as [string, Doc]] : []),
        ...(spec.payloadForm && inPayload ? [['payload', obj(fields)] as [string, Doc]] : fields),
        ...extras,
      ];
      return { body: serialize(obj(entries)), contentType: 'application/json', headers };
    });
}

function input(spec: KeyedSpec, keys: KeyVariants): fc.Arbitrary<Input> {
  const object = objectBody(spec, keys);
  return fc.oneof(
    { weight: 16, arbitrary: object },
    {
      weight: 1,
      arbitrary: notAnObject.map((body) => ({ body, contentType: 'application/json', headers: {} })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(object, fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/xml'))
        .map(([base, contentType]) => ({ ...base, contentType })),
    },
  );
}

let sourceIp = 0;
function nextSourceIp(): string {
  sourceIp += 1;
  return `127.${20 + ((sourceIp >> 16) & 0xff)}.${(sourceIp >> 8) & 0xff}.${sourceIp & 0xff || 1}`;
}

/** Runs the endpoint's properties; the table must be private to the test file (private-table.ts). */
export async function fuzzKeyedEndpoint(
  baseUrl: string,
  spec: KeyedSpec,
  keys: KeyVariants,
  tally: FuzzTally,
): Promise<void> {
  let state = await snapshot();
  const allowed = new Set([200, 400, 413, 415, ...spec.statuses]);
  await fc.assert(
    fc.asyncProperty(input(spec, keys), async ({ body, contentType, headers }) => {
      const answer = await http(`${baseUrl}${spec.path}`, {
        body,
        headers: { 'content-type': contentType, ...headers },
        ...(spec.rotateSourceIp ? { localAddress: nextSourceIp() } : {}),
      });
      tally.record(spec.path, answer.status);
      // FUZZ_DEBUG=1 prints every answer, to see what a run actually reaches.
      if (process.env.FUZZ_DEBUG) console.log(spec.path, answer.status, answer.text.slice(0, 160));
      expect(allowed, `status ${answer.status}: ${answer.text.slice(0, 300)}`).toContain(answer.status);
      expect(answer.headers['x-request-id']).toEqual(expect.any(String));
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      if (answer.status === 200) {
        expect(answer.json).toMatchObject({ err: false });
        state = await snapshot();
        return;
      }
      expect(answer.json).toEqual({
        err: true,
        code: expect.any(String),
        message: expect.stringMatching(/\S/),
        ...(answer.json?.requestId === undefined ? {} : { requestId: expect.any(String) }),
      });
      expect(CODES_BY_STATUS[answer.status]).toContain(answer.json.code);
      expect(answer.text).not.toMatch(/\bat [\w.<>]+ \(|node:internal|\.ts:\d+/);
      const after = await snapshot();
      expect(difference(state, after), `${spec.path} ${answer.status} changed the table`).toEqual({
        added: [],
        removed: [],
      });
    }),
    { numRuns: FUZZ_RUNS, seed: seedFor(spec.path), endOnFailure: true },
  );
}

/**
 * A fuzz suite of key-based endpoints: one world (gateway, private table, companies) for the file,
 * one test per spec, and the tally of statuses printed at the end.
 */
export function describeKeyedFuzz(
  title: string,
  names: { world: string; tally: string },
  specs: readonly KeyedSpec[],
): void {
  describe(title, () => {
    let world: FuzzWorld;
    const tally = new FuzzTally(names.tally);
    beforeAll(async () => {
      world = await fuzzWorld(names.world);
    });
    afterAll(async () => {
      tally.report();
      await world?.close();
    });

    it.each(specs.map((spec) => [spec.path, spec] as const))(
      '%s answers every input with a documented status and envelope, refusals changing nothing',
      async (_path, spec) => {
        await fuzzKeyedEndpoint(world.gateway.baseUrl, spec, world.keys, tally);
      },
      120_000,
    );
  });
}
