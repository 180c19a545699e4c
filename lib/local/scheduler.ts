/**
 * The local stand-in for the cloud's schedule rules (SCHEDULED_FUNCTIONS of lib/routes.ts): each
 * function's handler, loaded as the local gateway loads handlers, run every `localEverySeconds` (or the interval
 * given), one run at a time, with a context that gives it its whole timeout.
 */
import { SCHEDULED_FUNCTIONS, type ScheduledFunctionDef } from '../routes.js';
import { logger } from '../shared/logger.js';
import { lambdaContext, loadHandler } from './gateway.js';

export class LocalScheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  constructor(
    private readonly functions: readonly ScheduledFunctionDef[] = SCHEDULED_FUNCTIONS,
    private readonly intervalMs?: number,
  ) {}

  /** One run of the function now (what the timer does), answered when it ends. */
  async runOnce(def: ScheduledFunctionDef): Promise<void> {
    const handler = await loadHandler(def);
    await handler({ source: 'local.scheduler' }, lambdaContext(def));
  }

  start(): void {
    for (const def of this.functions) {
      const every = this.intervalMs ?? def.schedule.localEverySeconds * 1000;
      const tick = () => {
        const run = this.runOnce(def).catch((error: unknown) =>
          logger.error('scheduled run failed', { function: def.name, error }),
        );
        this.running.add(run);
        void run.finally(() => {
          this.running.delete(run);
          if (!this.stopped) this.timers.set(def.name, setTimeout(tick, every));
        });
      };
      this.timers.set(def.name, setTimeout(tick, every));
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers.values()) clearTimeout(timer);
    await Promise.all(this.running);
  }
}
