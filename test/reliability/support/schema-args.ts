/**
 * Tool arguments from a tool's published JSON Schema, so the MCP fuzz covers whatever tools the
 * registry lists (tools added later included) without knowing any of them: arguments that satisfy
 * the schema reach the tool's own logic, and one of them is then made wrong, dropped or joined by
 * an unknown one.
 */
import fc from 'fast-check';
import { arr, type Doc, fieldName, lit, nastyDoc, obj } from './bad-input.js';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  format?: string;
}

const scalar = (value: unknown): Doc =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)
    ? lit(value as string | number | boolean | null)
    : lit(JSON.stringify(value));

/** A value the schema accepts (as far as JSON Schema says; refinements are the tool's business). */
export function validValue(
  schema: JsonSchema,
  hints: Record<string, fc.Arbitrary<Doc>>,
  name = '',
): fc.Arbitrary<Doc> {
  const hint = hints[name];
  if (hint) return hint;
  if (schema.const !== undefined) return fc.constant(scalar(schema.const));
  if (schema.enum) return fc.constantFrom(...schema.enum.map(scalar));
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => validValue(variant, hints, name)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'date') return fc.constantFrom(lit('2026-03-10'), lit('2026-03-01'));
      if (schema.format === 'date-time') return fc.constant(lit('2026-03-10T12:00:00Z'));
      if (schema.format === 'email') return fc.constant(lit('boss@fuzz.example'));
      return fc
        .string({
          minLength: Math.max(1, schema.minLength ?? 1),
          maxLength: Math.min(schema.maxLength ?? 20, 20),
        })
        .map(lit);
    case 'integer':
      return fc
        .integer({ min: schema.minimum ?? -1_000, max: Math.min(schema.maximum ?? 1_000, 1_000) })
        .map(lit);
    case 'number':
      return fc.double({ min: schema.minimum ?? -1_000, max: schema.maximum ?? 1_000, noNaN: true }).map(lit);
    case 'boolean':
      return fc.boolean().map(lit);
    case 'null':
      return fc.constant(lit(null));
    case 'array':
      return fc
        .array(validValue(schema.items ?? {}, hints), { maxLength: Math.min(schema.maxItems ?? 3, 3) })
        .map(arr);
    case 'object':
      return objectOf(schema, hints);
    default:
      return fc.constantFrom(lit('x'), lit(1), lit(true));
  }
}

function objectOf(schema: JsonSchema, hints: Record<string, fc.Arbitrary<Doc>>): fc.Arbitrary<Doc> {
  const properties = schema.properties ?? {};
  const model = Object.fromEntries(
    Object.entries(properties).map(([name, property]) => [name, validValue(property, hints, name)]),
  );
  return fc
    .record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) })
    .map((value) => obj(Object.entries(value) as Array<[string, Doc]>));
}

/** Valid arguments, then at most one thing wrong; or anything at all in place of the arguments. */
export function toolArguments(
  schema: JsonSchema,
  hints: Record<string, fc.Arbitrary<Doc>>,
): fc.Arbitrary<Doc> {
  const names = Object.keys(schema.properties ?? {});
  const near = fc
    .tuple(
      objectOf(schema, hints),
      fc.option(fc.tuple(fc.constantFrom('', ...names), fc.option(nastyDoc)), { freq: 1 }),
    )
    .map(([valid, change]): Doc => {
      if (!change || valid.t !== 'obj') return valid;
      const [name, value] = change;
      const kept = valid.entries.filter(([field]) => field !== name);
      if (value === null) return obj(kept);
      return obj([...kept, [name || 'unexpected', value]]);
    });
  const withExtra = fc
    .tuple(objectOf(schema, hints), fieldName, nastyDoc)
    .map(([valid, name, value]): Doc => (valid.t === 'obj' ? obj([...valid.entries, [name, value]]) : valid));
  return fc.oneof(
    { weight: 4, arbitrary: near },
    { weight: 1, arbitrary: withExtra },
    { weight: 1, arbitrary: nastyDoc },
  );
}
