/**
 * How `npm start` ends: it stops everything it started, and only that (the gateway and the
 * emulators it spawned, by their PIDs), whichever of its processes is told to stop, and when
 * whatever ran it goes away. A second Ctrl-C forces it.
 *
 * How each case reaches this process (the start script `exec`s node, so npm's child is this
 * process, with no shell in between to swallow a signal):
 * - SIGINT or SIGTERM to npm: npm forwards both to its child, here.
 * - SIGINT, SIGTERM or SIGHUP to this process: handled here.
 * - SIGHUP (or SIGKILL) to npm, which npm does not forward, and the death of whatever ran npm:
 *   this process watches every process above it and stops when one is gone.
 * - An emulator that exits without being asked (a signal sent to it, or a crash) takes the rest down.
 * - An error nothing catches, or a rejected promise nothing awaits, in this process: everything is
 *   stopped as for a signal, and the process exits with 1. Should the process end any other way
 *   (`process.exit` from elsewhere), its emulators are killed on the way out.
 * - Ctrl-C in a terminal signals the whole foreground group, so this process hears it twice (from
 *   the terminal and forwarded by npm); a second signal within SAME_REQUEST_MS of the first is the
 *   same request. A later one forces the stop: the emulators are killed at once.
 * - A graceful stop that takes longer than STOP_GRACE_MS (a step waiting on an emulator that is
 *   already gone) is forced too: nobody may be left to send the second signal.
 */

import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { killAllEmulators, onUnexpectedEmulatorExit, stopAllEmulators } from './emulators.js';

export const SAME_REQUEST_MS = 1_000;
/** How long the stop steps may take before the stop is forced. */
export const STOP_GRACE_MS = 10_000;
const WATCH_INTERVAL_MS = 500;
const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
/** Exit codes of a JVM or node process ended by SIGHUP, SIGINT or SIGTERM through its own handler. */
const SIGNAL_EXIT_CODES = new Set([129, 130, 143]);

export type StopDecision = 'stop' | 'same' | 'force';

/** What a stop signal means, given when the first one arrived (undefined: none yet). */
export function decideOnSignal(firstAt: number | undefined, now: number): StopDecision {
  if (firstAt === undefined) return 'stop';
  return now - firstAt < SAME_REQUEST_MS ? 'same' : 'force';
}

interface ProcessStamp {
  pid: number;
  /** When it started (Linux: clock ticks since boot), so a reused PID is not taken for it. */
  startedAt?: string;
}

/** Linux's /proc/<pid>/stat fields after the command name: state, ppid, ..., starttime (22nd overall). */
function procStat(pid: number): string[] | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

const hasProc = procStat(process.pid) !== undefined;

function parentOf(pid: number): number | undefined {
  if (hasProc) {
    const ppid = Number(procStat(pid)?.[1]);
    return Number.isInteger(ppid) ? ppid : undefined;
  }
  const ps = spawnSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' });
  const ppid = Number(ps.stdout.trim());
  return ps.status === 0 && Number.isInteger(ppid) ? ppid : undefined;
}

function stampOf(pid: number): ProcessStamp {
  const startedAt = hasProc ? procStat(pid)?.[19] : undefined;
  return startedAt ? { pid, startedAt } : { pid };
}

/** Every process above this one, nearest first, up to (not including) PID 1. */
export function ancestors(): ProcessStamp[] {
  const chain: ProcessStamp[] = [];
  for (let pid = process.ppid; pid > 1 && chain.length < 64; pid = parentOf(pid) ?? 0) {
    chain.push(stampOf(pid));
  }
  return chain;
}

function isGone({ pid, startedAt }: ProcessStamp): boolean {
  if (hasProc) {
    const stat = procStat(pid);
    return stat === undefined || stat[0] === 'Z' || stat[0] === 'X' || stat[19] !== startedAt;
  }
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

export interface RuntimeLifecycle {
  /** A step of the graceful stop, run before the emulators are stopped (closing the gateway). */
  onStop(step: () => void | Promise<void>): void;
  /** Stops everything gracefully and exits with `code`. */
  stop(reason: string, code: number): Promise<never>;
}

/** Installs the stop signals, the ancestor watch and the emulator watch for this process. */
export function superviseLocalRuntime(): RuntimeLifecycle {
  const steps: Array<() => void | Promise<void>> = [];
  let firstSignalAt: number | undefined;
  let stopping: Promise<never> | undefined;

  const force = (why = 'Forced', code = 130) => {
    console.log(`${why}: the emulators are killed now.`);
    killAllEmulators();
    process.exit(code);
  };

  const stop = (reason: string, code: number): Promise<never> => {
    stopping ??= (async () => {
      console.log(`\n${reason}: stopping everything npm start started (Ctrl-C again forces it)`);
      setTimeout(() => force(`Stopping took over ${STOP_GRACE_MS / 1000} s`, code), STOP_GRACE_MS);
      for (const step of steps) {
        try {
          await step();
        } catch (error) {
          console.error('while stopping:', error instanceof Error ? error.message : error);
        }
      }
      await stopAllEmulators();
      process.exit(code);
    })();
    return stopping;
  };

  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      const decision = decideOnSignal(firstSignalAt, Date.now());
      if (decision === 'force') return force();
      if (decision === 'same') return;
      firstSignalAt = Date.now();
      void stop(signal, 0);
    });
  }

  // A bug must not leave DynamoDB Local and the SES emulator running without the process that owns them.
  process.on('uncaughtException', (error) => {
    console.error('npm start: an error nothing caught:', error);
    void stop('uncaught error', 1);
  });
  process.on('unhandledRejection', (reason) => {
    console.error('npm start: a rejected promise nothing awaited:', reason);
    void stop('unhandled rejection', 1);
  });
  process.on('exit', () => killAllEmulators());

  onUnexpectedEmulatorExit(({ name, code, signal }) => {
    const bySignal = signal !== null || (code !== null && SIGNAL_EXIT_CODES.has(code));
    void stop(`${name} exited (${signal ?? `code ${code}`})`, bySignal ? 0 : 1);
  });

  const parent = process.ppid;
  const above = ancestors();
  setInterval(() => {
    const gone = process.ppid !== parent ? { pid: parent } : above.find(isGone);
    if (gone) void stop(`process ${gone.pid} above npm start is gone`, 0);
  }, WATCH_INTERVAL_MS).unref();

  return { onStop: (step) => steps.push(step), stop };
}
