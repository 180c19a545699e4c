/**
 * How an endpoint is described before it becomes OpenAPI: its route (which must be a route of the
 * route table), the zod schema that validates its request, a zod schema per documented answer, and
 * named examples. An example's name ties a request (body, parameters) to the answer it gets, so a
 * test can send every example to the local stack and check the answer against its schema.
 *
 * Declaring an answer: its zod schema (`import * as z from '../shared/zod.js'`, zod/mini, as every
 * module a Lambda loads) sits beside the code that builds the answer, which takes its type from it
 * (`export type X = z.output<typeof XSchema>`), so the code and the document cannot drift apart;
 * descriptions and formats go on that schema (`.check(z.describe(...))`, `z.meta`). The operation
 * here only names it: `schema: success({ result: XSchema })` for the `{err:false, ...}` envelope
 * (keyed.ts). A number the text states (a limit, a page size) is the constant the code reads. No
 * answer is typed a second time in lib/openapi.
 */
import type * as z from 'zod';
import type { HttpMethod } from '../routes.js';

/** Stands for a company key in every example; replace it with yours (`.local/demo.json`). */
export const KEY_PLACEHOLDER = 'ck1.REPLACE_WITH_A_COMPANY_KEY';

/** Where an operation is served (the route-table function and its route), with its id and tag. */
export const servedBy = (
  functionName: string,
  method: HttpMethod,
  path: string,
  operationId: string,
  tag: string,
) => ({ functionName, method, path, operationId, tag }) as const;

/** A key-based endpoint: `POST /{name}`, served by the function of that name. */
export const keyedPost = (name: string, tag: string) => servedBy(name, 'POST', `/${name}`, name, tag);

/** Which access token an example is sent with (MCP routes). */
export type TokenKind = 'service' | 'chatbot';

export interface ExampleDoc {
  summary: string;
  /** The answer's status: the example's answer is documented under it. */
  status: number;
  /** The request body (JSON, or a form string for form-encoded bodies). */
  body?: unknown;
  /** Values of the operation's parameters (path, query, header) for this example. */
  params?: Record<string, string>;
  /** Sent with an access token of this kind (`Authorization: Bearer ...`). */
  token?: TokenKind;
  /** What the answer looks like; ids and times differ on every call. */
  answer?: unknown;
  /** The answer's media type when its response has several (it is what the example sends as Accept). */
  mediaType?: string;
}

export interface ResponseDoc {
  description: string;
  /** Schema of a JSON answer (converted in output mode: undocumented fields are refused). */
  schema?: z.core.$ZodType;
  /** Default application/json; an answer without `schema` is text of this type. */
  mediaType?: string;
  /** An answer without a body (202). */
  empty?: boolean;
  /** Other media types of the same answer (text, e.g. an SSE stream), chosen by `Accept`. */
  alsoMediaTypes?: readonly string[];
  /** Headers of the answer worth knowing (Retry-After, WWW-Authenticate...). */
  headers?: Record<string, string>;
}

export interface ParameterDoc {
  name: string;
  in: 'path' | 'query' | 'header';
  description: string;
  required?: boolean;
  schema: z.core.$ZodType;
}

export interface OperationDoc {
  /** Name of the route-table function that serves it. */
  functionName: string;
  method: HttpMethod;
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description: string;
  /** The zod schema the handler validates the body with (converted in input mode). */
  requestSchema?: z.core.$ZodType;
  /** Media types the body may come in; default application/json. */
  requestMediaTypes?: readonly string[];
  requestRequired?: boolean;
  parameters?: readonly ParameterDoc[];
  /** Bearer access token: required, optional (changes the answer) or none. */
  auth?: 'bearer' | 'optionalBearer';
  responses: Readonly<Record<number, ResponseDoc>>;
  examples: Readonly<Record<string, ExampleDoc>>;
}

export interface TagDoc {
  name: string;
  description: string;
}
