import { lazy, Suspense, type ComponentType } from 'react';
import { ContentSkeleton } from './frame/PlayerSkeleton';
import type { PlayerChildProps } from './player-child';

/** A page of the player in its own chunk, shown inside the frame (the outline stays while it loads). */
export function lazyChild<Name extends string>(
  load: () => Promise<Record<Name, ComponentType<PlayerChildProps>>>,
  name: Name,
): ComponentType<PlayerChildProps> {
  const Page = lazy<ComponentType<PlayerChildProps>>(() => load().then((module) => ({ default: module[name] })));
  return function LazyChild(props: PlayerChildProps) {
    return <Suspense fallback={<ContentSkeleton />}><Page {...props} /></Suspense>;
  };
}
