// The OpenAPI document's date and date-time fields, requests' and answers', read the way a generated client or a
// schema-driven tester reads them (Ajv with ajv-formats): each says its layout with a pattern
// whose fields have their ranges, a real calendar date with `format: date` or `format: date-time`
// where JSON Schema has one, and it refuses nothing the service takes. Where a format exists, the
// document and the service agree exactly.
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, type JsonObject } from '../../../lib/openapi/document.js';
import { isLocalDateTime, isRealDate, isUtcInstant } from '../../../lib/shared/dates.js';
import { operationsOf, schemaValidator } from '../../support/openapi.js';

type Layout = 'date' | 'utcInstant' | 'localDateTime';

/** Which layout a field's pattern describes, by the text between its date and time. */
function layoutOf(pattern: string): Layout | undefined {
  if (!pattern.startsWith('^\\d{4}-')) return undefined;
  if (pattern.endsWith('Z$')) return 'utcInstant';
  if (pattern.includes(' ')) return 'localDateTime';
  return 'date';
}

const SERVICE_TAKES: Record<Layout, (text: string) => boolean> = {
  date: isRealDate,
  utcInstant: isUtcInstant,
  localDateTime: isLocalDateTime,
};
const FORMAT: Record<Layout, string | undefined> = {
  date: 'date',
  utcInstant: 'date-time',
  localDateTime: undefined,
};

const DAYS = [
  '2026-03-10',
  '2028-02-29',
  '2026-12-31',
  '0001-01-01',
  '0000-00-00',
  '2026-00-10',
  '2026-13-01',
  '2026-02-29',
  '2026-02-30',
  '2026-04-31',
  '2026-03-32',
  '2026-3-10',
];
const TIMES = ['00:00:00', '09:30:15', '23:59:59', '24:00:00', '12:60:00', '12:00:60', '9:00:00'];
/** Valid and invalid values of every layout, and of the other layouts. */
const SAMPLES = [
  ...DAYS,
  ...DAYS.flatMap((day) => TIMES.flatMap((time) => [`${day}T${time}Z`, `${day} ${time}`])),
  '2026-03-10T09:30:15+00:00',
  '2026-03-10T09:30:15.5Z',
  '2026-03-10t09:30:15z',
  '',
];

/** Every string schema of a request body, parameter or answer whose pattern is a date layout, with where it is. */
function dateFields(doc: JsonObject): Array<{ where: string; schema: JsonObject; layout: Layout }> {
  const found: Array<{ where: string; schema: JsonObject; layout: Layout }> = [];
  const walk = (node: unknown, where: string) => {
    if (node === null || typeof node !== 'object') return;
    const schema = node as JsonObject;
    const layout = typeof schema.pattern === 'string' ? layoutOf(schema.pattern) : undefined;
    if (layout) found.push({ where, schema, layout });
    for (const [key, child] of Object.entries(schema)) walk(child, `${where}/${key}`);
  };
  for (const { method, path, op } of operationsOf(doc)) {
    // The MCP tools' time arguments take any RFC 3339 instant or a plain date: the tool catalog
    // describes them, not this layout table.
    if (path.startsWith('/mcp/tools')) continue;
    walk(op.requestBody, `${method} ${path} body`);
    walk(op.parameters, `${method} ${path} parameters`);
    walk(op.responses, `${method} ${path} answer`);
  }
  return found;
}

describe("the OpenAPI document's date and date-time fields", () => {
  const fields = dateFields(buildOpenApiDocument());
  const validate = schemaValidator();

  it('are found on the endpoints that take dates', () => {
    const where = fields.map((field) => field.where).join('\n');
    for (const path of ['/getEvents', '/setEvent', '/sendPunchClock', '/recordPunch', '/insertNotification'])
      expect(where).toContain(`POST ${path} body`);
    for (const path of ['/getEvents', '/listPunchClockByDay', '/recordPunch', '/listExtensionRequests'])
      expect(where).toContain(`POST ${path} answer`);
    for (const layout of ['date', 'utcInstant', 'localDateTime'] as const)
      expect(fields.some((field) => field.layout === layout)).toBe(true);
  });

  it('state format: date / date-time where JSON Schema has one', () => {
    const formats = fields.map(({ where, schema }) => ({ where, format: schema.format }));
    expect(formats).toEqual(fields.map(({ where, layout }) => ({ where, format: FORMAT[layout] })));
  });

  it('never refuse a value the service takes, and with a format refuse exactly what it refuses', () => {
    const disagreements: string[] = [];
    for (const { where, schema, layout } of fields) {
      for (const value of SAMPLES) {
        const documented = validate(schema, value) === undefined;
        const taken = SERVICE_TAKES[layout](value);
        const exact = FORMAT[layout] !== undefined;
        if (taken !== documented && (exact || taken))
          disagreements.push(`${where} ${JSON.stringify(value)}: document ${documented}, service ${taken}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('refuse the impossible dates a bare pattern let through', () => {
    for (const { where, schema } of fields) {
      for (const value of ['0000-00-00', '0000-00-00T00:00:00Z', '0000-00-00 00:00:00']) {
        expect({ where, value, refused: validate(schema, value) !== undefined }).toEqual({
          where,
          value,
          refused: true,
        });
      }
    }
  });
});
