/**
 * The one route table: every Lambda function, its entry file, the HTTP routes it serves and what
 * it may touch. The local gateway serves from it and the CDK stack builds API Gateway routes,
 * Lambda functions and least-privilege grants from it; there is no second list.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'OPTIONS';

/** Secrets a function may read; each is one Secrets Manager secret in the cloud. */
export type SecretName = 'companyKey' | 'signingKeys';

export interface FunctionAccess {
  /** DynamoDB actions on the table (and its indexes) the function needs. */
  table: 'none' | 'read' | 'readwrite';
  secrets: readonly SecretName[];
  /** Sends e-mail through SES. */
  ses?: boolean;
}

export interface RouteDef {
  method: HttpMethod;
  /** API Gateway route path; `{name}` is a path parameter, `{name+}` a greedy one. */
  path: string;
}

export interface FunctionDef {
  /** Logical name, also the `npm run invoke` name and the events/ file prefix. */
  name: string;
  /** Entry file, relative to the repository root; exports `handler`. */
  entry: string;
  routes: readonly RouteDef[];
  access: FunctionAccess;
  memoryMb: number;
  timeoutSeconds: number;
  /** Why memory and timeout are what they are (surfaces in the README and the stack). */
  sizing: string;
  /** Served by the local runtime only (e.g. a development identity provider); the CDK stack skips it. */
  localOnly?: boolean;
}

const keyedDefaults = {
  memoryMb: 512,
  timeoutSeconds: 10,
  sizing: 'one or two small DynamoDB calls per request; 512 MB buys a faster CPU share for cold starts',
} as const;

export const FUNCTIONS: readonly FunctionDef[] = [
  {
    name: 'masterData',
    entry: 'functions/master-data/submit-master-data.ts',
    routes: [{ method: 'POST', path: '/masterData' }],
    access: { table: 'readwrite', secrets: ['companyKey'] },
    memoryMb: 1024,
    timeoutSeconds: 29,
    sizing: 'parses and validates up to 6 MiB / 10,000 employees, then 400 parallel BatchWriteItem calls',
  },
  {
    name: 'integrationValidatorData',
    entry: 'functions/master-data/integration-validator-data.ts',
    routes: [{ method: 'POST', path: '/integrationValidatorData' }],
    access: { table: 'readwrite', secrets: ['companyKey'] },
    ...keyedDefaults,
  },
];

export function findFunction(name: string): FunctionDef | undefined {
  return FUNCTIONS.find((fn) => fn.name === name);
}
