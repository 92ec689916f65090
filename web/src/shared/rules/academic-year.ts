// Academic years as the portal writes them, 2024-2025; the current one comes from the programme's settings.
const PORTAL_YEAR = /^(\d{4})-(\d{4})$/;

/** The years a scholar may pick: two before the current one through one after it, oldest first. */
export function academicYearOptions(current: string, before = 2, after = 1): string[] {
  const match = PORTAL_YEAR.exec(current);
  if (!match) return [current];
  const start = Number(match[1]);
  const years: string[] = [];
  for (let first = start - before; first <= start + after; first++) years.push(`${first}-${first + 1}`);
  return years;
}
