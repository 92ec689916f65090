// docs/behaviour.md §5: the portal writes an academic year 2024-2025, the provider Y2024_2025. The gateway's
// AcademicYear scalar converts at the GraphQL edge; its upload route and payment words, and the web's audit log
// (which shows the provider's records as they were written), use these.
const PORTAL_FORM = /^(\d{4})-(\d{4})$/;
const PROVIDER_FORM = /^Y(\d{4})_(\d{4})$/;

export const YEAR_FORMAT_MESSAGE = 'Year must look like 2024-2025';

function consecutive(match: RegExpMatchArray | null): [string, string] | null {
  const [, first, second] = match ?? [];
  if (first === undefined || second === undefined) return null;
  return Number(second) === Number(first) + 1 ? [first, second] : null;
}

/** '2024-2025' (or already 'Y2024_2025') → 'Y2024_2025'; null when it is not two consecutive years. */
export function toProviderYear(year: string): string | null {
  const trimmed = year.trim();
  const years = consecutive(trimmed.match(PORTAL_FORM)) ?? consecutive(trimmed.match(PROVIDER_FORM));
  return years ? `Y${years[0]}_${years[1]}` : null;
}

/** 'Y2024_2025' → '2024-2025'; anything else is shown as the provider wrote it. */
export function toPortalYear(year: string): string {
  const match = year.trim().match(PROVIDER_FORM);
  return match ? `${match[1]}-${match[2]}` : year;
}
