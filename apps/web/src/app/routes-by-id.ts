// The routes a server-rendered page matched, found by the ids the server sends with it
// (lib/ssr-data.ts `matches`) instead of matching the address again: React Router's matching
// ranks and compiles every route of the table, 10–15 ms on a slow phone, and the router does
// it once more when it is created (issue 23).
import type { RouteObject } from 'react-router';

/**
 * The id React Router gives a route of `routes` that has none of its own: its position, and its
 * parents' (`0-4-2`), the way its data routes are numbered on the server and in the browser.
 */
export function routesById(routes: RouteObject[], ids: readonly string[]): RouteObject[] | null {
  const wanted = new Set(ids);
  const found = new Map<string, RouteObject>();
  const visit = (list: RouteObject[], parent: number[]) => {
    list.forEach((route, index) => {
      const path = [...parent, index];
      const id = route.id ?? path.join('-');
      if (wanted.has(id)) found.set(id, route);
      if (route.children) visit(route.children, path);
    });
  };
  visit(routes, []);
  // An id this table does not have (a page rendered by another build): match the address instead.
  if (found.size !== wanted.size) return null;
  return ids.map((id) => found.get(id)!);
}
