/**
 * Inputs of the application-classification rules, shared by the REST endpoints and the MCP tools
 * (listAppRules, categorizeURL).
 */
import * as z from 'zod';
import { RANK_LIMIT } from '../dynamo/keys.js';
import { regexProblem } from './regex-check.js';

export const MAX_RULE_NAME_LENGTH = 200;
export const MAX_LIST_LIMIT = 100;

const ruleName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MAX_RULE_NAME_LENGTH, `must be at most ${MAX_RULE_NAME_LENGTH} characters`)
  .refine((name) => !/\p{Cc}/u.test(name), 'must not hold control characters');

const ruleRegex = z.string().superRefine((pattern, context) => {
  const problem = regexProblem(pattern);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

export const RuleFieldsSchema = z.object({
  app_name_pt: ruleName,
  regex_rule: ruleRegex,
  app_class: z.string().trim().max(200, 'must be at most 200 characters').nullish(),
  app_regex: ruleRegex.nullish(),
  rnk: z
    .number()
    .int('must be an integer')
    .min(-RANK_LIMIT, `must be at least -${RANK_LIMIT}`)
    .max(RANK_LIMIT, `must be at most ${RANK_LIMIT}`)
    .nullish(),
});

export type RuleFields = z.output<typeof RuleFieldsSchema>;

export const DeactivateRuleSchema = z.object({ app_name_pt: ruleName });

export const ListRulesSchema = z.object({
  limit: z
    .number()
    .int('must be an integer')
    .min(1, 'must be at least 1')
    .max(MAX_LIST_LIMIT, `must be at most ${MAX_LIST_LIMIT}`)
    .optional(),
  cursor: z.string().min(1, 'must not be empty').optional(),
});

export type ListRulesInput = z.output<typeof ListRulesSchema>;
