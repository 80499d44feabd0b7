import { useMemo } from 'react';
import type { AccessContext } from '@halaqa/permissions';
import { useOrganization } from '@halaqa/mfe-runtime';
import { useAppSelector } from '../store/store';
import { accessContext } from './access-context';

/**
 * The guard's context for this visitor (null while no copy of the right
 * permissions is known), the same object until one of the four things it is
 * made of changes: a reader is not drawn again when another part of the
 * session (a sign-in flag, a guard check) changes.
 */
export function useAccessContext(): AccessContext | null {
  const organization = useOrganization();
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const userId = useAppSelector((state) => state.session.userId);
  const permissions = useAppSelector((state) => state.session.permissions);
  const permissionsOf = useAppSelector((state) => state.session.permissionsOf);
  return useMemo(
    () => accessContext(organization, { signedIn, userId, permissions, permissionsOf }),
    [organization, signedIn, userId, permissions, permissionsOf],
  );
}
