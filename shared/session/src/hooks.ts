import { useSyncExternalStore } from 'react';
import { useQuery, type UseQueryResult } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api, CURRENT_USER_QUERY_KEY, session } from './instances';
import type { SessionSnapshot } from './session';
import type { CurrentUser } from './types';

/** Signed in or not, the user id and portals; re-renders on every session change, in any tab. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot, session.getSnapshot);
}

/**
 * Media addresses in answers are signed for one to two hours: read again
 * every half hour, the profile picture's address always has time left.
 */
const CURRENT_USER_REFETCH_MS = 30 * 60_000;

/** GET auth, the signed-in user; idle for visitors. */
export function useCurrentUser(): UseQueryResult<CurrentUser> {
  const { signedIn } = useSession();
  return useQuery({ queryKey: CURRENT_USER_QUERY_KEY, queryFn: fetchCurrentUser, enabled: signedIn, refetchInterval: CURRENT_USER_REFETCH_MS });
}

export async function fetchCurrentUser(): Promise<CurrentUser> {
  return unwrap(api.GET('/api/auth'));
}
