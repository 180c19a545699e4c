/**
 * The direction of the layers, checked on every import of lib/, functions/ and infra/:
 *
 *   entry points: functions/ (the Lambda handlers), and what runs on a workstation: lib/admin
 *     (the operator CLI), lib/local (the local runtime), infra/ (the CDK app)
 *   → protocols: lib/http (the keyed and token stacks, responses), lib/mcp, lib/docs, lib/openapi,
 *     lib/stream (the change-stream handler stack)
 *   → domain: every other lib/<feature> folder (use cases, schemas, pure logic)
 *   → adapters: lib/dynamo (the only code that speaks to DynamoDB), lib/email (the only one for SES)
 *   → base: lib/shared (config, logger, errors, validation) and lib/routes.ts (the route table)
 *
 * An import may go down or sideways, never up. Imports that break a rule for a reason are listed in
 * EXCEPTIONS with that reason; an exception nothing needs any more fails the test too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseSync } from 'oxc-parser';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..');
const SCANNED = ['lib', 'functions', 'infra'];

type Layer = 'entry' | 'protocol' | 'domain' | 'adapter' | 'base';
const RANK: Record<Layer, number> = { entry: 4, protocol: 3, domain: 2, adapter: 1, base: 0 };
const PROTOCOLS = new Set(['http', 'mcp', 'docs', 'openapi', 'stream']);
const ADAPTERS = new Set(['dynamo', 'email']);
const WORKSTATION = new Set(['admin', 'local']);

/** One import: `to` is a repository path for a relative import, else the package name as written. */
interface Import {
  from: string;
  to: string;
  /** Erased at build (`import type`, or every name imported is a type). */
  typeOnly: boolean;
}

interface Rule {
  name: string;
  breaks(edge: Import): boolean;
}

interface Exception {
  from: string;
  to: string;
  rule: string;
  why: string;
}

function layerOf(path: string): Layer | undefined {
  const [top, folder] = path.split('/');
  if (top === 'functions' || top === 'infra') return 'entry';
  if (top !== 'lib' || folder === undefined) return undefined;
  if (folder === 'routes.ts' || folder === 'shared') return 'base';
  if (WORKSTATION.has(folder)) return 'entry';
  if (PROTOCOLS.has(folder)) return 'protocol';
  if (ADAPTERS.has(folder)) return 'adapter';
  return 'domain';
}

const inFolder = (path: string, folder: string) => path.startsWith(`${folder}/`);
const isLocal = (path: string) => path.startsWith('.') || path.startsWith('/');

const RULES: Rule[] = [
  {
    name: 'imports run down the layers',
    breaks: ({ from, to, typeOnly }) => {
      const source = layerOf(from);
      const target = layerOf(to);
      if (!source || !target || RANK[target] <= RANK[source]) return false;
      // Stores return the domain's records: lib/dynamo may name their types, which the build
      // erases, but never run domain code.
      return !(inFolder(from, 'lib/dynamo') && target === 'domain' && typeOnly);
    },
  },
  {
    name: 'lib/http, which lib/mcp and lib/docs build on, imports no other protocol folder',
    breaks: ({ from, to }) =>
      inFolder(from, 'lib/http') && layerOf(to) === 'protocol' && !inFolder(to, 'lib/http'),
  },
  {
    name: 'only entry points and protocols know Lambda and middy',
    breaks: ({ from, to }) => {
      const layer = layerOf(from);
      return (to === 'aws-lambda' || to.startsWith('@middy/')) && layer !== 'entry' && layer !== 'protocol';
    },
  },
  {
    name: 'only lib/dynamo imports the DynamoDB SDK',
    breaks: ({ from, to }) =>
      /^@aws-sdk\/(client|lib|util)-dynamodb/.test(to) && !inFolder(from, 'lib/dynamo'),
  },
  {
    name: 'only lib/email imports the SES client',
    breaks: ({ from, to }) => /^@aws-sdk\/client-sesv?2?$/.test(to) && !inFolder(from, 'lib/email'),
  },
  {
    name: 'lib/local is imported only by what runs on a workstation',
    breaks: ({ from, to }) =>
      inFolder(to, 'lib/local') &&
      !['lib/local', 'lib/admin', 'infra'].some((folder) => inFolder(from, folder)) &&
      !from.endsWith('.local.ts'),
  },
];

