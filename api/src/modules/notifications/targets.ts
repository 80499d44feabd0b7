import { createSiteMap, type SiteMap } from '@halaqa/contracts';
import { notificationTarget, type NotificationData } from '@halaqa/contracts/src/notifications';
import { shell } from '../../../../shell/src/definition';
import { REMOTE_DEFINITIONS } from '../remotes/registry';

let site: SiteMap | null = null;

/**
 * The path a notification opens (spec section 3 `to`): its category's target
 * role (contracts' notificationTarget), as the site's definitions place it.
 */
export function notificationPath(data: NotificationData): string | null {
  const target = notificationTarget(data);
  if (!target) return null;
  site ??= createSiteMap([shell.definition, ...REMOTE_DEFINITIONS]);
  const path = (site.pathFor as (role: string, ...params: unknown[]) => string | null)(target.role, ...target.params);
  return path && target.query ? `${path}?${new URLSearchParams(target.query)}` : path;
}
