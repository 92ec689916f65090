// GraphQL arguments as a provider query string. Empty values are left out (the provider reads them as "any").

type Value = string | number | null | undefined;

/** Nothing, or `?` and the parameters: a path plus this stays a path the provider's contract knows. */
export type Query = '' | `?${string}`;

export function queryString(values: Record<string, Value>): Query {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value === null || value === undefined) continue;
    const text = String(value).trim();
    if (text !== '') query.set(name, text);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}
