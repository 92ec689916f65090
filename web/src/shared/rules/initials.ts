// Titles people put before their name, in English and Swahili (Dkt. doctor, Mhe. honourable, Bw. Mr, Bi. Mrs/Ms):
// they are not part of the name an avatar or a greeting is made from.
const TITLE = /^(dr|dkt|prof|mr|mrs|ms|miss|mx|eng|hon|mhe|rev|sir|bw|bi)\.?$/i;

/** The words of a name without the titles before it; a name that is all titles keeps them. */
function nameWords(name: string): string[] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const start = words.findIndex((word) => !TITLE.test(word));
  return start === -1 ? words : words.slice(start);
}

/** Up to two letters for the avatar: first and last name, else the e-mail's first letter. */
export function initials(name: string, email = ''): string {
  const words = nameWords(name);
  if (words.length === 0) return (email.trim()[0] ?? '?').toUpperCase();
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The first name for greetings; falls back to the whole name. */
export function firstName(name: string): string {
  return nameWords(name)[0] ?? '';
}
