// A list's filters, sort and page live in the address, so a view can be bookmarked and shared.

/** The address of another page of the same list (`name`: the parameter of a second list on the page). */
export function pageHref(params: URLSearchParams, page: number, name = 'page'): string {
  const next = new URLSearchParams(params);
  if (page <= 1) next.delete(name);
  else next.set(name, String(page));
  const query = next.toString();
  return query ? `?${query}` : '?';
}

/** The address's page number: a whole number from 1, else 1. */
export function pageOf(params: URLSearchParams, name = 'page'): number {
  const page = Number(params.get(name));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The same address with one filter set (or cleared when empty), back on the first page (of the list `page` names). */
export function withFilter(params: URLSearchParams, name: string, value: string | null | undefined, page = 'page'): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null || value === undefined || value.trim() === '') next.delete(name);
  else next.set(name, value.trim());
  next.delete(page);
  return next;
}

/** A whole number from the address, or undefined. */
export function wholeNumberOf(params: URLSearchParams, name: string): number | undefined {
  const value = Number(params.get(name));
  return params.get(name) && Number.isInteger(value) && value >= 1 ? value : undefined;
}

/** One of a vocabulary's values from the address, or undefined. */
export function oneOf<T extends string>(params: URLSearchParams, name: string, values: readonly T[]): T | undefined {
  const value = params.get(name);
  return values.find((candidate) => candidate === value);
}
