import type { ApproverRule } from '../../overtime/approver.js';
import { approverOf } from '../../overtime/approver-of.js';
import * as z from '../../shared/zod.js';
import { defineTool, readOnly } from '../tool.js';
import { LoginArgument } from './arguments.js';

const RULE_WORDS: Record<ApproverRule, string> = {
  override: 'the manager sent with the request',
  specificManager: "the employee's own manager (master data field manager)",
  overtimeManagers: "the company's first overtime manager",
  defaultManager: "the employee's default manager (master data field defaultManager)",
};

export const whoIsManagerOf = defineTool({
  name: 'whoIsManagerOf',
  description:
    "Who approves an employee's overtime requests, and which rule chose them: the employee's own manager, else the company's first overtimeManager, else the employee's defaultManager (the rule /requestExtension applies).",
  need: { kind: 'family', family: 'read:masterdata' },
  annotations: readOnly('Approver of an employee'),
  input: () => z.object({ login: LoginArgument }),
  async run({ tenant }, { login }) {
    const { company, employee: profile, approver } = await approverOf(tenant ?? '', login);
    const candidates = {
      specificManager: profile.manager ?? null,
      overtimeManagers: company.overtimeManagers,
      defaultManager: profile.defaultManager ?? null,
    };
    const warnings = profile.active ? [] : [`${login} is inactive in master data`];
    const employee = { login, name: profile.name, department: profile.department, active: profile.active };
    if (!approver) {
      return {
        data: { employee, approver: null, rule: null, candidates },
        humanSummary: `Nobody can approve overtime of ${profile.name} (${login}): set their manager or defaultManager in master data, or the company's overtimeManagers.`,
        warnings,
        escalation: { reason: 'no_approver' },
      };
    }
    return {
      data: {
        employee,
        approver: approver.email,
        rule: approver.rule,
        ruleDescription: RULE_WORDS[approver.rule],
        candidates,
      },
      humanSummary: `${approver.email} approves overtime of ${profile.name} (${login}), as ${RULE_WORDS[approver.rule]}.`,
      warnings,
    };
  },
});
