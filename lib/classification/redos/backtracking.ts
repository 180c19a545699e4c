/**
 * How long a backtracking match of a rule regex can take, as a function of the input's length:
 * the pattern is parsed as ECMAScript without flags (as rules are compiled), turned into an
 * automaton (automaton.ts) and analysed (analysis.ts) within a fixed budget of CPU time.
 */
import { type AST, RegExpParser } from '@eslint-community/regexpp';
import { analyse, type Growth } from './analysis.js';
import { buildAutomaton } from './automaton.js';
import { Budget, BudgetExceeded, type BudgetLimits } from './budget.js';

export type { Attack } from './analysis.js';

export type Backtracking = (
  | Growth
  /** The analysis needed more than its budget. */
  | { kind: 'too-complex' }
  /** ECMAScript accepts the pattern but the parser does not (a syntax newer than it). */
  | { kind: 'unparsed'; reason: string }
) & {
  /** The steps the analysis took. */
  steps: number;
};

/**
 * The CPU time the analysis of one pattern may take: a request that inserts a rule holds its
 * Lambda's CPU (or the local runtime's one thread) no longer than this for the check. The patterns
 * of the test corpus take a few milliseconds each once the process is warm; one that needs more is
 * refused as too complex to check, saying so. The process's CPU clock also counts the compiler and
 * the collector: a process's first analysis of a pattern of 20 labels of up to 63 letters took 87 ms
 * (24 ms warm), and over 100 on a busy machine, so the limit leaves room for a cold function.
 */
export const ANALYSIS_LIMITS: BudgetLimits = { cpuMs: 250 };

const parser = new RegExpParser({ ecmaVersion: 2025 });

export function analyseBacktracking(pattern: string, limits: BudgetLimits = ANALYSIS_LIMITS): Backtracking {
  let ast: AST.Pattern;
  try {
    ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: false, unicodeSets: false });
  } catch (error) {
    return { kind: 'unparsed', reason: (error as Error).message, steps: 0 };
  }
  const budget = new Budget(limits);
  const bodies = new Map<AST.LookaroundAssertion, Growth>();
  const analyseBody = (node: AST.LookaroundAssertion): Growth => {
    const known = bodies.get(node);
    if (known) return known;
    const automaton = buildAutomaton(
      node.alternatives,
      { backwards: node.kind === 'lookbehind', search: false },
      budget,
    );
    const growth = analyse(automaton, budget, { body: (site) => analyseBody(site.node) });
    bodies.set(node, growth);
    return growth;
  };
  try {
    const automaton = buildAutomaton(ast.alternatives, { backwards: false, search: true }, budget);
    const growth = analyse(automaton, budget, { body: (site) => analyseBody(site.node) });
    // An attack found on an approximation of the pattern may not work on the pattern itself.
    const { attack, ...rest } = growth;
    return automaton.exact && attack ? { ...growth, steps: budget.spent } : { ...rest, steps: budget.spent };
  } catch (error) {
    if (error instanceof BudgetExceeded) return { kind: 'too-complex', steps: budget.spent };
    throw error;
  }
}
