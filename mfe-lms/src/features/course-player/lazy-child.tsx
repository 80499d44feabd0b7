import type { ComponentType } from 'react';
import { exported, lazyComponent } from '@halaqa/ui';
import { ContentSkeleton } from './frame/PlayerSkeleton';
import type { PlayerChildProps } from './player-child';

/** A page of the player in its own chunk, shown inside the frame (the outline stays while it loads). */
export function lazyChild<Name extends string>(
  load: () => Promise<Record<Name, ComponentType<PlayerChildProps>>>,
  name: Name,
): ComponentType<PlayerChildProps> {
  return lazyComponent(exported(load, name), <ContentSkeleton />);
}
