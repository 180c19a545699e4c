/**
 * What `npm run bench:cost` measures, row by row, with the cost meter (meter.ts): every sample
 * request of every function and MCP tool (bench/calls), every kind of change the summariser is
 * handed (one in a batch, and a thousand of one company in a batch), and every answer built from
 * the summaries over a seeded company. The same rows at a small size are the budgets `npm test`
 * holds (budgets.ts).
 */
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { SCOPE_FAMILIES } from '../../lib/auth/scopes.js';
import { cachedCompany } from '../../lib/companies/resolve-company.js';
import { employeeItem } from '../../lib/dynamo/employee-store.js';
import { punchDayKeys, transmissionKeys } from '../../lib/dynamo/keys.js';
import { loadHandler } from '../../lib/local/gateway.js';
import { callTool } from '../../lib/mcp/call-tool.js';
import type { Principal } from '../../lib/mcp/principal.js';
import { STREAM_FUNCTIONS } from '../../lib/routes.js';
import { openTicket } from '../../lib/tickets/manage-tickets.js';
import { context, handlerOf, ORDER, sampleTokens } from '../calls/check.js';
import { mcpToolEvent, sampleCompany, sampleEvent, TOOL_SAMPLES } from '../calls/samples.js';
import { type Dataset, departmentOf } from '../scale/datasets.js';
import { PROBES, type Ranges, rangesOf } from '../scale/probes.js';
import { seedWithSummaries } from '../scale/seed.js';
import type { Cost, CostMeter } from './meter.js';

export interface CostRow extends Cost {
  name: string;
}

/** Every function's sample request and every tool's sample call, with the company record cached (a warm instance). */
export async function requestCosts(meter: CostMeter): Promise<CostRow[]> {
  const company = await sampleCompany('Bench cost');
  const rows: CostRow[] = [];
  let executionId = '';
  for (const name of ORDER) {
    const handler = await handlerOf(name);
    await cachedCompany(company.companyId);
    const { result, cost } = await meter.measure(() =>
      handler(sampleEvent(name, company.key), context(name)),
    );
    if ((result.statusCode ?? 200) >= 500)
      throw new Error(`${name} answered ${result.statusCode}: ${result.body}`);
    if (name === 'masterData')
      executionId = (JSON.parse(String(result.body)) as { executionId: string }).executionId;
    rows.push({ name, ...cost });
  }
  const { ticket } = await openTicket(
    { companyId: company.companyId, subject: 'Cost sample', description: 'For lookupTicketContext.' },
    { sub: 'bench-cost', mode: 'admin', via: 'admin' },
  );
  const tokens = await sampleTokens(company.companyId);
  const mcp = await handlerOf('mcp');
  const toolContext = {
    companyId: company.companyId,
    executionId,
    ticketId: ticket.ticketId,
    now: new Date(),
  };
  for (const sample of TOOL_SAMPLES) {
    const event = mcpToolEvent(tokens[sample.caller], sample.tool, sample.args(toolContext));
    const { result, cost } = await meter.measure(() => mcp(event, context('mcp')));
    if (String(result.body).includes('"isError":true'))
      throw new Error(`${sample.tool} failed: ${result.body}`);
    rows.push({ name: `mcp tools/call ${sample.tool}`, ...cost });
  }
  return rows;
}

type Item = Record<string, unknown>;
let sequence = 0;

/** The stream record of one change of an item (before → after; undefined: absent). */
function recordOf(before: Item | undefined, after: Item | undefined): DynamoDBRecord {
  const keyed = (after ?? before) as Item;
  sequence += 1;
  const image = (item: Item) => marshall(item, { removeUndefinedValues: true }) as never;
  return {
    eventID: `cost-${sequence}`,
    eventName: !after ? 'REMOVE' : before ? 'MODIFY' : 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: {
      ApproximateCreationDateTime: Math.floor(Date.now() / 1000),
      Keys: image({ pk: keyed.pk, sk: keyed.sk }),
      ...(after ? { NewImage: image(after) } : {}),
      ...(before ? { OldImage: image(before) } : {}),
      SequenceNumber: String(sequence).padStart(21, '0'),
      StreamViewType: 'NEW_AND_OLD_IMAGES',
    },
  };
}

const punchDay = (companyId: string, date: string, login: string, department: string, fields: Item) => ({
  ...punchDayKeys.item(companyId, date, login),
  type: 'PunchDay',
  companyId,
  login,
  date,
  hostname: 'NB-01',
  locationType: 'office',
  source: 'integration',
  action_id: `pa_cost_${login}`,
  department,
  timeZone: 'America/Sao_Paulo',
  approvedExtensionMinutes: 0,
  ...fields,
});

const employee = (companyId: string, login: string, department: string, active: boolean) =>
  employeeItem(
    companyId,
    { login, name: `Employee ${login}`, department, role: 'Analyst', active, email: `${login}@cost.example` },
    '2026-10-01T00:00:00.000Z',
  );

const transmission = (companyId: string, at: string, requestId: string) => ({
  ...transmissionKeys.item(companyId, at, requestId),
  type: 'Transmission',
  companyId,
  endpoint: 'sendPunchClock',
  status: 200,
  errorCode: null,
  latencyMs: 12,
  counts: {},
  requestId,
  at,
});

/**
 * Each kind of change, for employee `i` of the company: what it was before the measured change
 * (set up first, unmeasured) and the change itself.
 */
