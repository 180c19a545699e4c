/** The application-classification rule endpoints in the document. */
import * as z from 'zod';
import { MAX_REGEX_LENGTH } from '../../classification/regex-check.js';
import { PublicRuleSchema } from '../../classification/rule.js';
import {
  DeactivateRuleSchema,
  ListRulesSchema,
  MAX_LIST_LIMIT,
  MAX_RULE_NAME_BYTES,
  MAX_RULE_NAME_LENGTH,
} from '../../classification/rule-inputs.js';
import { RuleFieldsSchema } from '../../classification/schemas.js';
import { formatBytes } from '../../dynamo/value-limits.js';
import { ERRORS } from '../../shared/error-catalogue.js';

import {
  BODY_FAILURES,
  errorAnswer,
  failure,
  failures,
  invalidFieldsAnswer,
  KEY_FAILURES,
  keyedOperation,
  success,
  withKey,
} from '../keyed.js';
import { KEY_PLACEHOLDER, type OperationDoc } from '../model.js';

const TAG = 'Application classification';

/** The 400 of the rule endpoints, in place of the shared one: their own fields, and the regex checks. */
const ruleFailures = () =>
  failures('The key or the body is wrong.', [
    KEY_FAILURES.missing,
    KEY_FAILURES.unknown,
    [
      'MISSING_REQUIRED_FIELDS',
      'missing required fields: app_name_pt, regex_rule',
      'a required field absent',
    ],
    [
      'INVALID_FIELD',
      'invalid fields: regex_rule (may backtrack catastrophically: ...)',
      `a regex that does not compile, is over ${formatBytes(MAX_REGEX_LENGTH)} characters, may backtrack catastrophically or could not be checked for it; a field of the wrong type; \`rnk\` not an integer; a bad \`limit\` or \`cursor\``,
    ],
    BODY_FAILURES.notJson,
    BODY_FAILURES.notObject,
  ]);

const chrome = {
  key: KEY_PLACEHOLDER,
  app_name_pt: 'Navegador Chrome',
  regex_rule: '^chrome(\\.exe)?$',
  app_class: 'Navegação',
  rnk: 1,
};

export const classificationOperations: OperationDoc[] = [
  keyedOperation('insertAppClassificationRule', TAG, {
    summary: 'Add an active rule',
    description: `\`app_name_pt\` is unique among the company's active rules, compared after Unicode NFC normalisation and case folding (accents count); it is at most ${MAX_RULE_NAME_LENGTH} characters and, case-folded, ${MAX_RULE_NAME_BYTES} bytes of UTF-8 (it is part of the rule's keys). \`regex_rule\` and \`app_regex\` are ECMAScript regular expressions (no flags, at most ${formatBytes(MAX_REGEX_LENGTH)} characters) not open to catastrophic backtracking: refused when their matching time can grow exponentially with the input, or with its cube or faster; quadratic growth is accepted. Inserting the name of a deactivated rule reactivates it with the fields sent (\`reactivated: true\`).`,
    requestSchema: withKey(RuleFieldsSchema),
    responses: {
      200: {
        description: 'The rule is active.',
        schema: success({
          result: z.object({ ...PublicRuleSchema.shape, company: z.string(), reactivated: z.boolean() }),
        }),
      },
      400: ruleFailures(),
      409: failures('An active rule has that name.', [failure(ERRORS.activeRuleExists)]),
    },
    examples: {
      chrome: {
        summary: 'Chrome is browsing',
        status: 200,
        body: chrome,
        answer: {
          err: false,
          result: {
            app_name_pt: 'Navegador Chrome',
            regex_rule: '^chrome(\\.exe)?$',
            app_class: 'Navegação',
            rnk: 1,
            app_regex: null,
            company: 'Acme Demo',
            reactivated: false,
          },
        },
      },
      duplicate: {
        summary: 'The same name again, in capitals',
        status: 409,
        body: { ...chrome, app_name_pt: 'NAVEGADOR CHROME' },
        answer: errorAnswer(ERRORS.activeRuleExists, { app_name_pt: 'NAVEGADOR CHROME' }),
      },
      catastrophicRegex: {
        summary: 'A regex open to catastrophic backtracking',
        status: 400,
        body: { ...chrome, app_name_pt: 'Lento', regex_rule: '(a+)+$' },
        answer: invalidFieldsAnswer('regex_rule (may backtrack catastrophically: …)'),
      },
    },
    keyBody: chrome,
  }),
  keyedOperation('listAppClassificationRules', TAG, {
    summary: 'The active rules, by priority',
    description: `By \`rnk\` ascending (rules without \`rnk\` last), then by name; pages of \`limit\` rules (1-${MAX_LIST_LIMIT}, default ${MAX_LIST_LIMIT}). When more follow, the answer carries \`nextCursor\`: send it back as \`cursor\`.`,
    requestSchema: withKey(ListRulesSchema),
    responses: {
      200: {
        description: 'A page of active rules.',
        schema: success({
          company: z.string(),
          result: z.array(PublicRuleSchema),
          nextCursor: z.string().optional(),
        }),
      },
      400: ruleFailures(),
    },
    examples: {
      rules: {
        summary: 'The first 50 rules',
        status: 200,
        body: { key: KEY_PLACEHOLDER, limit: 50 },
        answer: {
          err: false,
          company: 'Acme Demo',
          result: [
            {
              app_name_pt: 'Navegador Chrome',
              regex_rule: '^chrome(\\.exe)?$',
              app_class: 'Navegação',
              rnk: 1,
              app_regex: null,
            },
          ],
        },
      },
    },
    keyBody: { key: KEY_PLACEHOLDER },
  }),
  keyedOperation('deactivateAppClassificationRule', TAG, {
    summary: 'Deactivate a rule',
    description:
      'Deactivates the active rule of that name (matched as on insert) and answers the name as stored.',
    requestSchema: withKey(DeactivateRuleSchema),
    responses: {
      200: {
        description: 'The rule is deactivated.',
        schema: success({ result: z.object({ deactivated: z.string(), company: z.string() }) }),
      },
      400: ruleFailures(),
      404: failures('No active rule of that name.', [failure(ERRORS.noActiveRule)]),
    },
    examples: {
      deactivate: {
        summary: 'Deactivate it, in lower case',
        status: 200,
        body: { key: KEY_PLACEHOLDER, app_name_pt: 'navegador chrome' },
        answer: { err: false, result: { deactivated: 'Navegador Chrome', company: 'Acme Demo' } },
      },
      again: {
        summary: 'Again: no active rule of that name',
        status: 404,
        body: { key: KEY_PLACEHOLDER, app_name_pt: 'navegador chrome' },
        answer: errorAnswer(ERRORS.noActiveRule, { app_name_pt: 'navegador chrome' }),
      },
    },
    keyBody: { key: KEY_PLACEHOLDER, app_name_pt: 'navegador chrome' },
  }),
];
