/**
 * Every deployable function's production bundle (bench/bundles.ts), built once per test run by the
 * run's global setup when a test first asks, and shared by every test that reads bundles.
 */
import { inject } from 'vitest';
import { type BundleInfo, type BundleWarning, readBundles } from '../../bench/bundles.js';

export async function sharedBundles(): Promise<{
  dir: string;
  bundles: BundleInfo[];
  warnings: BundleWarning[];
}> {
  const answer = await fetch(`${inject('runServiceUrl')}/bundles`, { method: 'POST' });
  if (!answer.ok) throw new Error(`building the bundles failed: ${answer.status} ${await answer.text()}`);
  const { dir } = (await answer.json()) as { dir: string };
  return { dir, ...readBundles(dir) };
}
