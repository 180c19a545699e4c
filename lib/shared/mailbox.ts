/**
 * Whether two e-mail addresses reach the same person's mailbox: compared trimmed, case-insensitively,
 * and without a `+tag` in the local part, since `ana+x@acme.example` is delivered to
 * `ana@acme.example`. Used where an address must not be someone's own (an approver).
 */
export function mailboxOf(address: string): string {
  const normal = address.trim().toLowerCase();
  const at = normal.lastIndexOf('@');
  if (at < 0) return normal;
  const plus = normal.indexOf('+');
  return plus > 0 && plus < at ? `${normal.slice(0, plus)}${normal.slice(at)}` : normal;
}

export function sameMailbox(a: string, b: string): boolean {
  return mailboxOf(a) === mailboxOf(b);
}

/**
 * How a request's approver is stored and matched: trimmed and case-insensitive, so the index a
 * manager's pending requests are listed by and the use cases that decide them cannot disagree.
 * A `+tag` stays: it names the mailbox the approval e-mail goes to.
 */
export function approverKey(email: string): string {
  return email.trim().toLowerCase();
}
