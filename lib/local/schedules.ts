/**
 * The local stand-in for the EventBridge rules of the scheduled functions (SCHEDULED_FUNCTIONS of
 * lib/routes.ts): each function's handler, in-process, every `everyMinutes`, the first run a few
 * seconds after start. A run that fails is logged; the next one runs as planned.
 */
import { SCHEDULED_FUNCTIONS, type ScheduledFunctionDef } from '../routes.js';
import { logger } from '../shared/logger.js';
import { loadHandler } from './gateway.js';

const FIRST_RUN_MS = 5_000;

export function startSchedules(functions: readonly ScheduledFunctionDef[] = SCHEDULED_FUNCTIONS): {
  stop(): Promise<void>;
} {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  for (const def of functions) {
    const run = () => {
      const done = loadHandler(def)
        .then((handler) => (handler as unknown as () => Promise<unknown>)())
        .catch((error: unknown) => logger.error('scheduled run failed', { function: def.name, error }))
        .finally(() => {
          running.delete(done);
          if (!stopped) timers.set(def.name, setTimeout(run, def.everyMinutes * 60_000));
        });
      running.add(done);
    };
    timers.set(def.name, setTimeout(run, FIRST_RUN_MS));
  }
  return {
    stop: async () => {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      await Promise.all(running);
    },
  };
}
