import { describe, expect, it } from 'vitest';
import { mailboxOf, sameMailbox } from '../../../lib/shared/mailbox.js';

describe('mailboxOf / sameMailbox', () => {
  it.each([
    ['ana@acme.example', 'ana@acme.example'],
    [' Ana.Souza@ACME.example ', 'ana.souza@acme.example'],
    ['ana+overtime@acme.example', 'ana@acme.example'],
    ['ana+a+b@acme.example', 'ana@acme.example'],
    ['+tag@acme.example', '+tag@acme.example'],
    ['not-an-address', 'not-an-address'],
  ])('%j is the mailbox %j', (address, mailbox) => {
    expect(mailboxOf(address)).toBe(mailbox);
  });

  it('tells different mailboxes apart', () => {
    expect(sameMailbox('ana+x@acme.example', 'ANA@acme.example')).toBe(true);
    expect(sameMailbox('ana.lead@acme.example', 'ana@acme.example')).toBe(false);
    expect(sameMailbox('ana@acme.example', 'ana@other.example')).toBe(false);
    expect(sameMailbox('ana@acme.example', 'ana+x@other.example')).toBe(false);
  });
});
