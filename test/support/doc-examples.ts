/**
 * Reading the shell examples of README.md and docs/*.md, and comparing the answers they show with
 * real ones. A shown answer is a comment right after a command that starts with `# {` or `# [`,
 * continued by lines starting with `#  ` (two spaces). In a shown answer, `…` stands for what
 * changes between runs: the string `"…"` matches any value, a `…` inside a string any text there
 * (`"exec_…"` matches every string starting `exec_`), and a bare `…` in an object or array any
 * further keys or items.
 */

const ELLIPSIS = '…';
/** Stands for a bare `…` once the shown answer is parsed as JSON. */
const MORE = '\u0000more';

export interface ExampleStep {
  /** The shell text up to and including the command whose answer is shown (or the block's end). */
  script: string;
  /** The shown answer, as written (without the comment marks); undefined when none is shown. */
  shown?: string;
}

export interface ExampleBlock {
  file: string;
  /** 1-based index among the file's `sh` blocks. */
  index: number;
  text: string;
  steps: ExampleStep[];
}

const ENV_LINE = /^[A-Z_]+=\$\(node -p "require\('\.\/\.local\/demo\.json'\)\.\w+"\)$/;

/** Lines like KEY=$(node -p "require('./.local/demo.json').companyKey"): defined once for every block. */
export function demoVariableLines(markdown: string): string[] {
  return markdown.split('\n').filter((line) => ENV_LINE.test(line));
}

/**
 * The `sh` blocks that call the local service (curl, or the TypeScript client, to localhost:3000), leaving out installation
 * and start-up, and blocks written for a deployed stack (`https://api.example.org`), which cannot run here.
 */
export function exampleBlocks(file: string, markdown: string): ExampleBlock[] {
  return [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((match, i) => ({ text: match[1] ?? '', index: i + 1 }))
    .filter(
      ({ text }) =>
        /\bcurl\b|@workforce-ops\/client/.test(text) &&
        /localhost:3000/.test(text) &&
        !/\bnpm (ci|start|test|install)\b/.test(text),
    )
    .map(({ text, index }) => ({ file, index, text, steps: stepsOf(text) }));
}

function stepsOf(block: string): ExampleStep[] {
  const steps: ExampleStep[] = [];
  let script: string[] = [];
  let shown: string[] | undefined;
  const flush = () => {
    steps.push({ script: script.join('\n'), ...(shown ? { shown: shown.join(' ') } : {}) });
    script = [];
    shown = undefined;
  };
  for (const line of block.split('\n')) {
    const opening = /^# ([[{].*)$/.exec(line);
    const continued = /^# {2,}(\S.*)$/.exec(line);
    if (shown && continued) shown.push(continued[1] ?? '');
    else if (opening && !shown && script.some((l) => l.trim() && !l.startsWith('#'))) {
      shown = [opening[1] ?? ''];
    } else {
      if (shown) flush();
      script.push(line);
    }
  }
  if (shown || script.some((line) => line.trim())) flush();
  return steps;
}

/**
 * The answer a step printed: the JSON value that ends its output (curl prints no newline after a
 * body, so an earlier command's output may precede it on the same line), else the last line.
 */
export function lastAnswer(output: string): unknown {
  const line = output.trim().split('\n').at(-1) ?? '';
  for (let i = 0; i < line.length; i++) {
    if (line[i] !== '{' && line[i] !== '[') continue;
    try {
      return JSON.parse(line.slice(i));
    } catch {
      // not where the last answer starts
    }
  }
  return line;
}

/** The shown answer as JSON, each bare `…` replaced by a marker the comparison understands. */
export function parseShown(shown: string): unknown {
  let out = '';
  let inString = false;
  const open: string[] = [];
  for (let i = 0; i < shown.length; i++) {
    const c = shown[i] ?? '';
    if (inString) {
      out += c;
      if (c === '\\') out += shown[++i] ?? '';
      else if (c === '"') inString = false;
    } else if (c === '"') {
      inString = true;
      out += c;
    } else if (c === ELLIPSIS) {
      out += open.at(-1) === '{' ? `"${MORE}":null` : `"${MORE}"`;
    } else {
      if (c === '{' || c === '[') open.push(c);
      if (c === '}' || c === ']') open.pop();
      out += c;
    }
  }
  return JSON.parse(out.replaceAll('\u0000', '\\u0000'));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Where `actual` differs from the shown answer (empty when it matches); key order never counts. */
export function differences(shown: unknown, actual: unknown, path = '$'): string[] {
  if (typeof shown === 'string' && shown.includes(ELLIPSIS)) {
    if (shown === ELLIPSIS) return [];
    const pattern = new RegExp(`^${shown.split(ELLIPSIS).map(escapeRegExp).join('[\\s\\S]*')}$`);
    return typeof actual === 'string' && pattern.test(actual)
      ? []
      : [
          `${path}: expected ${JSON.stringify(shown)} (… standing for anything), got ${JSON.stringify(actual)}`,
        ];
  }
  if (Array.isArray(shown)) {
    if (!Array.isArray(actual)) return [`${path}: expected an array, got ${JSON.stringify(actual)}`];
    const open = shown.at(-1) === MORE;
    const items = open ? shown.slice(0, -1) : shown;
    if (open ? actual.length < items.length : actual.length !== items.length) {
      return [`${path}: expected ${items.length}${open ? ' or more' : ''} items, got ${actual.length}`];
    }
    return items.flatMap((item, i) => differences(item, actual[i], `${path}[${i}]`));
  }
  if (shown !== null && typeof shown === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
      return [`${path}: expected an object, got ${JSON.stringify(actual)}`];
    }
    const expected = shown as Record<string, unknown>;
    const got = actual as Record<string, unknown>;
    const open = MORE in expected;
    const keys = Object.keys(expected).filter((key) => key !== MORE);
    const problems = keys.flatMap((key) =>
      key in got ? differences(expected[key], got[key], `${path}.${key}`) : [`${path}.${key}: missing`],
    );
    if (!open) {
      const extra = Object.keys(got).filter((key) => !(key in expected));
      if (extra.length > 0) problems.push(`${path}: not shown: ${extra.join(', ')}`);
    }
    return problems;
  }
  return Object.is(shown, actual)
    ? []
    : [`${path}: expected ${JSON.stringify(shown)}, got ${JSON.stringify(actual)}`];
}
