/**
 * The functions run on a schedule (SCHEDULED_FUNCTIONS of lib/routes.ts): an EventBridge rule each,
 * every `everyMinutes`, invoking the function with nothing to act on but the time.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import type { ScheduledFunctionDef } from '../lib/routes.js';
import type { DeployedFunction } from './functions.js';

const isScheduled = (def: unknown): def is ScheduledFunctionDef =>
  typeof (def as { everyMinutes?: unknown }).everyMinutes === 'number';

export class ScheduledRuns extends Construct {
  constructor(scope: Construct, id: string, props: { functions: readonly DeployedFunction[] }) {
    super(scope, id);
    for (const { def, fn } of props.functions) {
      if (!isScheduled(def)) continue;
      new Rule(this, `${def.name.charAt(0).toUpperCase()}${def.name.slice(1)}Schedule`, {
        schedule: Schedule.rate(Duration.minutes(def.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 0 })],
      });
    }
  }
}
