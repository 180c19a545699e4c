/**
 * The committed client is what the current OpenAPI document generates: the document is built in
 * process (lib/openapi), so the check needs no server and gives the same answer every time. When
 * it fails, `npm run client:generate` writes the file again.
 */
import { describe, expect, it } from 'vitest';
import { committedSchema, generatedSchema } from '../../../clients/typescript/scripts/generate.js';

describe('the generated client', () => {
  it('is what the OpenAPI document generates now (npm run client:generate)', async () => {
    expect(committedSchema()).toBe(await generatedSchema());
  }, 60_000);

  it('types the document it was generated from, key-based endpoints and webhook events alike', () => {
    const schema = committedSchema();
    expect(schema).toContain('"/getExecutionStatus": {');
    expect(schema).toMatch(/"?extension\.decided"?: \{/);
  });
});
