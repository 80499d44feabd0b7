import type { ReactNode } from 'react';
import { Router, createPath, type Navigator, type To } from '@halaqa/router';
import type { ShellLocation, ShellNavigator } from '@halaqa/contracts';

const toPath = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * A router that owns no history: it renders the shell's location and sends
 * every navigation back to the shell, so the shell's guard sees it and back
 * and forward work across the whole site.
 */
export function ShellBoundRouter({ location, navigator, children }: {
  location: ShellLocation;
  navigator: ShellNavigator;
  children: ReactNode;
}) {
  const adapter: Navigator = {
    createHref: (to) => navigator.createHref(toPath(to)),
    push: (to, state) => navigator.push(toPath(to), state),
    replace: (to, state) => navigator.replace(toPath(to), state),
    go: (delta) => navigator.go(delta),
  };
  return <Router location={location} navigator={adapter}>{children}</Router>;
}
