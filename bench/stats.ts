/** Small statistics for the benchmark: percentiles, medians, shuffles. */

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

export const median = (values: readonly number[]) => percentile(values, 50);

/** Fisher-Yates, so interleaved measurements do not always meet the same neighbour. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Operations per second of `op`, run for about `ms` milliseconds. */
export async function opsPerSecond(op: () => unknown, ms: number): Promise<number> {
  let count = 0;
  const started = performance.now();
  let now = started;
  while (now - started < ms) {
    for (let i = 0; i < 50; i += 1) {
      // Await only what is asynchronous: a needless await would tax the synchronous side.
      const result = op();
      if (result instanceof Promise) await result;
    }
    count += 50;
    now = performance.now();
  }
  return count / ((now - started) / 1000);
}

/** Alternating blocks of `a` and `b`; the median of each side's rates (a noisy block cannot decide). */
export async function interleavedRates(
  a: () => unknown,
  b: () => unknown,
  blocks: number,
  blockMs: number,
): Promise<{ a: number; b: number }> {
  const ratesA: number[] = [];
  const ratesB: number[] = [];
  for (let i = 0; i < blocks; i += 1) {
    ratesA.push(await opsPerSecond(a, blockMs));
    ratesB.push(await opsPerSecond(b, blockMs));
  }
  return { a: median(ratesA), b: median(ratesB) };
}
