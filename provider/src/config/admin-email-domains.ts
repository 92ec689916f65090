// ADMIN_EMAIL_DOMAINS: the domains an administrator may be invited at. A list that does not read as domains stops
// the start rather than quietly letting every address through (or none).

const DOMAIN = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9-]{2,63}$/;

/** The domains, lowercased, without a leading @; undefined when unset or blank (any domain). */
export function adminEmailDomains(setting: string | undefined): string[] | undefined {
  const entries = (setting ?? '')
    .split(',')
    .map((entry) => entry.trim().toLowerCase().replace(/^@/, ''))
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  const wrong = entries.find((entry) => !DOMAIN.test(entry));
  if (wrong !== undefined)
    throw new Error(
      `ADMIN_EMAIL_DOMAINS must be a comma list of e-mail domains (e.g. nuruyangu.org,nuruyangu.or.tz); "${wrong}" is not one`,
    );
  return [...new Set(entries)];
}