function changeKinds(companyId: string, date: string, department: (i: number) => string) {
  const begin = `${date}T11:58:31Z`;
  const day = (i: number, fields: Item) =>
    punchDay(companyId, date, `cost${i}`, department(i), { beginDay: begin, ...fields });
  const done = {
    beginLunch: `${date}T15:00:00Z`,
    endLunch: `${date}T16:00:00Z`,
    endDay: `${date}T21:00:00Z`,
  };
  const at = `${date}T12:00:00.000Z`;
  return {
    'a new punch day': (i: number) => [undefined, day(i, {})] as const,
    'a changed day': (i: number) => [day(i, {}), day(i, done)] as const,
    'a deleted day': (i: number) => [day(i, done), undefined] as const,
    'a day given overtime': (i: number) =>
      [day(i, done), day(i, { ...done, approvedExtensionMinutes: 60 })] as const,
    'an employee imported': (i: number) =>
      [undefined, employee(companyId, `cost${i}`, department(i), true)] as const,
    'an employee moved': (i: number) =>
      [
        employee(companyId, `cost${i}`, department(i), true),
        employee(companyId, `cost${i}`, department(i + 1), true),
      ] as const,
    'an employee deactivated': (i: number) =>
      [
        employee(companyId, `cost${i}`, department(i), true),
        employee(companyId, `cost${i}`, department(i), false),
      ] as const,
    'a transmission': (i: number) =>
      [undefined, transmission(companyId, at, `req_cost_${date}_${i}`)] as const,
  };
}

/**
 * The summariser's units for each kind of change on `date` of the company: one change in a batch,
 * and `many` changes of the company in one batch (per change). Each measured change is of an
 * employee of its own, whose earlier state was handed over first.
 */
export async function summariserCosts(
  meter: CostMeter,
  companyId: string,
  date: string,
  department: (i: number) => string,
  many: number,
): Promise<CostRow[]> {
  const def = STREAM_FUNCTIONS.find((fn) => fn.name === 'summariseChanges');
  if (!def) throw new Error('no summariseChanges function in lib/routes.ts');
  const handler = (await loadHandler(def)) as unknown as (
    event: DynamoDBStreamEvent,
    c: unknown,
  ) => Promise<void>;
  const deliver = (records: DynamoDBRecord[]) => handler({ Records: records }, context(def.name));
  const rows: CostRow[] = [];
  let first = 0;
  for (const [kind, change] of Object.entries(changeKinds(companyId, date, department))) {
    for (const batch of [1, many]) {
      const changes = Array.from({ length: batch }, (_, i) => change(first + i));
      first += batch;
      const earlier = changes.flatMap(([before]) => (before ? [recordOf(undefined, before)] : []));
      if (earlier.length > 0) await deliver(earlier);
      const { cost } = await meter.measure(() =>
        deliver(changes.map(([before, after]) => recordOf(before, after))),
      );
      const per = (n: number) => Math.round((n / batch) * 100) / 100;
      rows.push({
        name: `${kind}, ${batch === 1 ? 'one in a batch' : `${batch.toLocaleString('en-US')} of one company in a batch (per change)`}`,
        reads: per(cost.reads),
        writes: per(cost.writes),
        roundTrips: cost.roundTrips,
        calls: cost.calls,
      });
    }
  }
  return rows;
}

const principalOf = (companyId: string, mode: 'service' | 'chatbot'): Principal => ({
  sub: `bench-cost-${mode}`,
  mode,
  scopes: SCOPE_FAMILIES.map((family) => `${family}:${companyId}`),
  ...(mode === 'chatbot' ? { tenant: companyId } : {}),
});

/** Every answer built from the summaries (bench:scale's probes), over the dataset's ranges. */
export async function answerCosts(meter: CostMeter, dataset: Dataset, ranges: Ranges): Promise<CostRow[]> {
  const rows: CostRow[] = [];
  for (const probe of PROBES.filter((p) => p.summarising && p.tool)) {
    const args = probe.args(dataset, ranges);
    const principal = principalOf(dataset.companyId, probe.mode);
    const { result, cost } = await meter.measure(() => callTool(principal, probe.tool ?? '', args, 'direct'));
    if (!result.envelope.success) throw new Error(`${probe.label}: ${JSON.stringify(result.envelope)}`);
    rows.push({ name: probe.label, ...cost });
  }
  return rows;
}

/** The company measured: the design scale, or the small one of the budgets; punches end on the last day of the month before. */
export function costDataset(scale: 'small' | 'design'): Dataset & { lastDay: string } {
  const now = new Date();
  const lastDay = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0)).toISOString().slice(0, 10);
  return scale === 'design'
    ? {
        key: 'large',
        companyId: 'co_cost_design',
        name: 'Cost Design HOMOLOG',
        employees: 5_000,
        days: 92,
        transmissionDays: 31,
        transmissionsPerDay: 2_000,
        lastDay,
      }
    : {
        key: 'small',
        companyId: 'co_cost_small',
        name: 'Cost Small HOMOLOG',
        employees: 20,
        days: 5,
        transmissionDays: 3,
        transmissionsPerDay: 10,
        lastDay,
      };
}

/** Every row of the table, by section, for the dataset (seeded here, with its summaries). */
export async function measureCosts(
  meter: CostMeter,
  dataset: Dataset & { lastDay: string },
): Promise<Record<string, CostRow[]>> {
  const requests = await requestCosts(meter);
  await seedWithSummaries(dataset, dataset.lastDay);
  const many = dataset.employees >= 1_000 ? 1_000 : 100;
  const changes = await summariserCosts(meter, dataset.companyId, dataset.lastDay, departmentOf, many);
  const answers = await answerCosts(meter, dataset, rangesOf(dataset, dataset.lastDay));
  return {
    'request (sample call, company record cached)': requests,
    [`change handed to the summariser (on ${dataset.lastDay})`]: changes,
    [`answer (${dataset.employees.toLocaleString('en-US')} employees, ${dataset.days} days to ${dataset.lastDay})`]:
      answers,
  };
}
