import { useEffect } from 'react';
import { useQueryClient } from '@halaqa/query';
import { session, useCurrentUser } from '@halaqa/session';
import { useAppDispatch, useAppSelector } from '../../store/store';
import { permissionsLoaded, portalsLoaded, signedIn, signedOut } from '../../store/session-slice';
import { permissionsDiffer, writeCachedPermissions } from './permission-cache';
import { usePermissionsQuery } from './use-permissions-query';

/** Queries that are the organization's, not the user's: they survive a sign-out. */
const KEPT_ON_SIGN_OUT = new Set(['remote-module', 'org-announcements']);

/**
 * Mirrors @halaqa/session into the store: sign-in and sign-out (here or in
 * another tab), the current user (GET auth), and the permissions (GET
 * permissions-system, cached in localStorage; a differing fresh copy
 * replaces the cache). Also runs the 15 s session check.
 */
export function SessionBridge() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  const state = useAppSelector((root) => root.session);

  useEffect(() => session.startSessionCheck(), []);

  useEffect(() => session.onChange((change) => {
    if (change.signedIn) {
      dispatch(signedIn({ userId: change.userId, portals: session.getSnapshot().portals, here: change.origin === 'this-tab' }));
      return;
    }
    dispatch(signedOut());
    // The previous user's data (courses, cart, notifications) must not show to the next visitor.
    queryClient.removeQueries({ predicate: (query) => !KEPT_ON_SIGN_OUT.has(String(query.queryKey[0])) });
  }), [dispatch, queryClient]);

  const user = useCurrentUser();
  useEffect(() => {
    if (user.data) dispatch(portalsLoaded(user.data.portals));
  }, [user.data, dispatch]);

  // Guard step 4: loaded at the first navigation and again for every new session.
  const fresh = usePermissionsQuery();
  useEffect(() => {
    if (!fresh.data) return;
    const { userId } = fresh.data;
    const answer = { ...fresh.data.answer, permissions: [...fresh.data.answer.permissions] };
    if (!permissionsDiffer(state.permissions, answer) && state.permissionsOf === userId) return;
    writeCachedPermissions(localStorage, answer);
    dispatch(permissionsLoaded({ answer, userId }));
    // Only fresh data triggers this: the stored copy is compared, not watched.
  }, [fresh.data, dispatch]);

  return null;
}
