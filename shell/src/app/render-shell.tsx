import { startTransition } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { ShellApp } from './ShellApp';
import { StartupFailure } from './StartupFailure';
import type { PreparedShell } from './prepare-shell';

let root: Root | null = null;
const rootIn = (element: HTMLElement) => {
  root ??= createRoot(element);
  return root;
};

/** The shell's app, as a transition: React renders the first screen in slices, yielding to the browser between them. */
export function renderShell(element: HTMLElement, { store, organization, manifest }: PreparedShell) {
  startTransition(() => rootIn(element).render(<ShellApp store={store} organization={organization} manifest={manifest} />));
}

/** The page when the organization itself could not be loaded. */
export function renderStartupFailure(element: HTMLElement, error: unknown, prefix: string) {
  rootIn(element).render(<StartupFailure error={error} prefix={prefix} />);
}
