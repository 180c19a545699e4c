/** The company record and the rules about it that need no I/O. */
export interface Company {
  companyId: string;
  name: string;
  /** IANA time zone; local date-times of the company's data are read in it. */
  timezone: string;
  /** Approvers of overtime requests when an employee names none; the first listed decides. */
  overtimeManagers: string[];
  /** Test companies send no e-mail: those whose name contains HOMOLOG, and sandboxes. */
  isTest: boolean;
  /** Set on a sandbox company (npm run admin -- sandbox:create): the month its data covers. */
  sandbox?: { month: string };
  /** Key ids whose keys are accepted; revoking removes one. */
  activeKeyIds: string[];
  createdAt: string;
  /** Event types some active webhook subscription takes ('*': all): changes of other types record no event. */
  webhookEvents?: string[];
  /** Raised by every change of the subscriptions, so concurrent changes cannot lose one another. */
  webhookVersion?: number;
  /**
   * A person must confirm every change an MCP tool makes: clients that cannot ask (no elicitation)
   * are refused. Set by the operator (admin company:confirmation).
   */
  requireToolConfirmation?: boolean;
}

export function isTestCompanyName(name: string): boolean {
  return name.toUpperCase().includes('HOMOLOG');
}