const EXCEPTIONS: Exception[] = [
  {
    from: 'lib/local/bootstrap-table.ts',
    to: '@aws-sdk/client-dynamodb',
    rule: 'only lib/dynamo imports the DynamoDB SDK',
    why: 'creates the table in DynamoDB Local; no function ever creates it, so no bundle should carry it',
  },
  {
    from: 'lib/local/emulators.ts',
    to: '@aws-sdk/client-dynamodb',
    rule: 'only lib/dynamo imports the DynamoDB SDK',
    why: 'waits for DynamoDB Local to answer before the local stack starts',
  },
  ...[
    '@aws-sdk/client-dynamodb',
    '@aws-sdk/client-dynamodb-streams',
    '@aws-sdk/lib-dynamodb',
    '@aws-sdk/util-dynamodb',
  ].map((to) => ({
    from: 'lib/local/stream-reader.ts',
    to,
    rule: 'only lib/dynamo imports the DynamoDB SDK',
    why: "reads DynamoDB Local's change stream as the event source mapping reads the table's, and keeps where the poller is: the cloud has the mapping, so no function carries it",
  })),
];

/** File-level cycles allowed for now, each named by its two files. */
const CYCLES: Array<{ files: [string, string]; why: string }> = [];

function sourceFiles(): string[] {
  return SCANNED.flatMap((folder) =>
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
      .map((file) => join(folder, file)),
  );
}

function target(from: string, specifier: string): string {
  if (!isLocal(specifier)) return specifier;
  return relative(ROOT, resolve(ROOT, dirname(from), specifier)).replace(/\.js$/, '.ts');
}

/** Every node of a parsed file, depth first. */
function walk(node: unknown, visit: (node: { type?: string; [key: string]: unknown }) => void): void {
  if (Array.isArray(node)) for (const child of node) walk(child, visit);
  else if (node && typeof node === 'object') {
    visit(node as { type?: string });
    for (const child of Object.values(node)) walk(child, visit);
  }
}

/** Every import of a file: static, re-exports, dynamic import() and import('x').Type. */
function importsOf(from: string, text: string): Import[] {
  const { module, program, errors } = parseSync(from, text);
  if (errors.length > 0) throw new Error(`${from}: ${errors[0]?.message}`);
  const edge = (specifier: string, typeOnly: boolean): Import => ({
    from,
    to: target(from, specifier),
    typeOnly,
  });
  // Erased at build: `import type`, or every name imported (or re-exported) is a type.
  const allTypes = (entries: ReadonlyArray<{ isType: boolean }>) =>
    entries.length > 0 && entries.every((entry) => entry.isType);
  const found = [
    ...module.staticImports.map((i) => edge(i.moduleRequest.value, allTypes(i.entries))),
    // Only `export … from`: a plain `export { x }` of an imported x names that import's module too.
    ...module.staticExports.flatMap((e) => {
      const [first] = e.entries;
      const request = first?.moduleRequest;
      return first && request && request.start > first.start
        ? [edge(request.value, allTypes(e.entries))]
        : [];
    }),
  ];
  walk(program, (node) => {
    const source = node.source as { type?: string; value?: unknown } | undefined;
    if (
      (node.type === 'ImportExpression' || node.type === 'TSImportType') &&
      typeof source?.value === 'string'
    )
      found.push(edge(source.value, node.type === 'TSImportType'));
  });
  return found;
}

const IMPORTS = sourceFiles().flatMap((file) => importsOf(file, readFileSync(join(ROOT, file), 'utf8')));

const excused = (edge: Import, rule: Rule) =>
  EXCEPTIONS.some((e) => e.rule === rule.name && e.from === edge.from && e.to === edge.to);

const describeEdge = ({ from, to }: Import) => `${from} → ${to}`;

/** The strongly connected groups of more than one file (Tarjan), each as a list of files. */
function cyclesOf(imports: readonly Import[]): string[][] {
  const next = new Map<string, string[]>();
  for (const { from, to } of imports) {
    if (!SCANNED.some((folder) => inFolder(to, folder))) continue;
    next.set(from, [...(next.get(from) ?? []), to]);
  }
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of next.get(node) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group);
  };
  for (const node of next.keys()) if (!index.has(node)) connect(node);
  return groups;
}

