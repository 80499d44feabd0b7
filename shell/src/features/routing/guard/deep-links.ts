import { DEEP_LINK_KEYS, type SiteMap } from '@halaqa/contracts';

/** Query keys a super-token link consumes: they are dropped from the address. */
const CONSUMED = ['super_token', 'student_view', 'lang'];

/**
 * Guard step 1: where a super-token link leads. The first deep-link key
 * present (with a courseId) opens the page the site's definitions declare
 * for it; otherwise the current path. super_token, student_view, lang and
 * that key are removed from the query.
 */
export function superTokenTarget(pathname: string, search: string, site: Pick<SiteMap, 'deepLink'>): string {
  const query = new URLSearchParams(search);
  const courseId = query.get('courseId');
  for (const name of CONSUMED) query.delete(name);
  for (const key of DEEP_LINK_KEYS) {
    const id = query.get(key);
    if (id === null) continue;
    query.delete(key);
    const target = courseId === null ? null : site.deepLink(key, courseId, id);
    if (!target) break;
    query.delete('courseId');
    const rest = query.toString();
    return rest ? `${target}?${rest}` : target;
  }
  const rest = query.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}
