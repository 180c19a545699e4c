/**
 * The OpenAPI document's info.version follows the versioning policy: it is the latest release of
 * docs/changelog.md, whose releases are dated and ordered newest first.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../lib/local/paths.js';
import { buildOpenApiDocument } from '../../../lib/openapi/document.js';

const changelog = readFileSync(join(REPO_ROOT, 'docs', 'changelog.md'), 'utf8');
const releases = [...changelog.matchAll(/^## (\d+)\.(\d+)\.(\d+) \((\d{4}-\d{2}-\d{2})\)$/gm)].map(
  ([, major, minor, patch, date]) => ({ version: [major, minor, patch].map(Number), date: date ?? '' }),
);

describe('the API version', () => {
  it("is the changelog's latest release", () => {
    const { info } = buildOpenApiDocument() as { info: { version: string } };
    expect(releases.length).toBeGreaterThanOrEqual(2);
    expect(info.version).toBe(releases[0]?.version.join('.'));
  });

  it('has releases newest first, each later one a higher version on a real date no earlier', () => {
    for (const [i, release] of releases.entries()) {
      expect(Number.isNaN(Date.parse(`${release.date}T00:00:00Z`)), release.date).toBe(false);
      const older = releases[i + 1];
      if (!older) continue;
      expect(release.date >= older.date, `${release.date} after ${older.date}`).toBe(true);
      const [a = 0, b = 0, c = 0] = release.version;
      const [x = 0, y = 0, z = 0] = older.version;
      expect(a * 1e6 + b * 1e3 + c).toBeGreaterThan(x * 1e6 + y * 1e3 + z);
    }
  });

  it('marks breaking changes', () => {
    expect(changelog).toContain('**Breaking**');
  });
});
