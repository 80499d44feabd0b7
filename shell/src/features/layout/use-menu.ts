import type { MenuIcon, MenuPlacement } from '@halaqa/contracts';
import { useMemo } from 'react';
import { siteMap, useChromeTexts } from '@halaqa/mfe-runtime';
import { passesGate } from '@halaqa/permissions';
import { useAccessContext } from '../../site/use-access-context';

export interface MenuLink {
  /** `<area>/<entry id>`: unique across the site. */
  key: string;
  /** The entry's id in its definition (test ids: `app-bar-action-favorites`). */
  id: string;
  to: string;
  label: string;
  icon: MenuIcon;
}

/**
 * The entries every loaded definition contributes to one placement, that
 * this visitor may follow: the entry's audience and the access rule of the
 * route it opens (the guard's own decision), in order. None until the
 * permissions are known.
 */
export function useMenu(placement: MenuPlacement): MenuLink[] {
  const { label } = useChromeTexts();
  const access = useAccessContext();
  return useMemo(() => (access ? siteMap().menu(placement)
    .filter(({ entry, route }) => passesGate(entry, route.meta, access))
    .map(({ area, entry, path }) => ({ key: `${area.name}/${entry.id}`, id: entry.id, to: path, label: label(area.name, entry.label), icon: entry.icon }))
    : []), [access, label, placement]);
}
