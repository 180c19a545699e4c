/**
 * The order the test files start in. Vitest starts the files of one project after another, by
 * project name, and within a project by the durations of earlier runs on this machine: a clean
 * clone has none, so its longest file would start last, when the other workers have run out of
 * files, and the run would wait minutes for it alone. The files that take longest start first.
 */
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The longest files of a whole run on two cores, longest first (measured: 35 s to 80 s each, where
 * most files take a few seconds): the fault and fuzz tests, the property test of the summaries, the
 * `npm start`s of the start-and-stop tests, the docs examples and the conformance suite, the
 * bundling of every function.
 */
export const LONGEST_FILES = [
  'test/reliability/faults/dynamo-cut-points.test.ts',
  'test/lib/summaries/summaries-exact.test.ts',
  'test/docs-examples.test.ts',
  'test/lib/local/start-stop.test.ts',
  'test/conformance/mcp-conformance.test.ts',
  'test/infra/bundling.test.ts',
  'test/functions/webhooks/delivery.e2e.test.ts',
  'test/reliability/fuzz/master-data-rules-notifications.fuzz.test.ts',
  'test/functions/master-data/submit-master-data.test.ts',
  'test/reliability/load/load-smoke.test.ts',
  'test/reliability/fuzz/mcp.fuzz.test.ts',
  'test/reliability/fuzz/punch-clock.fuzz.test.ts',
  'test/reliability/faults/dynamo-outage.test.ts',
];

export function rankOf(file: string): number {
  const rank = LONGEST_FILES.indexOf(file);
  return rank === -1 ? LONGEST_FILES.length : rank;
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const root = this.ctx.config.root;
    const rank = (spec: TestSpecification) => rankOf(relative(root, spec.moduleId));
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
