/**
 * The fields of a rule, as the REST insert and categorizeURL take them: every regex, whoever wrote
 * it, passes the full check (regex-check.ts: length, syntax and the ReDoS analysis). The other rule
 * inputs are in rule-inputs.ts.
 */
import { RANK_LIMIT } from '../dynamo/keys.js';
import * as z from '../shared/zod.js';
import { regexProblem } from './regex-check.js';
import { ruleName } from './rule-inputs.js';

/** A rule regex, refused with the message regexProblem gives, if any. */
const ruleRegex = z.string().check(
  z.superRefine((pattern, context) => {
    const problem = regexProblem(pattern);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  }),
);

export const RuleFieldsSchema = z.object({
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

export type RuleFields = z.output<typeof RuleFieldsSchema>;
