import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@halaqa/query';
import { getFeedPreferences, listHomeFeed, saveFeedPreferences } from './groups-calls';
import { groupKeys } from './groups-queries';

const HOME_PAGE_SIZE = 10;

export interface FeedPreferences { homeIncludesPublicGroups: boolean; mutedGroupIds: number[] }

/** GET feeds/home: posts of the member's groups (and public ones when asked), newest first; read only once shown. */
export function useHomeFeed(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: groupKeys.homeFeed,
    queryFn: ({ pageParam }: { pageParam: string | null }) => listHomeFeed(pageParam, HOME_PAGE_SIZE),
    initialPageParam: null as string | null,
    getNextPageParam: (last: { nextCursor: string | null }) => last.nextCursor,
    enabled,
  });
}

/** GET feeds/preferences. */
export function useFeedPreferences(enabled: boolean) {
  return useQuery({ queryKey: groupKeys.feedPreferences, queryFn: getFeedPreferences, enabled });
}

/** PUT feeds/preferences: the stored answer replaces the cached one and the home feed is read again from its start. */
export function useSaveFeedPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: FeedPreferences) => saveFeedPreferences(preferences),
    onSuccess: async (saved) => {
      queryClient.setQueryData(groupKeys.feedPreferences, saved);
      await queryClient.resetQueries({ queryKey: groupKeys.homeFeed });
    },
  });
}
