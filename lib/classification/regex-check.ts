/**
 * The checks every rule regex from outside passes before it is stored: a length limit, ECMAScript
 * syntax (what `new RegExp(x)` accepts; regex-syntax.ts) and no exposure to catastrophic
 * backtracking.
 *
 * The ReDoS check is safe-regex2 (star height: a quantifier inside a repeated group, as in
 * `(a+)+$`). It is 15 kB bundled against recheck's 2.9 MB, which matters in a Lambda bundle; the
 * price is that it is a heuristic: it refuses some safe nested patterns and does not see
 * overlapping alternation such as `(a|a)*$`. It also refuses syntax its parser does not know
 * (lookbehind), which errs on the safe side.
 */
import safeRegex from 'safe-regex2';
import { regexSyntaxProblem } from './regex-syntax.js';

export { MAX_REGEX_LENGTH } from './regex-syntax.js';

/** safe-regex2's default bound on quantifiers per pattern, stated here so the message can name it. */
const MAX_QUANTIFIERS = 25;

/** Why `pattern` cannot be a rule regex, or undefined when it can. */
export function regexProblem(pattern: string): string | undefined {
  const syntax = regexSyntaxProblem(pattern);
  if (syntax) return syntax;
  if (!safeRegex(pattern, { limit: MAX_QUANTIFIERS })) {
    return (
      'may backtrack catastrophically: it repeats a group holding a quantifier (like (a+)+), has more ' +
      `than ${MAX_QUANTIFIERS} quantifiers, or uses syntax the ReDoS checker cannot analyse (like lookbehind)`
    );
  }
  return undefined;
}
