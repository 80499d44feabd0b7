import { useLayoutEffect } from 'react';
import { publishAccess } from '@halaqa/mfe-runtime';
import { useAccessContext } from '../../site/use-access-context';

/**
 * Publishes who is visiting to @halaqa/mfe-runtime, where slot hosts in the
 * shell and in every remote read it: one access decision for the whole page.
 */
export function AccessPublisher() {
  const access = useAccessContext();
  // Before paint: a slot never shows for a moment to someone it is not for.
  useLayoutEffect(() => publishAccess(access), [access]);
  return null;
}
