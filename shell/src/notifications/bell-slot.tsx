import { useEffect, useState } from 'react';
import { ErrorBoundary } from '@halaqa/mfe-runtime';
import { lazyComponent } from '@halaqa/ui';
import { BellRoom } from './bell-room';

const load = () => Promise.all([
  import(/* webpackChunkName: "notification-bell" */ './bell/NotificationBell'),
  import(/* webpackChunkName: "notification-bell" */ './notification-texts').then((module) => module.loadNotificationTexts()),
]).then(([module]) => module.NotificationBell);
const NotificationBell = lazyComponent(load, <BellRoom aria-hidden="true" />);

/** After the page is interactive: the browser is idle, or two seconds have passed (the app bar's cart waits the same way). */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 1);
  return () => clearTimeout(timer);
}

/**
 * The notification bell of signed-in members. It and its stream are not in
 * the shell's first load (ARCHITECTURE section 6): fetched once the page is
 * idle, the room it takes held meanwhile.
 */
export function NotificationBellSlot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenIdle(() => setWanted(true)), []);
  if (!wanted) return <BellRoom aria-hidden="true" />;
  // A bell that fails to load leaves its room empty: never the app bar.
  return (
    <ErrorBoundary fallback={() => null}>
      <NotificationBell />
    </ErrorBoundary>
  );
}
