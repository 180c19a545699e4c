import { describe, expect, it } from 'vitest';
import { fromContainer, readEnvFile, samEnvFor } from '../../infra/sam-env.js';

describe('sam:env', () => {
  it('reaches the host from the container at the same port', () => {
    expect(fromContainer('http://127.0.0.1:41234', 'host.docker.internal')).toBe(
      'http://host.docker.internal:41234',
    );
  });

  it('fills events/env.json in with the running stack, keeping everything else', () => {
    const base = readEnvFile();
    const filled = samEnvFor(base, {
      dynamoEndpoint: 'http://127.0.0.1:40001',
      sesEndpoint: 'http://127.0.0.1:40002',
      tableName: 'workforce-ops',
      secretsJson: '{\n  "companyKey": "c2VjcmV0"\n}\n',
    });
    expect(filled.Parameters).toEqual({
      ...base.Parameters,
      DYNAMODB_ENDPOINT: 'http://host.docker.internal:40001',
      SES_ENDPOINT: 'http://host.docker.internal:40002',
      TABLE_NAME: 'workforce-ops',
      LOCAL_SECRETS_JSON: '{"companyKey":"c2VjcmV0"}',
    });
  });

  it("writes the running stack's own base URL, port included, for the links the functions print", () => {
    const filled = samEnvFor(readEnvFile(), {
      dynamoEndpoint: 'http://127.0.0.1:40001',
      sesEndpoint: 'http://127.0.0.1:40002',
      tableName: 'workforce-ops',
      secretsJson: '{}',
      baseUrl: 'http://localhost:41999',
    });
    expect(filled.Parameters.PUBLIC_BASE_URL).toBe('http://localhost:41999');
  });

  it('points the committed defaults at DynamoDB Local on the host', () => {
    expect(readEnvFile().Parameters).toMatchObject({
      DYNAMODB_ENDPOINT: 'http://host.docker.internal:8000',
      PUBLIC_BASE_URL: expect.stringMatching(/^http/),
    });
  });
});
