// Slot hosts that render fillers as they come (`@halaqa/mfe-runtime/slots`, its
// own shared module: the shell's first load needs only slot-fills.ts).
import { createElement, type ReactNode } from 'react';
import type { PlacedSlotFill, RemoteName, SlotContracts, SlotName } from '@halaqa/contracts';
// Through the package's own name, never a relative path: this file is the
// `slots` entry, a shared module of its own, and must read the page's one
// installed site (its loader) and visitor, in the main entry.
import { ErrorBoundary, slotLoader, useSlotFills, type Filler } from '@halaqa/mfe-runtime';
import { componentSource, useLoadedComponent, type ComponentSource } from '@halaqa/ui';

// One source per filler for the life of the page, so re-renders never load
// it again; a failed load is forgotten, so the next mount retries.
const fillers = new Map<string, unknown>();

function fillerOf<Name extends SlotName>(remote: RemoteName, module: string): ComponentSource<SlotContracts[Name]> {
  const key = `${remote}/${module}`;
  const known = fillers.get(key) as ComponentSource<SlotContracts[Name]> | undefined;
  if (known) return known;
  // The exposed module is the slot's contract: a component taking the slot's props.
  const filler = componentSource(() => slotLoader()(remote, module).then((component) => component as Filler<Name>));
  fillers.set(key, filler);
  return filler;
}

function LoadedFiller<Name extends SlotName>({ source, props, fallback }: { source: ComponentSource<SlotContracts[Name]>; props: SlotContracts[Name]; fallback: ReactNode }) {
  const Component = useLoadedComponent(source);
  return Component ? createElement(Component, props) : <>{fallback}</>;
}

export interface SlotFillerProps<Name extends SlotName> {
  placed: PlacedSlotFill;
  props: SlotContracts[Name];
  /** Shown while the filler loads; give it the filler's size so nothing moves when it arrives. */
  fallback?: ReactNode;
}

/** One filler: loaded lazily, in its own boundary, so a broken or missing remote leaves the slot empty. */
export function SlotFiller<Name extends SlotName>({ placed, props, fallback = null }: SlotFillerProps<Name>) {
  const source = fillerOf<Name>(placed.area.name as RemoteName, placed.fill.module);
  return (
    <ErrorBoundary fallback={() => null} area={placed.area.name}>
      <LoadedFiller<Name> source={source} props={props} fallback={fallback} />
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
