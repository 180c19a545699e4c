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
  /** Years its time records (punch days, overtime) are kept after their day; default TIME_RECORD_YEARS.default. */
  timeRecordYears?: number;
  /**
   * A person must confirm every change an MCP tool makes: clients that cannot ask (no elicitation)
   * are refused. Set by the operator (admin company:confirmation).
   */
  requireToolConfirmation?: boolean;
}

/**
 * How long a company's time records are kept after their day, in whole years: 5 by default (what
 * Brazilian labour law asks of working-time records), and a company may choose from 1 to 10.
 */
export const TIME_RECORD_YEARS = { default: 5, min: 1, max: 10 } as const;

export const timeRecordYearsOf = (company: Pick<Company, 'timeRecordYears'>): number =>
  company.timeRecordYears ?? TIME_RECORD_YEARS.default;

export function isTestCompanyName(name: string): boolean {
  return name.toUpperCase().includes('HOMOLOG');
}
