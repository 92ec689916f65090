// Academic years as the portal writes them ('2024-2025'); the provider's form is 'Y2024_2025' (spec 5).
export const DEFAULT_ACADEMIC_YEAR = '2024-2025';

const PORTAL_YEAR = /^(\d{4})-(\d{4})$/;
const PROVIDER_YEAR = /^Y(\d{4})_(\d{4})$/;

/** The years a scholar may pick: two before the default through one after it, oldest first. */
export function academicYearOptions(around: string = DEFAULT_ACADEMIC_YEAR, before = 2, after = 1): string[] {
  const start = Number(PORTAL_YEAR.exec(around)?.[1] ?? DEFAULT_ACADEMIC_YEAR.slice(0, 4));
  const years: string[] = [];
  for (let first = start - before; first <= start + after; first++) years.push(`${first}-${first + 1}`);
  return years;
}

/** '2024-2025' -> 'Y2024_2025' (spec 5: the hyphen becomes an underscore with a Y prefix). */
export function toProviderYear(year: string): string {
  return `Y${year.replace('-', '_')}`;
}

/** 'Y2024_2025' -> '2024-2025'; a year already in the portal's form, or anything else, is kept. */
export function toPortalYear(year: string): string {
  const match = PROVIDER_YEAR.exec(year);
  return match ? `${match[1]}-${match[2]}` : year;
}

export function isAcademicYear(year: string): boolean {
  const match = PORTAL_YEAR.exec(year);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}
