/**
 * Reading the OpenAPI document the way an integrator's tooling does: operations in order, their
 * named examples (request and answer joined by name; a failure's request is on its answer, in
 * `x-request`), and JSON Schema validators of the answers.
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
type Parameter = JsonObject & { name: string; in: string; examples?: Record<string, JsonObject> };
/** The request of a failure, on its answer. */
type RequestOnAnswer = { parameters?: Record<string, string>; body?: unknown };

/** The operation's examples, by status then as documented. */
export function examplesOf(op: JsonObject): DocExample[] {
  const responses = op.responses as Record<string, { content?: Content }>;
  const request = (op.requestBody as { content: Content } | undefined)?.content ?? {};
  const parameters = (op.parameters ?? []) as Parameter[];
  const found: DocExample[] = [];
  for (const [status, response] of Object.entries(responses)) {
    for (const [mediaType, media] of Object.entries(response.content ?? {})) {
      for (const [name, example] of Object.entries(media.examples ?? {})) {
        const onAnswer = example['x-request'] as RequestOnAnswer | undefined;
        found.push({
          name,
          status: Number(status),
          mediaType,
          answerSchema: media.schema,
          answer: example.value,
          token: example['x-token'] as string | undefined,
          body: requestBodyOf(name, request, onAnswer),
          params: parameters.flatMap((p) => {
            const value = p.examples?.[name]?.value ?? onAnswer?.parameters?.[p.name];
            return value === undefined ? [] : [{ name: p.name, in: p.in, value: String(value) }];
          }),
        });
      }
    }
  }
  return found;
}

function requestBodyOf(
  name: string,
  request: Content,
  onAnswer: RequestOnAnswer | undefined,
): DocExample['body'] {
  const onRequest = Object.entries(request).find(([, media]) => media.examples?.[name]);
  if (onRequest) {
    const [mediaType, media] = onRequest;
    return { value: media.examples?.[name]?.value, mediaType, schema: media.schema };
  }
  const [first] = Object.entries(request);
  if (!first || onAnswer?.body === undefined) return undefined;
  return { value: onAnswer.body, mediaType: first[0], schema: first[1].schema };
}

export function schemaValidator() {
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  return (schema: JsonObject, value: unknown): string | undefined => {
    const validate = ajv.compile(schema);
    return validate(value) ? undefined : ajv.errorsText(validate.errors);
  };
}
