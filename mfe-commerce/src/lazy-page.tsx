import { lazy, Suspense, type ComponentType } from 'react';
import type { PageProps } from '@halaqa/mfe-runtime';
import { LoadingState } from '@halaqa/ui/pages';

/** A page in its own chunk, loaded on the first visit to its route (the cart's code does not weigh on the history). */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType<PageProps>>>,
  name: Name,
): ComponentType<PageProps> {
  const Page = lazy<ComponentType<PageProps>>(() => load().then((module) => ({ default: module[name] })));
  return function LazyPage(props: PageProps) {
    return <Suspense fallback={<LoadingState />}><Page {...props} /></Suspense>;
  };
}
