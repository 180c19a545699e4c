/**
 * Bad input for the MCP server's 2026-07-28 side: the messages of the MCP fuzz with a `_meta` that is
 * mostly right (else of another revision, incomplete or junk), one or a batch, under headers that
 * mostly mirror the body (else name another method, tool or revision, come Base64-encoded, or are
 * missing), over real HTTP. Properties: a documented status (never 5xx), the revision's documented
 * body (its error codes, 404 only for -32601, `resultType` on every result, the 403 challenge for a
 * missing scope), and a call that did not succeed leaves the table as it was (its audit item and
 * rate window aside). A request the server takes as legacy is held to the legacy fuzz's checks.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE_FAMILIES } from '../../../lib/auth/scopes.js';
import { catalog } from '../../../lib/mcp/catalog.js';
import { eraOf } from '../../../lib/mcp/versions.js';
import { http } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';
import { arr, type Doc, lit, serialize } from '../support/bad-input.js';
import { FUZZ_RUNS, FuzzTally, seedFor } from '../support/fuzz-run.js';
import { type FuzzWorld, fuzzWorld, plausible } from '../support/fuzz-world.js';
import {
  acceptHeader,
  type CatalogTool,
  checkModernAnswer,
  checkRpcAnswer,
  fieldOf,
  mirroredHeader,
  modernMeta,
  rpcMessage,
  toolCall,
  withMeta,
} from '../support/mcp-fuzz.js';
import { difference, snapshot } from '../support/private-table.js';

const versionHeader = fc.constantFrom<string | undefined>(
  '2026-07-28',
  '2026-07-28',
  '2026-07-28',
  '2025-11-25',
  '2027-01-01',
  undefined,
);

/** The era the server takes the body for; a body it cannot parse is refused the same in both. */
function eraOfText(text: string, version: string | undefined) {
  try {
    return eraOf(JSON.parse(text), version);
  } catch {
    return 'legacy';
  }
}

describe('bad input: MCP server, revision 2026-07-28', () => {
  let world: FuzzWorld;
  let tools: CatalogTool[];
  let hints: Record<string, fc.Arbitrary<Doc>>;
  let calls = 0;
  const tally = new FuzzTally('mcp-2026-07-28');

  beforeAll(async () => {
    world = await fuzzWorld('mcp-modern');
    tools = catalog(true) as unknown as CatalogTool[];
    const id = world.company.companyId;
    hints = {
      company: fc.oneof(
        { weight: 4, arbitrary: fc.constant(lit(id)) },
        fc.constantFrom(lit('co_other'), lit('')),
      ),
      login: plausible.login,
      managerEmail: plausible.email,
      date: plausible.date,
    };
  });
  afterAll(async () => {
    tally.report();
    await world?.close();
  });

  /** A fresh actor per call (rate limits are tested on their own), with every family but admin:*. */
  async function authorization(withToken: boolean): Promise<Record<string, string>> {
    calls += 1;
    if (!withToken) return {};
    const id = world.company.companyId;
    const token = await serviceToken(
      [...SCOPE_FAMILIES.map((family) => `${family}:${id}`), 'read:tickets:*'],
      `fuzz-modern-${calls}`,
    );
    return { authorization: `Bearer ${token}` };
  }

  it('POST /mcp answers every 2026-07-28 request with a documented status and body', async () => {
    let state = await snapshot();
    const message = fc
      .tuple(rpcMessage(toolCall(tools, hints)), modernMeta)
      .map(([doc, meta]) => withMeta(doc, meta));
    const body = fc.oneof(
      { weight: 5, arbitrary: message },
      { weight: 1, arbitrary: fc.array(message, { minLength: 1, maxLength: 3 }).map(arr) },
    );
    const request = body.chain((doc) =>
      fc.record({
        doc: fc.constant(doc),
        version: versionHeader,
        method: mirroredHeader(fieldOf(doc, ['method'])),
        name: mirroredHeader(fieldOf(doc, ['params', 'name'])),
        accept: acceptHeader,
        withToken: fc.boolean(),
      }),
    );
    await fc.assert(
      fc.asyncProperty(request, async ({ doc, version, method, name, accept, withToken }) => {
        const text = serialize(doc);
        const headers: Record<string, string> = {
          'content-type': 'application/json',
          accept,
          ...(version ? { 'mcp-protocol-version': version } : {}),
          ...(method ? { 'mcp-method': method } : {}),
          ...(name ? { 'mcp-name': name } : {}),
          ...(await authorization(withToken)),
        };
        const answer = await http(`${world.gateway.baseUrl}/mcp`, {
          body: text,
          headers,
          localAddress: `127.31.${(calls >> 8) & 0xff}.${calls & 0xff || 1}`,
        });
        const modern = eraOfText(text, version) === 'modern';
        tally.record(modern ? 'POST /mcp (2026-07-28)' : 'POST /mcp (legacy)', answer.status);
        const succeeded = modern ? checkModernAnswer(answer) : checkRpcAnswer(answer);
        const after = await snapshot();
        if (!succeeded) expect(difference(state, after)).toEqual({ added: [], removed: [] });
        state = after;
      }),
      { numRuns: FUZZ_RUNS * 2, seed: seedFor('POST /mcp 2026-07-28'), endOnFailure: true },
    );
  }, 180_000);
});
