/**
 * cfn-lint (AWS's CloudFormation linter) over the synthesized template, with the custom domain and
 * an alarm e-mail configured so their resources are linted too. It is a Python tool: this test runs
 * it where it is installed (machine images here ship it; `pip install cfn-lint` elsewhere) and
 * says so when it is not. Clean means no error and no warning but W3005: a DependsOn that a GetAtt
 * already implies, which CDK writes on purpose for the functions' roles (their policies must exist
 * before the function is created).
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fastStack } from '../support/cdk.js';

const installed = spawnSync('cfn-lint', ['--version'], { encoding: 'utf8' }).status === 0;

describe.skipIf(!installed)('cfn-lint', () => {
  it('finds no error and no warning but the benign W3005', () => {
    const { app, stack } = fastStack({
      context: {
        domainName: 'api.acme-ops.net',
        hostedZoneId: 'Z0123456789ABC',
        hostedZoneName: 'acme-ops.net',
        alarmEmail: 'oncall@acme-ops.net',
      },
    });
    const assembly = app.synth({ force: true });
    const template = join(assembly.directory, stack.templateFile);
    const lint = spawnSync(
      'cfn-lint',
      ['--format', 'parseable', '--ignore-checks', 'W3005', '--', template],
      {
        encoding: 'utf8',
      },
    );
    expect(lint.stdout + lint.stderr).toBe('');
    expect(lint.status).toBe(0);
  }, 180_000);
});

it.runIf(!installed)('cfn-lint is not installed here: the template was not linted', () => {
  console.warn('cfn-lint not found on PATH: install it (pip install cfn-lint) to lint the template');
});
