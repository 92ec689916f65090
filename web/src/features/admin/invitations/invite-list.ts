// The pasted list of the invite form: one address per line, or separated by commas, semicolons or spaces.
// Whether each is an e-mail address is the provider's to say (it names the first that is not).

export const EMAILS_REQUIRED = 'Enter at least one e-mail address';
export const BATCH_REQUIRED = 'Choose the batch to invite to';

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
