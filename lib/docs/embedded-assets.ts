/**
 * Swagger UI's files as text, embedded by esbuild when it bundles the docs function (esbuild reads
 * `with { type: 'text' }` itself, no loader setting needed). Node cannot import these: only the
 * bundle loads this module (see assets.ts).
 */

import stylesheet from 'swagger-ui-dist/swagger-ui.css' with { type: 'text' };
import script from 'swagger-ui-dist/swagger-ui-bundle.js' with { type: 'text' };
import type { RendererAssets } from './assets.js';

export const EMBEDDED_ASSETS: RendererAssets = { script, stylesheet };
