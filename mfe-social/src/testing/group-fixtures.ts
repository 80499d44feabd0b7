import { answer, type RecordedRequest } from '@halaqa/session/src/testing/fake-api';
import type { CommentView, GroupCard, GroupDetails, GroupMember, KeysetList, PostView } from '../api/groups-types';

export function groupCardFixture(overrides: Partial<GroupCard> = {}): GroupCard {
  return {
    id: 4, name: 'Quran Reflections', description: 'Weekly reflections on a surah, shared by members.', privacy: 'PUBLIC',
    imageUrl: '/media/groups/4.jpg', memberCount: 24, rating: 4.5, ratingCount: 8,
    myMembership: { role: 'MEMBER', status: 'ACCEPTED' },
    ...overrides,
  };
}

export function groupFixture(overrides: Partial<GroupDetails> = {}): GroupDetails {
  return { ...groupCardFixture(), postPermission: 'EVERYONE', canPost: true, canManage: false, myRating: null, ...overrides };
}

export function postFixture(id: number, overrides: Partial<PostView> = {}): PostView {
  return {
    id, groupId: 4, author: { id: 20 + id, name: `Member ${id}`, avatarUrl: null }, content: `<p>Post ${id}</p>`, media: [],
    isPinned: false, isReadOnly: false, likeCount: 2, commentCount: 3, saveCount: 0, likedByMe: false, savedByMe: false,
    canEdit: false, canDelete: false, canPin: false, createdAt: '2026-11-20T09:00:00.000Z', updatedAt: null,
    ...overrides,
  };
}

export function commentFixture(id: number, overrides: Partial<CommentView> = {}): CommentView {
  return {
    id, postId: 9, parentId: null, author: { id: 40 + id, name: `Commenter ${id}`, avatarUrl: null }, content: `<p>Comment ${id}</p>`,
    likeCount: 0, likedByMe: false, canEdit: false, canDelete: false, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: null,
    ...overrides,
  };
}

export function memberFixture(id: number, overrides: Partial<GroupMember> = {}): GroupMember {
  return { user: { id, name: `Person ${id}`, avatarUrl: null }, role: 'MEMBER', status: 'ACCEPTED', since: '2026-10-01T08:00:00.000Z', ...overrides };
}

/** Answers a keyset list from `items`, `take` at a time; the cursor is the index of the next item. */
export function answerKeyset<T>(path: string, items: readonly T[]) {
  answer('GET', path, (request: RecordedRequest) => {
    const start = Number(request.query.get('cursor') ?? 0);
    const take = Number(request.query.get('take') ?? 20);
    const end = start + take;
    const page: KeysetList<T> = { data: items.slice(start, end), nextCursor: end < items.length ? String(end) : null };
    return { status: 200, body: page };
  });
}

/** The group page's calls: the group, and its posts as a keyset list. */
export function answerGroup(group: GroupDetails, posts: readonly PostView[] = []) {
  answer('GET', `groups/${group.id}`, { status: 200, body: group });
  answerKeyset(`groups/${group.id}/posts`, posts);
}
