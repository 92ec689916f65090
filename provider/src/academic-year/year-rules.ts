// Academic years travel in the provider form Y2024_2025 (results and payments alike).

export const INVALID_YEAR_MESSAGE = 'Year must look like Y2024_2025';

const PROVIDER_YEAR = /^Y(\d{4})_(\d{4})$/;

/** True for Y<first>_<first + 1>, the only shape an academic year has. */
export function isProviderYear(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = PROVIDER_YEAR.exec(value);
  return match !== null && Number(match[2]) === Number(match[1]) + 1;
}

/** Y2024_2025 -> 2024-2025, the form people read and the messages use. */
export function displayYear(providerYear: string): string {
  return providerYear.slice(1).replace('_', '-');
}
