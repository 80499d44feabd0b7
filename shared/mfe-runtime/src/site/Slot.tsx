import { createElement, lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import type { PlacedSlotFill, RemoteName, SlotContracts, SlotName } from '@halaqa/contracts';
import { passesGate } from '@halaqa/permissions';
import { ErrorBoundary } from '../ErrorBoundary';
import { siteMap, slotLoader } from './site';
import { useVisitorAccess } from './visitor-access';

type Filler<Name extends SlotName> = ComponentType<SlotContracts[Name]>;

// One lazy component per filler for the life of the page, so re-renders
// never load it again; a failed load is forgotten, so the next mount retries.
const fillers = new Map<string, unknown>();

function fillerOf<Name extends SlotName>(remote: RemoteName, module: string): LazyExoticComponent<Filler<Name>> {
  const key = `${remote}/${module}`;
  const known = fillers.get(key) as LazyExoticComponent<Filler<Name>> | undefined;
  if (known) return known;
  // The exposed module is the slot's contract: a component taking the slot's props.
  const filler = lazy(() => slotLoader()(remote, module).then(
    (component) => ({ default: component as Filler<Name> }),
    (error: unknown) => {
      fillers.delete(key);
      throw error;
    },
  ));
  fillers.set(key, filler);
  return filler;
}

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

export interface SlotFillerProps<Name extends SlotName> {
  placed: PlacedSlotFill;
  props: SlotContracts[Name];
  /** Shown while the filler loads; give it the filler's size so nothing moves when it arrives. */
  fallback?: ReactNode;
}

/** One filler: loaded lazily, in its own boundary, so a broken or missing remote leaves the slot empty. */
export function SlotFiller<Name extends SlotName>({ placed, props, fallback = null }: SlotFillerProps<Name>) {
  const Component = fillerOf<Name>(placed.area.name as RemoteName, placed.fill.module);
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={fallback}>
        {createElement(Component, props)}
      </Suspense>
    </ErrorBoundary>
  );
}

export interface SlotProps<Name extends SlotName> {
  name: Name;
  props: SlotContracts[Name];
  fallback?: ReactNode;
}

/** Renders whatever fills a slot, in order: a host knows the slot's contract, never who fills it. */
export function Slot<Name extends SlotName>({ name, props, fallback }: SlotProps<Name>) {
  const fills = useSlotFills(name);
  return (
    <>
      {fills.map((placed) => (
        <SlotFiller<Name> key={`${placed.area.name}/${placed.fill.id}`} placed={placed} props={props} fallback={fallback} />
      ))}
    </>
  );
}
