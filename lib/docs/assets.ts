/**
 * Swagger UI's script and stylesheet. Under `npm start` and the tests (tsx, no bundling) they are
 * read from the installed package. A Lambda bundle has no node_modules: there esbuild has embedded
 * them as text (embedded-assets.ts, `with { type: 'text' }`), which only the bundle can load.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface RendererAssets {
  script: string;
  stylesheet: string;
}

/** Where the files come from, for the tests of the bundle. */
export type AssetSource = 'package' | 'embedded';

function fromPackage(): RendererAssets | undefined {
  let dir: string;
  try {
    // Resolved from the working directory: the repository root under npm start and the tests.
    dir = dirname(createRequire(join(process.cwd(), 'package.json')).resolve('swagger-ui-dist/package.json'));
  } catch {
    return undefined;
  }
  return {
    script: readFileSync(join(dir, 'swagger-ui-bundle.js'), 'utf8'),
    stylesheet: readFileSync(join(dir, 'swagger-ui.css'), 'utf8'),
  };
}

let loaded: Promise<{ assets: RendererAssets; source: AssetSource }> | undefined;

async function load(): Promise<{ assets: RendererAssets; source: AssetSource }> {
  const installed = fromPackage();
  if (installed) return { assets: installed, source: 'package' };
  const { EMBEDDED_ASSETS } = await import('./embedded-assets.js');
  return { assets: EMBEDDED_ASSETS, source: 'embedded' };
}

export function rendererAssets(): Promise<{ assets: RendererAssets; source: AssetSource }> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}
