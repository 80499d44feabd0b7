import type { ComponentProps } from 'react';
import { ErrorState as SharedErrorState, QueryStates as SharedQueryStates } from '@halaqa/ui/pages';

export { LoadingState, EmptyState } from '@halaqa/ui/pages';

/** The shared page states, with mfe-auth's texts for the catalogue codes. */
export function ErrorState(props: Omit<ComponentProps<typeof SharedErrorState>, 'namespace'>) {
  return <SharedErrorState namespace="mfe-auth" {...props} />;
}

export function QueryStates<T>(props: Omit<Parameters<typeof SharedQueryStates<T>>[0], 'namespace'>) {
  return <SharedQueryStates<T> namespace="mfe-auth" {...props} />;
}
