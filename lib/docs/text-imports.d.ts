// The Swagger UI files embedded as text (embedded-assets.ts); esbuild turns each into a string.
declare module 'swagger-ui-dist/swagger-ui-bundle.js' {
  const text: string;
  export default text;
}
declare module 'swagger-ui-dist/swagger-ui.css' {
  const text: string;
  export default text;
}
