import { matchRoutes } from '@halaqa/router';
import type { RouteDefinition, RouteTable } from '@halaqa/contracts';

/** The route of `table` that react-router would render for `pathname`. */
export function matchRoute(table: RouteTable, pathname: string): RouteDefinition | null {
  const matches = matchRoutes(table.map((route, index) => ({ path: route.path, id: String(index) })), pathname);
  const id = matches?.[0]?.route.id;
  return id === undefined ? null : (table[Number(id)] ?? null);
}
