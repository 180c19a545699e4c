/**
 * A second real client: the MCP Inspector's CLI lists and calls tools against the MCP Lambda behind
 * the local gateway, with a Bearer header, as an operator would from a terminal.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employee, newCompany, type TestCompany } from '../../support/fixtures.js';
import { startGateway, type TestGateway } from '../../support/gateway.js';
import { serviceToken } from '../../support/tokens.js';

const run = promisify(execFile);
const cli = createRequire(import.meta.url).resolve('@modelcontextprotocol/inspector-cli/build/index.js');

describe('MCP Inspector CLI', () => {
  let gateway: TestGateway;
  let company: TestCompany;
  let token: string;
  beforeAll(async () => {
    gateway = await startGateway();
    company = await newCompany({ employees: [employee('ines', { department: 'Finance' })] });
    token = await serviceToken([`read:masterdata:${company.companyId}`], 'inspector');
  });
  afterAll(() => gateway.close());

  const inspect = async (...args: string[]) => {
    // The CLI looks for its package.json relative to the working directory: run it from its build folder.
    const { stdout } = await run(
      process.execPath,
      [
        cli,
        `${gateway.baseUrl}/mcp`,
        '--transport',
        'http',
        '--header',
        `Authorization: Bearer ${token}`,
        ...args,
      ],
      { cwd: dirname(cli), timeout: 30_000 },
    );
    return JSON.parse(stdout);
  };

  it('lists the tools', async () => {
    const { tools } = await inspect('--method', 'tools/list');
    expect(tools.map((tool: { name: string }) => tool.name)).toContain('searchEmployee');
  });

  it('calls a tool', async () => {
    const result = await inspect(
      '--method',
      'tools/call',
      '--tool-name',
      'searchEmployee',
      '--tool-arg',
      'dataset=departments',
      'query=fin',
    );
    expect(result.isError).toBe(false);
    expect(JSON.parse(result.content[0].text)).toMatchObject({
      success: true,
      data: { total: 1, results: [{ department: 'Finance' }] },
    });
  });
});