describe('the layers', () => {
  it.each(RULES.map((rule) => [rule.name, rule] as const))('%s', (_name, rule) => {
    const offenders = IMPORTS.filter((edge) => rule.breaks(edge) && !excused(edge, rule)).map(describeEdge);
    expect(offenders).toEqual([]);
  });

  it('has no file-level import cycle beyond the listed ones', () => {
    const allowed = new Set(CYCLES.map(({ files }) => [...files].sort().join('|')));
    const found = new Set<string>();
    for (const cycle of cyclesOf(IMPORTS)) {
      const key = [...cycle].sort().join('|');
      if (!allowed.has(key)) found.add(cycle.join(' → '));
    }
    expect([...found]).toEqual([]);
  });

  it('lists no exception that nothing needs any more', () => {
    const stale = EXCEPTIONS.filter((exception) => {
      const rule = RULES.find((r) => r.name === exception.rule);
      return !IMPORTS.some((edge) => rule?.breaks(edge) && excused(edge, rule));
    }).map((e) => `${e.from} → ${e.to} (${e.rule})`);
    const cycles = new Set(cyclesOf(IMPORTS).map((cycle) => [...cycle].sort().join('|')));
    const staleCycles = CYCLES.filter(({ files }) => !cycles.has([...files].sort().join('|'))).map(
      ({ files }) => files.join(' ↔ '),
    );
    expect([...stale, ...staleCycles]).toEqual([]);
  });
});

describe('the layer rules themselves', () => {
  const broken = (from: string, to: string, typeOnly = false) =>
    RULES.filter((rule) => rule.breaks({ from, to, typeOnly })).map((rule) => rule.name);

  it('catch an import against the direction of each rule', () => {
    expect(broken('lib/punch/save-punches.ts', 'lib/http/responses.ts')).toContain(
      'imports run down the layers',
    );
    expect(broken('lib/shared/config.ts', 'lib/dynamo/table.ts')).toContain('imports run down the layers');
    expect(broken('lib/dynamo/rule-store.ts', 'lib/classification/rule.ts')).toContain(
      'imports run down the layers',
    );
    expect(broken('lib/http/keyed-endpoint.ts', 'lib/mcp/jsonrpc.ts')).toContain(
      'lib/http, which lib/mcp and lib/docs build on, imports no other protocol folder',
    );
    expect(broken('lib/overtime/approval-page.ts', 'aws-lambda', true)).toContain(
      'only entry points and protocols know Lambda and middy',
    );
    expect(broken('lib/logs/transmissions.ts', '@aws-sdk/lib-dynamodb')).toContain(
      'only lib/dynamo imports the DynamoDB SDK',
    );
    expect(broken('lib/overtime/approval-email.ts', '@aws-sdk/client-ses')).toContain(
      'only lib/email imports the SES client',
    );
    expect(broken('functions/mcp/mcp.ts', 'lib/local/paths.ts')).toContain(
      'lib/local is imported only by what runs on a workstation',
    );
  });

  it('let imports go down, and stores name the records they return', () => {
    expect(broken('functions/punch-clock/record-punch.ts', 'lib/dynamo/keys.ts')).toEqual([]);
    expect(broken('lib/mcp/http-transport.ts', 'lib/http/responses.ts')).toEqual([]);
    expect(broken('lib/dynamo/rule-store.ts', 'lib/classification/rule.ts', true)).toEqual([]);
    expect(broken('lib/admin/cli.ts', 'lib/local/runtime-file.ts')).toEqual([]);
  });

  it('tell type-only imports from the rest', () => {
    const edges = importsOf(
      'lib/dynamo/x.ts',
      [
        "import type { A } from '../punch/a.js';",
        "import { type B } from '../punch/b.js';",
        "import { type C, d } from '../punch/c.js';",
        "export type { E } from '../punch/e.js';",
        "const f = await import('../punch/f.js');",
        "let g: import('../punch/g.js').G;",
      ].join('\n'),
    );
    expect(edges.map(({ to, typeOnly }) => [to, typeOnly])).toEqual([
      ['lib/punch/a.ts', true],
      ['lib/punch/b.ts', true],
      ['lib/punch/c.ts', false],
      ['lib/punch/e.ts', true],
      ['lib/punch/f.ts', false],
      ['lib/punch/g.ts', true],
    ]);
  });
});
