/**
 * The client packs as it would be published: `npm pack` (which builds it first) holds the built
 * module, its types and the README, nothing of the repository around it, and every file the
 * package.json points at.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/local/paths.js';

const run = promisify(execFile);
const PACKAGE_DIR = join(REPO_ROOT, 'clients', 'typescript');

describe('the client package', () => {
  it('packs the built module, its types and README, and what package.json names', async () => {
    const manifest = JSON.parse(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8'));
    expect(manifest).toMatchObject({
      name: '@workforce-ops/client',
      version: expect.stringMatching(/^\d+\.\d+\.\d+$/),
      type: 'module',
      exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
      types: './dist/index.d.ts',
    });
    expect(manifest.private).toBeUndefined();
    const { stdout } = await run('npm', ['pack', '--dry-run', '--json'], {
      cwd: PACKAGE_DIR,
      maxBuffer: 16 * 1024 * 1024,
      timeout: 120_000,
    });
    const [packed] = JSON.parse(stdout) as [{ name: string; files: Array<{ path: string }> }];
    const files = packed.files.map((file) => file.path).sort();
    expect(packed.name).toBe('@workforce-ops/client');
    expect(files).toEqual(
      expect.arrayContaining([
        'README.md',
        'package.json',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/client.js',
        'dist/generated/schema.d.ts',
      ]),
    );
    expect(
      files.filter((file) => !file.startsWith('dist/') && !['README.md', 'package.json'].includes(file)),
    ).toEqual([]);
    // The built module loads and exports the client.
    const built = await import(join(PACKAGE_DIR, 'dist', 'index.js'));
    expect(typeof built.createWorkforceClient).toBe('function');
    expect(typeof built.Webhook).toBe('function');
  }, 180_000);
});
