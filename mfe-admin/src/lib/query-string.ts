export type QueryValue = string | number | boolean | null | undefined;

/**
 * Builds `?a=1&b=2` from the filters that narrow a list: empty strings, null, undefined and the
 * "all" choice of a select are left out, because "all" means no filter to the API.
 */
export function toQueryString(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    const text = String(value).trim();
    if (text === '' || text === 'all') continue;
    search.append(key, text);
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
