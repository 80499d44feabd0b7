import { useQuery, type QueryClient } from '@halaqa/query';
import { unwrap } from '@halaqa/api-client';
import type { PermissionsAnswer } from '@halaqa/contracts';
import { api } from '@halaqa/session';
import { useAppSelector } from '../../store/store';

/** The permissions of one session, with whose they are (null: a visitor's). */
interface PermissionsOfSession {
  answer: PermissionsAnswer;
  userId: number | null;
}

const permissionsQueryKey = (signedIn: boolean, userId: number | null) => ['permissions-system', signedIn, userId] as const;

/** GET permissions-system for the current session (visitor or user): once per session, with whose it is. */
export function usePermissionsQuery() {
  const signedIn = useAppSelector((state) => state.session.signedIn);
  const userId = useAppSelector((state) => state.session.userId);
  return useQuery({
    queryKey: permissionsQueryKey(signedIn, userId),
    queryFn: async (): Promise<PermissionsOfSession> => ({ answer: await unwrap(api.GET('/api/permissions-system')), userId: signedIn ? userId : null }),
    staleTime: Infinity,
  });
}

/** A visitor's answer the page came with: the visitor's query starts answered, and is not asked. */
export function answerVisitorPermissions(queryClient: QueryClient, answer: PermissionsAnswer): void {
  queryClient.setQueryData<PermissionsOfSession>(permissionsQueryKey(false, null), { answer, userId: null });
}
