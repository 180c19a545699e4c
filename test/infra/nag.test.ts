import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { App, Stack, Validations } from 'aws-cdk-lib';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../infra/app.js';
import { defaultStack, fastStack, NO_BUNDLING } from '../support/cdk.js';

function violationsOf(scope: IConstruct): string[] {
  return new AwsSolutionsChecks()
    .validateScope(scope)
    .violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`));
}

/** Every acknowledgement recorded in the tree: rule id → reason. */
function acknowledgements(scope: IConstruct): Map<string, string> {
  const found = new Map<string, string>();
  for (const node of scope.node.findAll()) {
    for (const entry of node.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>))
        found.set(id.replace(/^annotation::/i, ''), reason);
    }
  }
  return found;
}

describe('cdk-nag AwsSolutions', () => {
  it('finds nothing unacknowledged in the stack', () => {
    expect(violationsOf(defaultStack().stack)).toEqual([]);
  });

  it('finds nothing in the sam-local variant or with an alarm e-mail and a domain identity', () => {
    const { stack } = fastStack({
      context: {
        samLocal: true,
        alarmEmail: 'oncall@example.org',
        sesSender: 'ops@mail.example.org',
        sesIdentity: 'mail.example.org',
      },
    });
    expect(violationsOf(stack)).toEqual([]);
  });

  it('does find what it should (the checker is not silent)', () => {
    const stack = new Stack(new App(), 'Control');
    new Secret(stack, 'Unrotated');
    expect(violationsOf(stack)).toEqual([expect.stringMatching(/^AwsSolutions-SMG4 at Control\/Unrotated/)]);
  });

  it('acknowledges only these rules, each with its reason in code', () => {
    const acknowledged = acknowledgements(defaultStack().stack);
    expect([...acknowledged.keys()].sort()).toEqual([
      'AwsSolutions-APIG4',
      'AwsSolutions-IAM5[Resource::*]',
      'AwsSolutions-L1',
      'AwsSolutions-SMG4',
      'AwsSolutions-SQS3',
    ]);
    for (const reason of acknowledged.values()) expect(reason.length).toBeGreaterThan(80);
  });

  it('runs as a validation plugin when the app synthesizes, as `cdk synth` does', () => {
    const { app } = buildApp({ context: { ...NO_BUNDLING } });
    const assembly = app.synth();
    expect(assembly.stacks.map((stack) => stack.stackName)).toEqual(['WorkforceOps-dev']);

    // And that plugin stops synthesis on a finding.
    const control = new App({ outdir: mkdtempSync(join(tmpdir(), 'nag-control-')) });
    new Secret(new Stack(control, 'Control'), 'Unrotated');
    Validations.of(control).addPlugins(new AwsSolutionsChecks(control));
    expect(() => control.synth()).toThrow(/AwsSolutions-SMG4/);
  });
});
