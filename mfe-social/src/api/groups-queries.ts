import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@halaqa/query';
import {
  actOnMember, changeMyMembership, getGroup, inviteMember, listGroups, listMembers, listMyGroups, rateGroup, type ListedStatus, type SelfAction,
} from './groups-calls';
import type { MemberAction } from './groups-types';

export const GROUPS_PAGE_SIZE = 12;
export const MEMBERS_PAGE_SIZE = 10;

/** Keys of the groups screens' queries; all start with 'social', 'groups'. */
export const groupKeys = {
  all: ['social', 'groups'] as const,
  lists: ['social', 'groups', 'list'] as const,
  mine: (page: number) => ['social', 'groups', 'list', 'mine', page] as const,
  discover: (page: number, search: string) => ['social', 'groups', 'list', 'discover', page, search] as const,
  group: (groupId: number) => ['social', 'groups', 'group', groupId] as const,
  members: (groupId: number) => ['social', 'groups', 'members', groupId] as const,
  memberPage: (groupId: number, status: string, page: number) => ['social', 'groups', 'members', groupId, status, page] as const,
  posts: ['social', 'groups', 'posts'] as const,
  groupPosts: (groupId: number) => ['social', 'groups', 'posts', 'group', groupId] as const,
  savedPosts: ['social', 'groups', 'posts', 'saved'] as const,
  homeFeed: ['social', 'groups', 'posts', 'home'] as const,
  feedPreferences: ['social', 'groups', 'feed-preferences'] as const,
  post: (postId: number) => ['social', 'groups', 'post', postId] as const,
  comments: (postId: number) => ['social', 'groups', 'comments', postId] as const,
};

/** GET groups/mine: the member's groups, a page (1-based) at a time. */
export function useMyGroups(page: number) {
  return useQuery({
    queryKey: groupKeys.mine(page),
    queryFn: () => listMyGroups((page - 1) * GROUPS_PAGE_SIZE, GROUPS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** GET groups: the groups the member may discover, searched by name. */
export function useDiscoverGroups(page: number, search: string) {
  return useQuery({
    queryKey: groupKeys.discover(page, search),
    queryFn: () => listGroups((page - 1) * GROUPS_PAGE_SIZE, GROUPS_PAGE_SIZE, search),
    placeholderData: keepPreviousData,
  });
}

/** GET groups/{groupId}: the group with the member's membership and rights. */
export function useGroup(groupId: number, enabled = true) {
  return useQuery({ queryKey: groupKeys.group(groupId), queryFn: () => getGroup(groupId), enabled });
}

/** A membership changed: the group, the lists and its posts (now readable, or not) are asked again. */
async function refreshGroup(queryClient: QueryClient, groupId: number) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: groupKeys.group(groupId) }),
    queryClient.invalidateQueries({ queryKey: groupKeys.lists }),
    queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) }),
    queryClient.invalidateQueries({ queryKey: groupKeys.groupPosts(groupId) }),
  ]);
}

/** POST groups/{groupId}/join | leave | decline: the member's own membership. */
export function useMyMembership(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: SelfAction) => changeMyMembership(groupId, action),
    onSuccess: () => refreshGroup(queryClient, groupId),
  });
}

/** A group admin's action on one member (accept, block, make admin, remove...). */
export function useMemberAction(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: number; action: MemberAction }) => actOnMember(groupId, userId, action),
    onSuccess: () => refreshGroup(queryClient, groupId),
  });
}

/** POST groups/{groupId}/invite {email}. */
export function useInvite(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => inviteMember(groupId, email),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: groupKeys.members(groupId) }),
  });
}

/** GET groups/{groupId}/members?status: accepted members, or (admins) requests, invitations and blocked members. */
export function useMembers(groupId: number, status: ListedStatus, page: number) {
  return useQuery({
    queryKey: groupKeys.memberPage(groupId, status, page),
    queryFn: () => listMembers(groupId, status, (page - 1) * MEMBERS_PAGE_SIZE, MEMBERS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** PUT groups/{groupId}/rating. */
export function useRateGroup(groupId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number) => rateGroup(groupId, rating),
    // The answer is the group with its new average: shown at once; the lists' cards are asked again.
    onSuccess: async (group) => {
      queryClient.setQueryData(groupKeys.group(groupId), group);
      await queryClient.invalidateQueries({ queryKey: groupKeys.lists });
    },
  });
}
