// The pasted list of the invite form: one address per line, or separated by commas, semicolons or spaces.
// Whether each is an e-mail address is the provider's to say (it names the first that is not).
import { defineMessages } from 'react-intl';

export const INVITE_PROBLEMS = defineMessages({
  emailsRequired: { id: 'admin.invitations.inviteList.emailsRequired', defaultMessage: 'Enter at least one e-mail address' },
  batchRequired: { id: 'admin.invitations.inviteList.batchRequired', defaultMessage: 'Choose the batch to invite to' },
});

/** The addresses in the order written, each once (ignoring case). */
export function emailsOf(text: string): string[] {
  const seen = new Set<string>();
  const emails: string[] = [];
  for (const email of text.split(/[\s,;]+/)) {
    const key = email.toLowerCase();
    if (email && !seen.has(key)) {
      seen.add(key);
      emails.push(email);
    }
  }
  return emails;
}
