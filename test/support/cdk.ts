/**
 * Synthesis helpers for the infrastructure tests. Template assertions do not need the functions'
 * code, so `fastStack` skips bundling (CDK's own `aws:cdk:bundling-stacks` switch) and stays
 * quick; test/infra/bundling.test.ts bundles for real with the production options.
 */
import type { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp } from '../../infra/app.js';
import type { WorkforceOpsStack } from '../../infra/stack.js';
import type { FunctionDef } from '../../lib/routes.js';

export interface Synthesized {
  app: App;
  stack: WorkforceOpsStack;
  template: Template;
}

export const NO_BUNDLING = { 'aws:cdk:bundling-stacks': [] } as const;

export function fastStack(
  options: { context?: Record<string, unknown>; functions?: readonly FunctionDef[] } = {},
): Synthesized {
  const { app, stack } = buildApp({
    context: { ...NO_BUNDLING, ...options.context },
    ...(options.functions ? { functions: options.functions } : {}),
    // cdk-nag runs explicitly in nag.test.ts, where its report can be asserted on.
    nag: false,
  });
  return { app, stack, template: Template.fromStack(stack) };
}

let shared: Synthesized | undefined;

/** The default stack over the real route table, synthesized once per test file. */
export function defaultStack(): Synthesized {
  shared ??= fastStack();
  return shared;
}

/** A CloudFormation resource of the template, typed loosely for assertions. */
export interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
  Metadata?: Record<string, unknown>;
}

export function resourcesOf(template: Template, type: string): Record<string, CfnResource> {
  return template.findResources(type) as Record<string, CfnResource>;
}
