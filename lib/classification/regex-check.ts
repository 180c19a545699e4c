/**
 * The checks every rule regex passes before it is stored: a length limit, ECMAScript syntax (what
 * `new RegExp(x)` accepts) and no exposure to catastrophic backtracking.
 *
 * The ReDoS check is safe-regex2 (star height: a quantifier inside a repeated group, as in
 * `(a+)+$`). It is 15 kB bundled against recheck's 2.9 MB, which matters in a Lambda bundle; the
 * price is that it is a heuristic: it refuses some safe nested patterns and does not see
 * overlapping alternation such as `(a|a)*$`. It also refuses syntax its parser does not know
 * (lookbehind), which errs on the safe side.
 */
import safeRegex from 'safe-regex2';

export const MAX_REGEX_LENGTH = 1000;
/** safe-regex2's default bound on quantifiers per pattern, stated here so the message can name it. */
const MAX_QUANTIFIERS = 25;

/** Why `pattern` cannot be a rule regex, or undefined when it can. */
export function regexProblem(pattern: string): string | undefined {
  if (pattern.length === 0) return 'must not be empty';
  if (pattern.length > MAX_REGEX_LENGTH) {
    return `is ${pattern.length} characters long; the limit is ${MAX_REGEX_LENGTH}`;
  }
  try {
    new RegExp(pattern);
  } catch (error) {
    return `is not a valid regular expression: ${(error as Error).message}`;
  }
  if (!safeRegex(pattern, { limit: MAX_QUANTIFIERS })) {
    return (
      'may backtrack catastrophically: it repeats a group holding a quantifier (like (a+)+), has more ' +
      `than ${MAX_QUANTIFIERS} quantifiers, or uses syntax the ReDoS checker cannot analyse (like lookbehind)`
    );
  }
  return undefined;
}
