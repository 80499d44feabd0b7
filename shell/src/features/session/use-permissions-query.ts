import { useQuery } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import { api } from '@halaqa/session';
import { useAppSelector } from '../../store/store';

/** GET permissions-system for the current session (visitor or user): once per session, with whose it is. */
export function usePermissionsQuery() {
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const userId = useAppSelector((state) => state.session.userId);
  return useQuery({
    queryKey: ['permissions-system', signedIn, userId],
    queryFn: async () => ({ answer: await unwrap(api.GET('/api/permissions-system')), userId: signedIn ? userId : null }),
    staleTime: Infinity,
  });
}
