/**
 * The test MCP Apps host page: host.ts bundled for the browser with esbuild (the official AppBridge
 * and the MCP SDK it builds on), inline in one HTML document a test loads with page.setContent.
 */
import { build } from 'esbuild';

let bundled: Promise<string> | undefined;

export function appsHostPage(): Promise<string> {
  bundled ??= build({
    entryPoints: [new URL('./host.ts', import.meta.url).pathname],
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    logLevel: 'silent',
  }).then(({ outputFiles }) => {
    const script = outputFiles[0]?.text ?? '';
    // A closing script tag inside the bundle would end the element early.
    return `<!doctype html><html><head><meta charset="utf-8"><title>Apps test host</title></head><body><script>${script.replaceAll('</script', '<\\/script')}</script></body></html>`;
  });
  return bundled;
}
