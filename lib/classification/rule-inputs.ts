/**
 * Inputs of the application-classification rules, shared by the REST endpoints and the MCP tools
 * (listAppRules, categorizeURL). The rule fields schema takes its regex check as an argument:
 * schemas.ts gives it the full check (with the ReDoS analysis, for patterns from outside),
 * upsert-url-rule.ts the syntax check alone (for the patterns categorizeURL writes itself). So this
 * module, which the MCP server loads, does not bring the ReDoS analysis and its parser with it.
 */

import { RANK_LIMIT } from '../dynamo/keys.js';
import { pageLimit, utf8Bytes } from '../shared/validation.js';
import * as z from '../shared/zod.js';
import { foldRuleName } from './rule-name.js';

export const MAX_RULE_NAME_LENGTH = 200;
/** Twice this, and the rank, fit the 1,024 bytes of an index sort key (keys.ts, ruleKeys.activeSort). */
export const MAX_RULE_NAME_BYTES = 500;
export const MAX_LIST_LIMIT = 100;

const ruleName = z.string().check(
  z.trim(),
  z.minLength(1, 'must not be empty'),
  z.maxLength(MAX_RULE_NAME_LENGTH, `must be at most ${MAX_RULE_NAME_LENGTH} characters`),
  z.refine((name) => !/\p{Cc}/u.test(name), 'must not hold control characters'),
  // The folded name is a rule's sort key and, with its accent-free form, its index sort key.
  z.refine(
    (name) => utf8Bytes(foldRuleName(name)) <= MAX_RULE_NAME_BYTES,
    `must be at most ${MAX_RULE_NAME_BYTES} bytes of UTF-8 (a character outside ASCII takes 2 to 4)`,
  ),
);

/** The fields of a rule, each regex refused with the message `regexProblem` gives, if any. */
export function ruleFieldsSchema(regexProblem: (pattern: string) => string | undefined) {
  const ruleRegex = z.string().check(
    z.superRefine((pattern, context) => {
      const problem = regexProblem(pattern);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
  );
  return z.object({
    app_name_pt: ruleName,
    regex_rule: ruleRegex,
    app_class: z.nullish(z.string().check(z.trim(), z.maxLength(200, 'must be at most 200 characters'))),
    app_regex: z.nullish(ruleRegex),
    rnk: z.nullish(
      z
        .number()
        .check(
          z.int('must be an integer'),
          z.gte(-RANK_LIMIT, `must be at least -${RANK_LIMIT}`),
          z.lte(RANK_LIMIT, `must be at most ${RANK_LIMIT}`),
        ),
    ),
  });
}

export type RuleFields = z.output<ReturnType<typeof ruleFieldsSchema>>;

export const DeactivateRuleSchema = z.object({ app_name_pt: ruleName });

export const ListRulesSchema = z.object({
  limit: z.optional(pageLimit(MAX_LIST_LIMIT)),
  cursor: z.optional(z.string().check(z.minLength(1, 'must not be empty'))),
});

export type ListRulesInput = z.output<typeof ListRulesSchema>;
