/**
 * Inputs of the application-classification rules, shared by the REST endpoints and the MCP tools
 * (listAppRules, categorizeURL). The rule fields, whose regexes need the ReDoS analysis, are in
 * schemas.ts, so that the functions that take no regex do not load it.
 */

import { utf8Bytes } from '../shared/validation.js';
import * as z from '../shared/zod.js';
import { foldRuleName } from './rule-name.js';

export const MAX_RULE_NAME_LENGTH = 200;
/** Twice this, and the rank, fit the 1,024 bytes of an index sort key (keys.ts, ruleKeys.activeSort). */
export const MAX_RULE_NAME_BYTES = 500;
export const MAX_LIST_LIMIT = 100;

/** The name of a rule, unique among a company's active rules. */
export const ruleName = z.string().check(
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

export const DeactivateRuleSchema = z.object({ app_name_pt: ruleName });

export const ListRulesSchema = z.object({
  limit: z.optional(
    z
      .number()
      .check(
        z.int('must be an integer'),
        z.gte(1, 'must be at least 1'),
        z.lte(MAX_LIST_LIMIT, `must be at most ${MAX_LIST_LIMIT}`),
      ),
  ),
  cursor: z.optional(z.string().check(z.minLength(1, 'must not be empty'))),
});

export type ListRulesInput = z.output<typeof ListRulesSchema>;
