/**
 * The time arguments of the MCP tools as agents write them, sent with the official SDK client:
 * RFC 3339 instants (fractional seconds, `Z` or an offset) and plain dates, one published schema.
 */
import type { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { http, startGateway, type TestGateway } from '../../support/gateway.js';
import { connectMcp, envelopeOf } from '../../support/mcp-client.js';
import { chatbotToken, serviceToken } from '../../support/tokens.js';

const HOUR = 3_600_000;
const TIME_PROPERTIES = new Set(['from', 'to', 'date']);

/** The same instant written with another UTC offset, e.g. `-03:00`, milliseconds kept. */
function withOffset(ms: number, offsetMinutes: number): string {
  const local = new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 23);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${local}${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

describe('MCP time arguments', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let client: Client;
  let analyst: Client;
  let sentAt: number;

  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('ana')] });
    const answer = await http(`${gateway.baseUrl}/integrationValidatorData`, { body: { key: company.key } });
    expect(answer.status).toBe(200);
    sentAt = Date.now();
    const families = ['read:logs', 'read:dashboard', 'read:masterdata'];
    client = await connectMcp(
      gateway.baseUrl,
      await serviceToken(
        families.map((family) => `${family}:${company.companyId}`),
        `svc-${company.companyId}`,
      ),
    );
    analyst = await connectMcp(
      gateway.baseUrl,
      await chatbotToken(company.companyId, [`read:analytics:${company.companyId}`]),
    );
  });
  afterAll(async () => {
    await client?.close();
    await analyst?.close();
    await gateway?.close();
  });

  const call = async (name: string, args: Record<string, unknown>, as: Client = client) => {
    const result = await as.callTool({ name, arguments: args });
    return { isError: result.isError === true, envelope: envelopeOf(result) };
  };

  const today = () => new Date(sentAt).toISOString().slice(0, 10);

  it.each([
    [
      'toISOString() forms (milliseconds, Z)',
      () => new Date(sentAt - HOUR).toISOString(),
      () => new Date(sentAt + HOUR).toISOString(),
    ],
    ['+00:00 and -03:00 offsets', () => withOffset(sentAt - HOUR, 0), () => withOffset(sentAt + HOUR, -180)],
    [
      'lower-case t and z, microseconds',
      () => new Date(sentAt - HOUR).toISOString().replace('T', 't').replace('Z', '123z'),
      () => withOffset(sentAt + HOUR, 330),
    ],
    ['plain dates (the first and the last instant of the day, UTC)', today, today],
  ])('data-searchLogs takes %s', async (_label, from, to) => {
    const answer = await call('data-searchLogs', { from: from(), to: to() });
    expect(answer.envelope).toMatchObject({ success: true });
    expect(answer.envelope.data.transmissions.map((t: { endpoint: string }) => t.endpoint)).toContain(
      'integrationValidatorData',
    );
  });

  it('reads an offset as the instant it names: a window that ends before the transmission misses it', async () => {
    // The clock digits of 30 minutes after the call, at +03:00: an instant 2h30 before it.
    const answer = await call('data-searchLogs', {
      from: withOffset(sentAt - 5 * HOUR, -180),
      to: `${new Date(sentAt + 30 * 60_000).toISOString().slice(0, 23)}+03:00`,
    });
    expect(answer.envelope.success).toBe(true);
    expect(answer.envelope.data.transmissions).toEqual([]);
  });

  it('getAuditTrail takes instants with offsets and plain dates', async () => {
    await call('searchEmployee', { dataset: 'employees', query: 'ana' });
    for (const [from, to] of [
      [withOffset(Date.now() - HOUR, -180), new Date(Date.now() + HOUR).toISOString()],
      [today(), new Date(Date.now() + HOUR).toISOString().slice(0, 10)],
    ]) {
      const answer = await call('getAuditTrail', { from, to });
      expect(answer.envelope).toMatchObject({ success: true });
      expect(answer.envelope.data.entries.map((e: { tool: string }) => e.tool)).toContain('searchEmployee');
    }
  });

  it('day-based tools take an instant as the date it is written in', async () => {
    const instant = '2026-03-10T23:30:00.000-03:00';
    const chart = await call('data-dashboardChartQuery', {
      chart: 'transmissionsByStatus',
      from: instant,
      to: '2026-03-12',
    });
    expect(chart.envelope).toMatchObject({ success: true, data: { from: '2026-03-10', to: '2026-03-12' } });
    const day = await call('getEmployeeDay', { login: 'ana', date: '2026-03-10T08:00:00Z' });
    expect(day.envelope).toMatchObject({ success: true, data: { date: '2026-03-10' } });
    const punches = await call('listPunchesByDay', { date: '2026-03-10T08:00:00+01:00' });
    expect(punches.envelope).toMatchObject({ success: true });
    const metric = await call(
      'analyticsQuery',
      { metric: 'workedHours', from: '2026-03-01T00:00:00Z', to: '2026-03-31', groupBy: 'day' },
      analyst,
    );
    expect(metric.envelope).toMatchObject({ success: true, data: { from: '2026-03-01', to: '2026-03-31' } });
  });

  it.each([
    '2026-02-30',
    '2026-02-30T10:00:00Z',
    '2026-03-10T24:00:00Z',
    '2026-03-10T10:60:00Z',
    '2026-03-10T10:00:00',
    '2026-03-10T10:00:00+25:00',
    '2026-03-10 10:00:00Z',
    '10/03/2026',
    '2026-03-10T10:00:00.Z',
  ])('refuses %s as invalid_arguments naming the field', async (value) => {
    const answer = await call('data-searchLogs', { from: value, to: new Date().toISOString() });
    expect(answer.isError).toBe(true);
    expect(answer.envelope).toMatchObject({ success: false, escalationReason: 'invalid_arguments' });
    expect(answer.envelope.warnings.join(' ')).toContain('from');
  });

  it('publishes one schema for every time argument, with a pattern and examples it accepts', async () => {
    const { tools } = await client.listTools();
    const schemas = tools.flatMap((tool) =>
      Object.entries(tool.inputSchema.properties ?? {})
        .filter(([name]) => TIME_PROPERTIES.has(name))
        .map(([name, schema]) => ({ tool: tool.name, name, schema: schema as Record<string, unknown> })),
    );
    expect(new Set(schemas.map((s) => s.tool))).toEqual(
      new Set([
        'data-searchLogs',
        'getAuditTrail',
        'data-dashboardChartQuery',
        'analyticsQuery',
        'getEmployeeDay',
        'listPunchesByDay',
      ]),
    );
    const patterns = new Set(schemas.map((s) => s.schema.pattern));
    expect(patterns.size).toBe(1);
    const pattern = new RegExp(String([...patterns][0]));
    for (const { schema } of schemas) {
      expect(schema.examples).toEqual(expect.arrayContaining([expect.any(String)]));
      for (const example of schema.examples as string[]) expect(example).toMatch(pattern);
    }
    for (const accepted of ['2026-03-10', '2026-03-10T14:30:00Z', '2026-03-10T14:30:00.123+05:30'])
      expect(accepted).toMatch(pattern);
    for (const refused of ['2026-03-10T14:30:00', '2026-03-10 14:30:00Z', '20260310'])
      expect(refused).not.toMatch(pattern);
  });
});
