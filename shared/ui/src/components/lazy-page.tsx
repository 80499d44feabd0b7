import type { ComponentType } from 'react';
import { exported, lazyComponent } from './lazy-component';
import { LoadingState } from './states/PageStates';

/**
 * A page in its own chunk, loaded on the first visit to its route, so one
 * page's code (the cart, say) does not weigh on another (the payment
 * history). The remotes' page maps use it for every page.
 */
export function lazyPage<Props extends object, Name extends string>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> {
  return lazyComponent(exported(load, name), <LoadingState />);
}
