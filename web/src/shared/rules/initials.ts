/** Up to two letters for the avatar: first and last name, else the e-mail's first letter. */
export function initials(name: string, email = ''): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return (email.trim()[0] ?? '?').toUpperCase();
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words.at(-1)?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The first name for greetings; falls back to the whole name. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}
