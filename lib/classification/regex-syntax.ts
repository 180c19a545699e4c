/**
 * The checks of a rule regex that come before the ReDoS analysis (regex-check.ts): not empty, a
 * length limit, and ECMAScript syntax (what `new RegExp(x)` accepts).
 */
export const MAX_REGEX_LENGTH = 1000;

/** Why `pattern` is not a usable regex of at most MAX_REGEX_LENGTH characters, or undefined. */
export function regexSyntaxProblem(pattern: string): string | undefined {
  if (pattern.length === 0) return 'must not be empty';
  if (pattern.length > MAX_REGEX_LENGTH) {
    return `is ${pattern.length} characters long; the limit is ${MAX_REGEX_LENGTH}`;
  }
  try {
    new RegExp(pattern);
  } catch (error) {
    return `is not a valid regular expression: ${(error as Error).message}`;
  }
  return undefined;
}
