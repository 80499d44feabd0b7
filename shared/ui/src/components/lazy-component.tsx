import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** A component's code, fetched once, on first use; a failed fetch is forgotten, so the next use tries again. */
export interface ComponentSource<Props> {
  /** The component once its code has arrived. */
  loaded(): ComponentType<Props> | undefined;
  load(): Promise<ComponentType<Props>>;
}

export function componentSource<Props>(fetch: () => Promise<ComponentType<Props>>): ComponentSource<Props> {
  let component: ComponentType<Props> | undefined;
  let pending: Promise<ComponentType<Props>> | undefined;
  return {
    loaded: () => component,
    load: () => {
      pending ??= fetch().then(
        (value) => {
          component = value;
          return value;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
  };
}

type Loading<Props> = { component: ComponentType<Props> | undefined } | { failed: Error };

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The component of `source` once its code is there (undefined until then),
 * fetched on first use. Nothing suspends: React 19 keeps re-rendering a
 * Suspense boundary whose lazy child waits, on its retry lanes, hundreds of
 * commits while one chunk downloads (facebook/react#37556), which kept a
 * phone's main thread busy exactly while the page was starting. The first
 * drawing of the arrived component is a transition, so React draws it in
 * slices that leave the browser free to answer in between. A failed fetch
 * is thrown to the nearest error boundary, as React.lazy's would be.
 */
export function useLoadedComponent<Props>(source: ComponentSource<Props>): ComponentType<Props> | undefined {
  const [state, setState] = useState<Loading<Props>>(() => ({ component: source.loaded() }));
  const waiting = 'component' in state && state.component === undefined;
  useEffect(() => {
    if (!waiting) return undefined;
    let live = true;
    source.load().then(
      (component) => { if (live) startTransition(() => setState({ component })); },
      (error: unknown) => { if (live) setState({ failed: asError(error) }); },
    );
    return () => { live = false; };
  }, [source, waiting]);
  if ('failed' in state) throw state.failed;
  return state.component;
}

/** What stands in until the code is there: a node, or a component given the same props (it may use hooks). */
export type LazyFallback<Props> = ReactNode | ComponentType<Props>;

/** React.lazy and a Suspense boundary in one, without suspending (useLoadedComponent says why): `fallback` until the code is there. */
export function lazyComponent<Props extends object>(fetch: () => Promise<ComponentType<Props>>, fallback: LazyFallback<Props> = null): ComponentType<Props> {
  const source = componentSource(fetch);
  return function LazyComponent(props: Props) {
    const Component = useLoadedComponent(source);
    if (Component) return <Component {...props} />;
    if (typeof fallback === 'function') {
      const Fallback = fallback;
      return <Fallback {...props} />;
    }
    return <>{fallback}</>;
  };
}

/** A module's named export, for lazyComponent: `lazyComponent(exported(() => import('./Page'), 'Page'))`. */
export function exported<Name extends string, Value>(load: () => Promise<Record<Name, Value>>, name: Name): () => Promise<Value> {
  return () => load().then((module) => module[name]);
}
