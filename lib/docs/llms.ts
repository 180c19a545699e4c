/**
 * The documentation pages served beside /docs (GET /docs/<name>.md) and /llms.txt, a map of them
 * for coding agents (the llms.txt convention: a title, a summary, then sections of links with a
 * line each), generated from the pages themselves: each link's line is its page's opening
 * sentence. Made in process from the repository's files (the working directory is its root under
 * npm start, the tests and CDK's bundling), and written beside the docs function's bundle at
 * bundling time (infra/docs-files.ts); the Lambda reads them from there.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DocsBuilders, once } from './files.js';

/** The served name of each page, and its file in the repository. */
export const SERVED_PAGES = {
  'api.md': 'docs/api.md',
  'client.md': 'clients/typescript/README.md',
  'sandbox.md': 'docs/sandbox.md',
  'webhooks.md': 'docs/webhooks.md',
  'privacy.md': 'docs/privacy.md',
  'keys-and-tokens.md': 'docs/keys-and-tokens.md',
  'mcp.md': 'docs/mcp.md',
  'connect-an-agent.md': 'docs/connect-an-agent.md',
  'versioning.md': 'docs/versioning.md',
  'changelog.md': 'docs/changelog.md',
} as const;

export type ServedPages = Record<string, string>;

/** Every served page's markdown, by served name. */
export function readServedPages(root = process.cwd()): ServedPages {
  return Object.fromEntries(
    Object.entries(SERVED_PAGES).map(([name, file]) => [name, readFileSync(join(root, file), 'utf8')]),
  );
}

/** A page's title (its first heading) and opening sentence (its first paragraph's first sentence). */
export function outlineOf(markdown: string): { title: string; line: string } {
  const lines = markdown.split('\n');
  const heading = lines.findIndex((line) => line.startsWith('# '));
  const title = (lines[heading] ?? '# ').slice(2).trim();
  const paragraph: string[] = [];
  for (const line of lines.slice(heading + 1)) {
    if (!line.trim()) {
      if (paragraph.length) break;
      continue;
    }
    if (/^(#|```|\||- |\d+\. |!\[)/.test(line)) {
      if (paragraph.length) break;
      continue;
    }
    paragraph.push(line.trim());
  }
  const text = paragraph.join(' ').replace(/^What you get from this page: /, '');
  const sentence = /^(.*?\.)(\s|$)/.exec(text)?.[1] ?? text;
  return { title, line: sentence.charAt(0).toUpperCase() + sentence.slice(1) };
}

const link = (href: string, title: string, line: string) => `- [${title}](${href}): ${line}`;

const pageLink = (pages: ServedPages, name: keyof typeof SERVED_PAGES) => {
  const { title, line } = outlineOf(pages[name] ?? '');
  return link(`/docs/${name}`, title, line);
};

/** /llms.txt: where things are, for a coding agent writing an integration. */
export function llmsText(pages: ServedPages): string {
  return [
    '# Workforce-operations integration service',
    '',
    '> Company systems send punch-clock records, calendar events, overtime requests, application-classification rules, notifications and employee master data to REST endpoints authenticated by a company key in the JSON body (`key`); AI agents query and act on the same data through an MCP server (JSON-RPC 2.0 over HTTP, RS256 bearer tokens). Every failure of a key-based endpoint answers `{"err": true, "code", "message"}`: branch on `code`.',
    '',
    'Links are relative to this deployment. Every page is Markdown.',
    '',
    '## Key-based API',
    '',
    pageLink(pages, 'api.md'),
    pageLink(pages, 'client.md'),
    pageLink(pages, 'sandbox.md'),
    pageLink(pages, 'webhooks.md'),
    pageLink(pages, 'privacy.md'),
    link(
      '/openapi.json',
      'OpenAPI document',
      'every route, request schema, answer schema, error table and example, as OpenAPI 3.1.',
    ),
    link('/docs', 'Browsable API reference', 'the same document in Swagger UI.'),
    '',
    '## MCP server and tokens',
    '',
    pageLink(pages, 'mcp.md'),
    pageLink(pages, 'connect-an-agent.md'),
    pageLink(pages, 'keys-and-tokens.md'),
    link('/mcp/tools', 'Tool catalog', 'every MCP tool with its input schema, as JSON (no token needed).'),
    link(
      '/.well-known/oauth-protected-resource/mcp',
      'Protected resource metadata',
      "where the MCP server's tokens come from (RFC 9728).",
    ),
    '',
    '## Optional',
    '',
    pageLink(pages, 'versioning.md'),
    pageLink(pages, 'changelog.md'),
    '',
  ].join('\n');
}

/** The builders of what the docs function serves from the repository, for filesInProcess. */
export function docsBuilders(buildDocument: () => string): DocsBuilders {
  // The pages and the map are made from the same files: read them once for both.
  const pages = once(() => readServedPages());
  return {
    document: buildDocument,
    pages: () => JSON.stringify(pages()),
    llms: () => llmsText(pages()),
  };
}
