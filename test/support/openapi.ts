/**
 * Reading the OpenAPI document the way an integrator's tooling does: operations in order, their
 * named examples (request and answer joined by name), and JSON Schema validators of the answers.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { JsonObject } from '../../lib/openapi/document.js';

export interface DocOperation {
  method: string;
  path: string;
  op: JsonObject;
}

export function operationsOf(doc: JsonObject): DocOperation[] {
  const paths = doc.paths as Record<string, Record<string, JsonObject>>;
  return Object.entries(paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
}

export interface DocExample {
  name: string;
  status: number;
  /** Media type of the documented answer. */
  mediaType: string;
  answerSchema: JsonObject;
  answer: unknown;
  token: string | undefined;
  /** The request body, its media type and schema, when the example has one. */
  body: { value: unknown; mediaType: string; schema: JsonObject } | undefined;
  params: Array<{ name: string; in: string; value: string }>;
}

type Content = Record<string, { schema: JsonObject; examples?: Record<string, JsonObject> }>;

/** The operation's examples, by status then as documented. */
export function examplesOf(op: JsonObject): DocExample[] {
  const responses = op.responses as Record<string, { content?: Content }>;
  const request = (op.requestBody as { content: Content } | undefined)?.content ?? {};
  const parameters = (op.parameters ?? []) as Array<JsonObject & { examples?: Record<string, JsonObject> }>;
  const found: DocExample[] = [];
  for (const [status, response] of Object.entries(responses)) {
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      for (const [name, example] of Object.entries(media.examples ?? {})) {
        const bodyIn = Object.entries(request).find(([, m]) => m.examples?.[name]);
        found.push({
          name,
          status: Number(status),
          mediaType,
          answerSchema: media.schema,
          answer: example.value,
          token: example['x-token'] as string | undefined,
          body: bodyIn
            ? { value: bodyIn[1].examples?.[name]?.value, mediaType: bodyIn[0], schema: bodyIn[1].schema }
            : undefined,
          params: parameters
            .filter((p) => p.examples?.[name])
            .map((p) => ({
              name: String(p.name),
              in: String(p.in),
              value: String(p.examples?.[name]?.value),
            })),
        });
      }
    }
  }
  return found;
}

export function schemaValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return (schema: JsonObject, value: unknown): string | undefined => {
    const validate = ajv.compile(schema);
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}
