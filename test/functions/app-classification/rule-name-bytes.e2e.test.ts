/**
 * A rule name within 200 characters whose bytes the store's keys cannot hold (128 emoji are 512
 * bytes, twice that in the listing's sort key): refused as a bad app_name_pt, through REST and
 * through the MCP tool categorizeURL with the official SDK client, and nothing stored.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countActiveRules } from '../../../lib/dynamo/rule-store.js';
import { newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { connectMcp, envelopeOf } from '../../support/mcp-client.js';
import { serviceToken } from '../../support/tokens.js';

const EMOJI_NAME = '😀'.repeat(128);

describe('a rule name over the bytes a key holds', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let client: Client;

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany();
    client = await connectMcp(
      gateway.baseUrl,
      await serviceToken([`write:masterdata:${company.companyId}`], `svc-${company.companyId}`),
    );
  });
  afterAll(async () => {
    await client?.close();
    await gateway?.close();
  });

  it('POST /insertAppClassificationRule answers 400 naming app_name_pt, and stores nothing', async () => {
    const answer = await http(`${gateway.baseUrl}/insertAppClassificationRule`, {
      body: { key: company.key, app_name_pt: EMOJI_NAME, regex_rule: '^x$' },
    });
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ err: true, code: 'INVALID_FIELD' });
    expect(answer.json.message).toMatch(/app_name_pt \(must be at most 500 bytes/);
    expect(await countActiveRules(company.companyId)).toBe(0);
  });

  it('accepts a name of 125 emoji (500 bytes), the most it holds', async () => {
    const other = await newCompany();
    const answer = await http(`${gateway.baseUrl}/insertAppClassificationRule`, {
      body: { key: other.key, app_name_pt: '😀'.repeat(125), regex_rule: '^x$' },
    });
    expect(answer.status).toBe(200);
    expect(await countActiveRules(other.companyId)).toBe(1);
  });

  it('categorizeURL answers invalid_arguments naming app_name_pt, and stores nothing', async () => {
    const result = await client.callTool({
      name: 'categorizeURL',
      arguments: { url: 'https://docs.example.com', app_name_pt: EMOJI_NAME, app_class: 'Produtividade' },
    });
    expect(result.isError).toBe(true);
    const envelope = envelopeOf(result);
    expect(envelope).toMatchObject({ success: false, escalationReason: 'invalid_arguments' });
    expect(JSON.stringify(envelope)).toContain('app_name_pt');
    expect(await countActiveRules(company.companyId)).toBe(0);
  });
});
