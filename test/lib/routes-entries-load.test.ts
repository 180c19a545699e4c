// Every entry of the route table, and every localEntry loaded instead of one, loads under Node's
// own ESM loader (what `npm start` and `npm run invoke` use through tsx). vitest's module interop is
// more forgiving: a named import that a CommonJS dependency does not expose to Node passes here in
// vitest yet fails under `npm start`.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../lib/local/paths.js';
import { FUNCTIONS } from '../../lib/routes.js';

const run = promisify(execFile);

describe('route table entries', () => {
  it('each exports a handler when loaded by Node itself', async () => {
    const entries = FUNCTIONS.flatMap((fn) => (fn.localEntry ? [fn.entry, fn.localEntry] : [fn.entry]));
    const script = `
      const entries = ${JSON.stringify(entries)};
      const kinds = [];
      for (const entry of entries) kinds.push(typeof (await import('./' + entry)).handler);
      console.log(JSON.stringify(kinds));`;
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: REPO_ROOT,
      env: { ...process.env, LOG_LEVEL: 'SILENT' },
    });
    expect(JSON.parse(stdout.trim().split('\n').at(-1) ?? '[]')).toEqual(entries.map(() => 'function'));
  });
});
