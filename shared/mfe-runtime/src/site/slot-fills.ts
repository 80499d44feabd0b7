import { useEffect, useState, type ComponentType } from 'react';
import type { PlacedSlotFill, RemoteName, SlotContracts, SlotName } from '@halaqa/contracts';
import { passesGate } from '@halaqa/permissions';
import { siteMap, slotLoader } from './site';
import { useVisitorAccess } from './visitor-access';

/** The component a remote exposes for a slot: it takes the slot's props. */
export type Filler<Name extends SlotName> = ComponentType<SlotContracts[Name]>;

/**
 * A filler's component, loaded once `attempt` is above 0 (null until then,
 * and while it loads): for hosts that keep their own stand-in on screen
 * until the filler is there, so nothing the visitor is typing into is
 * replaced mid-way. A failed load leaves null; a higher `attempt` tries again.
 */
export function useFillerComponent<Name extends SlotName>(placed: PlacedSlotFill | undefined, attempt: number): Filler<Name> | null {
  const [loaded, setLoaded] = useState<{ key: string; component: Filler<Name> } | null>(null);
  const remote = placed?.area.name as RemoteName | undefined;
  const module = placed?.fill.module;
  const key = `${remote}/${module}`;
  useEffect(() => {
    if (!remote || !module || attempt === 0 || loaded?.key === key) return undefined;
    let current = true;
    slotLoader()(remote, module).then(
      (component) => { if (current) setLoaded({ key, component: component as Filler<Name> }); },
      (error: unknown) => console.error(`[halaqa] the ${key} slot filler could not be loaded`, error),
    );
    return () => { current = false; };
  }, [remote, module, key, attempt, loaded?.key]);
  return loaded?.key === key ? loaded.component : null;
}

/** The fillers of a slot that the visitor may have, by order (none while the permissions are unknown). */
export function useSlotFills(name: SlotName): PlacedSlotFill[] {
  const access = useVisitorAccess();
  if (!access) return [];
  return siteMap().fills(name).filter(({ fill, route }) => passesGate(fill, route?.meta ?? null, access));
}
