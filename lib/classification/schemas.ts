/**
 * The rule fields as the REST insert takes them: every regex with the full check, ReDoS included
 * (regex-check.ts). The other rule inputs, and the schema's shape, are in rule-inputs.ts.
 */
import { regexProblem } from './regex-check.js';
import { ruleFieldsSchema } from './rule-inputs.js';

export const RuleFieldsSchema = ruleFieldsSchema(regexProblem);
