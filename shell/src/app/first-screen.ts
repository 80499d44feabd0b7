import { firstScreenRequests, SHELL_AREA, type SiteMap } from '@halaqa/contracts';
import type { ApiClient } from '@halaqa/api-client';
import { openableRoute, type AccessContext } from '@halaqa/permissions';
import { announcementListAddress } from '@halaqa/contracts/src/announcement-list';

/**
 * Sends the requests of the page being opened (its route's `firstScreen`)
 * while its remote's code is still on the way, so that data and code arrive
 * together. Only where the guard will let the page open with what is known
 * now (`access`: null when it cannot tell yet), and not for an address with
 * a query (the page then asks for something else).
 */
export function sendFirstScreenAhead(site: SiteMap, location: Pick<Location, 'pathname' | 'search'>, access: AccessContext | null, api: Pick<ApiClient, 'sendAhead'>): void {
  const query = new URLSearchParams(location.search);
  query.delete('lang');
  if ([...query.keys()].length > 0) return;
  const opened = access && openableRoute(site, location.pathname, access);
  if (!opened?.route.firstScreen) return;
  for (const address of firstScreenRequests(opened.route.firstScreen, opened.params)) api.sendAhead(address);
}

/**
 * The remote that owns the page being opened, when the guard will let it
 * open with what is known now (null otherwise: a shell page, or not yet known).
 */
export function openedRemote(site: SiteMap, pathname: string, access: AccessContext | null): string | null {
  const opened = access && openableRoute(site, pathname, access);
  return opened && opened.area.name !== SHELL_AREA ? opened.area.name : null;
}

/**
 * Whether the page at `pathname` loads data for its first screen (its route
 * declares `firstScreen`), and so shows counts and dates: only then is it
 * worth building the Intl formatters before the first render. A form such as
 * the login page formats nothing, and the first formatter of a page costs
 * 20-50 ms (the language's Intl data), a long task on a phone.
 */
export function firstScreenShowsData(site: SiteMap, pathname: string): boolean {
  return (site.routeAt(pathname)?.route.firstScreen?.length ?? 0) > 0;
}

/**
 * What the shell itself asks on every page, sent at once rather than after
 * the first render: the announcement banner (often the largest text of the
 * first screen on a phone) and the caller's permissions (unless the page
 * brought them: a visitor's).
 */
export function sendShellRequestsAhead(api: Pick<ApiClient, 'sendAhead'>, { permissions }: { permissions: boolean }): void {
  api.sendAhead(announcementListAddress);
  if (permissions) api.sendAhead('/api/permissions-system');
}
