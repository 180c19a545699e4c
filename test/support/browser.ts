/**
 * Headless Chromium from Debian's package, driven by playwright-core (nothing downloaded). Browser
 * tests skip themselves where it is absent; CI installs it (.ci/run).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

export function warnIfNoChromium(what: string): void {
  if (!hasChromium) console.warn(`${what} skipped: ${CHROMIUM} is absent (apt-get install chromium)`);
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh profile each time; the flags keep Chromium off the network this machine does not have. */
export async function launchChromium(
  options: { viewport?: { width: number; height: number } } = {},
): Promise<Browser> {
  const profileDir = mkdtempSync(join(tmpdir(), 'wfo-chromium-'));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM,
    headless: true,
    ...(options.viewport ? { viewport: options.viewport } : {}),
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    },
  };
}
