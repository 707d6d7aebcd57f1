// The query string of a paged call: the parameters that are set, in a stable order.
export function searchParams(params: object): string {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    out.set(key, String(value));
  }
  return out.toString();
}
