/**
 * The committed client is what the current OpenAPI document generates: the document is built in
 * process (lib/openapi), so the check needs no server and gives the same answer every time. When
 * it fails, `npm run client:generate` writes the file again.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { committedSchema, generatedSchema } from '../../../clients/typescript/scripts/generate.js';
import type { ErrorCode } from '../../../clients/typescript/src/index.js';
import type { ErrorCode as ServiceErrorCode } from '../../../lib/shared/error-catalogue.js';

describe('the generated client', () => {
  it('is what the OpenAPI document generates now (npm run client:generate)', async () => {
    expect(committedSchema()).toBe(await generatedSchema());
  }, 60_000);

  it('types the document it was generated from, key-based endpoints and webhook events alike', () => {
    const schema = committedSchema();
    expect(schema).toContain('"/getExecutionStatus": {');
    expect(schema).toMatch(/"?extension\.decided"?: \{/);
  });

  it("types ApiError's code as the service's codes, read from the document", () => {
    // Checked by the typecheck: every code but 405's, which no documented route answers (a path
    // answers it for a method it does not take, and the client sends only documented ones).
    expectTypeOf<ErrorCode>().toEqualTypeOf<Exclude<ServiceErrorCode, 'METHOD_NOT_ALLOWED'>>();
    expectTypeOf<'NOT_A_CODE'>().not.toExtend<ErrorCode>();
  });
});
