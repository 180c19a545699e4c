/**
 * Bad input for the MCP server: POST /mcp (envelopes, batches, methods, tool calls) and
 * POST /mcp/tools/<name>, over real HTTP. The tools come from the registry's catalog, so every tool
 * added to lib/mcp/tools/ is fuzzed from its published inputSchema without an edit here.
 * Properties: a documented status (never 5xx), the documented body, and a call that did not succeed
 * leaves the table as it was (its audit item and rate window aside).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCOPE_FAMILIES } from '../../../lib/auth/scopes.js';
import { catalog } from '../../../lib/mcp/catalog.js';
import { http } from '../../support/gateway.js';
import { chatbotToken, serviceToken } from '../../support/tokens.js';
import { type Doc, lit, serialize } from '../support/bad-input.js';
import { FUZZ_RUNS, FuzzTally, seedFor } from '../support/fuzz-run.js';
import { type FuzzWorld, fuzzWorld, plausible } from '../support/fuzz-world.js';
import {
  acceptHeader,
  type CatalogTool,
  checkDirectAnswer,
  checkRpcAnswer,
  protocolHeader,
  rpcBody,
  rpcMessage,
  toolCall,
} from '../support/mcp-fuzz.js';
import { difference, snapshot } from '../support/private-table.js';

type Caller = 'service' | 'chatbot' | 'none' | 'garbage';
const caller = fc.constantFrom<Caller>('service', 'service', 'service', 'chatbot', 'none', 'garbage');

describe('bad input: MCP server', () => {
  let world: FuzzWorld;
  let tools: CatalogTool[];
  let hints: Record<string, fc.Arbitrary<Doc>>;
  let calls = 0;
  const tally = new FuzzTally('mcp');

  beforeAll(async () => {
    world = await fuzzWorld('mcp');
    tools = catalog(true) as unknown as CatalogTool[];
    const id = world.company.companyId;
    // Arguments named like these get values that mean something in the fuzz company.
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

  /** A fresh actor per call, so the rate limits (tested on their own) do not answer everything 429. */
  async function authorization(who: Caller): Promise<Record<string, string>> {
    calls += 1;
    const id = world.company.companyId;
    if (who === 'none') return {};
    if (who === 'garbage') return { authorization: 'Bearer not.a.token' };
    const token =
      who === 'service'
        ? await serviceToken(
            [...SCOPE_FAMILIES.map((family) => `${family}:${id}`), 'read:tickets:*'],
            `fuzz-${calls}`,
          )
        : await chatbotToken(
            id,
            SCOPE_FAMILIES.map((family) => `${family}:${id}`),
            `usr_fuzz_${calls}`,
          );
    return { authorization: `Bearer ${token}` };
  }

  async function unchangedUnlessSucceeded(before: string[], succeeded: boolean): Promise<string[]> {
    const after = await snapshot();
    if (!succeeded) expect(difference(before, after)).toEqual({ added: [], removed: [] });
    return after;
  }

  it('lists at least one tool to fuzz', () => {
    expect(tools.length).toBeGreaterThan(0);
  });

  it('POST /mcp answers every body with a documented status and JSON-RPC envelope', async () => {
    let state = await snapshot();
    const body = rpcBody(rpcMessage(toolCall(tools, hints)));
    await fc.assert(
      fc.asyncProperty(body, caller, acceptHeader, protocolHeader, async (doc, who, accept, protocol) => {
        const answer = await http(`${world.gateway.baseUrl}/mcp`, {
          body: serialize(doc),
          headers: { 'content-type': 'application/json', accept, ...protocol, ...(await authorization(who)) },
          localAddress: `127.30.${(calls >> 8) & 0xff}.${calls & 0xff || 1}`,
        });
        tally.record('POST /mcp', answer.status);
        state = await unchangedUnlessSucceeded(state, checkRpcAnswer(answer));
      }),
      { numRuns: FUZZ_RUNS * 2, seed: seedFor('POST /mcp'), endOnFailure: true },
    );
  }, 180_000);

  it('POST /mcp/tools/<name> answers every call with a documented status and the tool envelope', async () => {
    let state = await snapshot();
    await fc.assert(
      fc.asyncProperty(toolCall(tools, hints), caller, async ({ name, args }, who) => {
        const answer = await http(`${world.gateway.baseUrl}/mcp/tools/${encodeURIComponent(name || 'x')}`, {
          body: serialize(args),
          headers: { 'content-type': 'application/json', ...(await authorization(who)) },
        });
        tally.record('POST /mcp/tools/<name>', answer.status);
        state = await unchangedUnlessSucceeded(state, checkDirectAnswer(answer));
      }),
      { numRuns: FUZZ_RUNS * 2, seed: seedFor('POST /mcp/tools'), endOnFailure: true },
    );
  }, 180_000);
});
