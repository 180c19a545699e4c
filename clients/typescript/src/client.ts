/**
 * The client: the company key given once and sent in every body, each key-based endpoint's request
 * and answer typed from the OpenAPI document (src/generated/schema.ts), a refusal thrown as
 * ApiError, 429 and 503 retried after their Retry-After, and cursor iteration of the paged lists.
 * The HTTP calls are openapi-fetch's; `api` is that client itself, for the routes without a key
 * (tokens, the MCP server).
 */
import createClient, { type Client } from 'openapi-fetch';
import { ApiError } from './errors.js';
import type { paths } from './generated/schema.js';
import { type RetryOptions, retryingFetch } from './retry.js';

type PostOf<P extends keyof paths> = paths[P] extends { post: infer Operation } ? Operation : never;
type JsonBodyOf<Operation> = Operation extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** The paths of the key-based endpoints: their POST body carries `key`. */
export type KeyedPath = {
  [P in keyof paths]: JsonBodyOf<PostOf<P>> extends { key: string } ? P : never;
}[keyof paths];

/** What a key-based endpoint takes, beside the key the client adds. */
export type RequestOf<P extends KeyedPath> = Omit<JsonBodyOf<PostOf<P>>, 'key'>;

/** A key-based endpoint's success answer, `{err: false, ...}`. */
export type AnswerOf<P extends KeyedPath> =
  PostOf<P> extends {
    responses: { 200: { content: { 'application/json': infer Answer } } };
  }
    ? Answer
    : never;

/** The lists paged by `cursor`: their answer's `result` carries `nextCursor` while more follow. */
export type PagedPath = {
  [P in KeyedPath]: RequestOf<P> extends { cursor?: string }
    ? AnswerOf<P> extends { result: { nextCursor?: string } }
      ? P
      : never
    : never;
}[KeyedPath];

export type PageOf<P extends PagedPath> = AnswerOf<P> extends { result: infer Result } ? Result : never;

export interface ClientOptions extends RetryOptions {
  /** The service's base URL, e.g. `https://api.example.org` or `http://localhost:3000`. */
  baseUrl: string;
  /** The company key the provider issued (`ck1.…`): keep it out of source code. */
  key: string;
  /** A fetch of your own (default: the global one). */
  fetch?: (request: Request) => Promise<Response>;
}

export interface WorkforceClient {
  /** Sends `body` and the key to a key-based endpoint: its success answer, or an ApiError. */
  call<P extends KeyedPath>(path: P, body: RequestOf<P>): Promise<AnswerOf<P>>;
  /** Every page of a paged list, following `nextCursor` until the last page. */
  pages<P extends PagedPath>(path: P, body: RequestOf<P>): AsyncGenerator<PageOf<P>, void, undefined>;
  /** The openapi-fetch client over the whole document, for the routes without a company key. */
  api: Client<paths>;
}

export function createWorkforceClient(options: ClientOptions): WorkforceClient {
  const { baseUrl, key, fetch: fetchOnce = (request) => globalThis.fetch(request), ...retry } = options;
  const api = createClient<paths>({ baseUrl, fetch: retryingFetch(fetchOnce, retry) });

  async function call<P extends KeyedPath>(path: P, body: RequestOf<P>): Promise<AnswerOf<P>> {
    // openapi-fetch's types check each path's body at the call site; here the path is a type
    // parameter, so the body is passed as the path's own (RequestOf<P> plus the key).
    const post = api.POST as unknown as (
      path: string,
      init: { body: unknown },
    ) => Promise<{ data?: unknown; error?: unknown; response: Response }>;
    const { data, error, response } = await post(path, { body: { ...body, key } });
    if (!response.ok || error !== undefined)
      throw new ApiError(response.status, error ?? data, response.headers);
    return data as AnswerOf<P>;
  }

  async function* pages<P extends PagedPath>(path: P, body: RequestOf<P>) {
    let cursor: string | undefined;
    do {
      const { result } = (await call(path, { ...body, ...(cursor ? { cursor } : {}) })) as {
        result: PageOf<P> & { nextCursor?: string };
      };
      yield result;
      cursor = result.nextCursor;
    } while (cursor);
  }

  return { call, pages, api };
}
