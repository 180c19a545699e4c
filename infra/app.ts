/**
 * The CDK app (`cdk.json`: `npx tsx infra/app.ts`): one stack, configured from context, checked
 * by cdk-nag's AwsSolutions rules on every synthesis, so a finding stops `cdk synth` and
 * `cdk deploy` as it stops `npm test`.
 */
import { App, Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { stackConfigFromContext, stackName } from './config.js';
import { WorkforceOpsStack, type WorkforceOpsStackProps } from './stack.js';

export interface BuiltApp {
  app: App;
  stack: WorkforceOpsStack;
}

/** Builds the app; tests call it with their own context and options. */
export function buildApp(
  options: { context?: Record<string, unknown>; outdir?: string; nag?: boolean } & Omit<
    WorkforceOpsStackProps,
    'config'
  > = {},
): BuiltApp {
  const { context, outdir, nag = true, ...stackProps } = options;
  const app = new App({ ...(context ? { context } : {}), ...(outdir ? { outdir } : {}) });
  const config = stackConfigFromContext((key) => app.node.tryGetContext(key));
  const stack = new WorkforceOpsStack(app, stackName(config), {
    ...stackProps,
    config,
    description: `workforce-ops integration service (${config.stage})`,
    // Account and region come from the CLI's profile at deploy time; synthesis needs neither.
    env: { account: process.env.CDK_DEFAULT_ACCOUNT, region: process.env.CDK_DEFAULT_REGION },
  });
  if (nag) Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
  return { app, stack };
}

// Run as the CDK app (not when a test imports buildApp).
if (process.argv[1] && /infra[\\/]app\.ts$/.test(process.argv[1])) {
  buildApp().app.synth();
}
