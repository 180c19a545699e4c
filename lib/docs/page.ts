/**
 * The browsable reference: Swagger UI (the swagger-ui-dist package) over /openapi.json. The page
 * holds no inline script or style, so its Content-Security-Policy can allow only 'self'.
 */

/** The files the page loads from /docs/{asset}, with their content types. */
export const DOC_ASSETS = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'init.js': 'text/javascript; charset=utf-8',
} as const;

export type DocAsset = keyof typeof DOC_ASSETS;

export function isDocAsset(name: string): name is DocAsset {
  return Object.hasOwn(DOC_ASSETS, name);
}

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

// Relative URLs: /docs resolves them to /docs/... and /openapi.json, also behind a path prefix.
export const DOCS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Workforce-ops API reference</title>
<link rel="stylesheet" href="docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="docs/swagger-ui-bundle.js"></script>
<script src="docs/init.js"></script>
</body>
</html>
`;

// validatorUrl null: Swagger UI would otherwise load a badge from an outside validator.
export const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: 'openapi.json',
    dom_id: '#swagger-ui',
    deepLinking: true,
    docExpansion: 'list',
    defaultModelsExpandDepth: -1,
    displayOperationId: false,
    validatorUrl: null,
    presets: [SwaggerUIBundle.presets.apis],
    layout: 'BaseLayout',
  });
});
`;
