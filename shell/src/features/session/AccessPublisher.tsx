import { useLayoutEffect, useMemo } from 'react';
import { publishAccess, useOrganization } from '@halaqa/mfe-runtime';
import { useAppSelector } from '../../store/store';
import { accessContext } from '../../site/access-context';

/**
 * Publishes who is visiting to @halaqa/mfe-runtime, where slot hosts in the
 * shell and in every remote read it: one access decision for the whole page.
 */
export function AccessPublisher() {
  const organization = useOrganization();
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const userId = useAppSelector((state) => state.session.userId);
  const permissions = useAppSelector((state) => state.session.permissions);
  const permissionsOf = useAppSelector((state) => state.session.permissionsOf);
  const access = useMemo(
    () => accessContext(organization, { signedIn, userId, permissions, permissionsOf }),
    [organization, signedIn, userId, permissions, permissionsOf],
  );
  // Before paint: a slot never shows for a moment to someone it is not for.
  useLayoutEffect(() => publishAccess(access), [access]);
  return null;
}
