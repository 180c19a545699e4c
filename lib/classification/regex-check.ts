/**
 * The checks every rule regex from outside passes before it is stored: a length limit, ECMAScript
 * syntax (what `new RegExp(x)` accepts; regex-syntax.ts) and no exposure to catastrophic
 * backtracking (redos/backtracking.ts).
 *
 * The rules are run by whoever classifies activity on employees' machines, against process names,
 * window titles and addresses, with a backtracking engine. Where the line is drawn, and why:
 * - Refused: matching time that can grow exponentially with the input (seconds on 30 to 40
 *   characters: `(a|aa)+$`, `^(\w+\s?)*$`), or that multiplies through counted repetitions
 *   (`^(?:a{1,10}){10}$`), or polynomial of degree 3 or more (`.*Google.*Docs`: seconds on about
 *   2,500 characters, a long URL or title; each further degree needs far fewer).
 * - Accepted: linear and quadratic growth. Every unanchored pattern that starts with a repeated
 *   class is quadratic (`.*chrome.*`, `[\w-]+\.example\.com`, `\s+$`): refusing those would refuse
 *   the most ordinary rules, and they stay within a fraction of a second on inputs of a few
 *   thousand characters (measured: 0.05-0.4 s at 5,000 characters for the corpus's quadratic
 *   patterns, on a busy machine; seconds only past about 20,000).
 * The analysis has a fixed budget of CPU time (ANALYSIS_LIMITS); a pattern it cannot finish within
 * it is refused, saying so, rather than accepted unchecked.
 */
import { ANALYSIS_LIMITS, type Attack, analyseBacktracking } from './redos/backtracking.js';
import type { BudgetLimits } from './redos/budget.js';
import { regexSyntaxProblem } from './regex-syntax.js';

export { MAX_REGEX_LENGTH } from './regex-syntax.js';

/** Polynomial growth of this degree or more is refused. */
export const REFUSED_DEGREE = 3;

/** Why `pattern` cannot be a rule regex, or undefined when it can. */
export function regexProblem(pattern: string): string | undefined {
  return regexSyntaxProblem(pattern) ?? backtrackingProblem(pattern);
}

/** Why a valid regex is refused as open to catastrophic backtracking, or undefined when it is not. */
export function backtrackingProblem(
  pattern: string,
  limits: BudgetLimits = ANALYSIS_LIMITS,
): string | undefined {
  const result = analyseBacktracking(pattern, limits);
  switch (result.kind) {
    case 'exponential':
      return result.counted
        ? `may backtrack catastrophically: its counted repetitions can split an input in so many ways that matching it takes seconds${shortExample(result.attack)}`
        : `may backtrack catastrophically: its matching time can grow exponentially with the length of the input${shortExample(result.attack)}`;
    case 'polynomial':
      if (result.degree < REFUSED_DEGREE) return undefined;
      return `may backtrack catastrophically: its matching time can grow with the ${power(result.degree)} of the length of the input${longExample(result.attack)}`;
    case 'too-complex':
      return (
        `is too complex to be checked for catastrophic backtracking within the analysis's limit (${limits.cpuMs} ms of computation); ` +
        'a pattern with fewer or smaller nested repetitions can be'
      );
    case 'unparsed':
      return `could not be checked for catastrophic backtracking: ${result.reason}`;
  }
}

const power = (degree: number) => (degree === 3 ? 'cube' : `${degree}th power`);

/** An input of about 40 characters that takes seconds. */
function shortExample(attack: Attack | undefined): string {
  if (!attack) return '';
  const repeat = attack.pump ? Math.max(4, Math.ceil(32 / attack.pump.length)) : 0;
  const input = attack.prefix + attack.pump.repeat(repeat) + attack.suffix;
  return input.length > 120 ? '' : `, e.g. on ${JSON.stringify(input)}`;
}

/** How to build an input that takes seconds: the repeated part, a few thousand characters long. */
function longExample(attack: Attack | undefined): string {
  if (!attack || attack.prefix.length + attack.pump.length + attack.suffix.length > 120) return '';
  const start = attack.prefix ? `${JSON.stringify(attack.prefix)} then ` : '';
  const end = attack.suffix ? `, then ${JSON.stringify(attack.suffix)}` : '';
  return `, e.g. on ${start}${JSON.stringify(attack.pump)} repeated a few thousand times${end}`;
}
