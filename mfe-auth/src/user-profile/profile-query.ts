import { useQuery, type QueryClient } from '@halaqa/query';
import { unwrap, type paths } from '@halaqa/api-client';
import { api, CURRENT_USER_QUERY_KEY } from '@halaqa/session';

export type UserProfile = paths['/api/user']['get']['responses'][200]['content']['application/json'];
export type PatchUserBody = NonNullable<paths['/api/user']['patch']['requestBody']>['content']['application/json'];

const PROFILE_QUERY_KEY = ['user', 'profile'] as const;

/** GET user: every profile field of the signed-in member. */
export function useProfile() {
  return useQuery({ queryKey: PROFILE_QUERY_KEY, queryFn: () => unwrap(api.GET('/api/user')) });
}

/**
 * PATCH user, then every copy of the user the page shows: the profile here,
 * the current user of the app bar and guard.
 */
export async function saveProfile(queryClient: QueryClient, body: PatchUserBody): Promise<UserProfile> {
  const profile = await unwrap(api.PATCH('/api/user', { body }));
  queryClient.setQueryData(PROFILE_QUERY_KEY, profile);
  await queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
  return profile;
}
