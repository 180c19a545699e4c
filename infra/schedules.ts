/**
 * The functions run on a schedule (SCHEDULED_FUNCTIONS of lib/routes.ts): each gets an EventBridge
 * rule at its rate, targeting it. A run that could not be started is retried by EventBridge twice;
 * a run that fails is taken up by the next one, and the function's error alarm tells the operator.
 */
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { Construct } from 'constructs';
import { isScheduledFunction } from '../lib/routes.js';
import type { DeployedFunction } from './functions.js';

export class ScheduledRuns extends Construct {
  readonly rules: Rule[] = [];

  constructor(scope: Construct, id: string, props: { functions: readonly DeployedFunction[] }) {
    super(scope, id);
    for (const { def, fn } of props.functions) {
      if (!isScheduledFunction(def)) continue;
      const rule = new Rule(this, `${def.name.charAt(0).toUpperCase()}${def.name.slice(1)}`, {
        description: `workforce-ops ${def.name}: every ${def.schedule.everyMinutes} minute(s)`,
        schedule: Schedule.rate(Duration.minutes(def.schedule.everyMinutes)),
        targets: [new LambdaFunction(fn, { retryAttempts: 2, maxEventAge: Duration.minutes(5) })],
      });
      this.rules.push(rule);
    }
  }
}
