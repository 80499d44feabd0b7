import { useCallback, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { LoadingState, PageFrame } from '@halaqa/ui/pages';
import { useGroupPosts } from '../../../api/groups-post-queries';
import { useGroup } from '../../../api/groups-queries';
import type { GroupDetails } from '../../../api/groups-types';
import { GroupsErrorState, isNotFound } from '../ui/failure';
import { idOf } from '../ui/format';
import { NotFoundState } from '../ui/NotFoundState';
import { PostFeed, type FocusRequest } from '../ui/PostFeed';
import { GroupHeader } from './GroupHeader';
import { MembersPanel } from './MembersPanel';
import { PostComposer } from './PostComposer';

const Columns = styled.div<{ $aside: boolean }>`
  display: grid;
  grid-template-columns: ${({ $aside }) => ($aside ? 'minmax(0, 1fr) minmax(260px, 340px)' : 'minmax(0, 1fr)')};
  gap: 24px;
  align-items: start;
  @media (max-width: 900px) { grid-template-columns: minmax(0, 1fr); }
`;

const Posts = styled.section`
  > h2 { margin: 0 0 16px; font-size: 1.3rem; &:focus { outline: none; } }
  .closed { margin: 0; padding: 20px; border: 1px dashed ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
`;

/** Who may read the posts (docs/design/social-api.md "Groups"): accepted members, or anyone not blocked for a public group. */
const readsPosts = (group: GroupDetails) => {
  const status = group.myMembership?.status ?? null;
  return status === 'ACCEPTED' || (group.privacy === 'PUBLIC' && status !== 'BLOCKED');
};

/** /groups/{groupId}: the group, its posts (pinned first), the composer, and for its admins the members. */
export function GroupPage({ params, title }: PageProps) {
  const { t } = useTranslation('mfe-social');
  const groupId = idOf(params.groupId);
  const group = useGroup(groupId ?? 0, groupId !== null);
  const pageTitle = group.data?.name ?? title ?? t('pages.group');
  let content;
  if (groupId === null || (group.isError && isNotFound(group.error))) content = <NotFoundState what="group" />;
  else if (group.isPending) content = <LoadingState />;
  else if (group.isError || !group.data) content = <GroupsErrorState error={group.error} onRetry={() => void group.refetch()} />;
  else content = <GroupBody group={group.data} />;
  return <PageFrame title={pageTitle} testId="group-page">{content}</PageFrame>;
}

function GroupBody({ group }: { group: GroupDetails }) {
  const { t } = useTranslation('mfe-social');
  const canRead = readsPosts(group);
  // Taking part needs an accepted membership; organization administrators manage every group.
  const canReact = group.myMembership?.status === 'ACCEPTED' || group.canManage;
  const posts = useGroupPosts(group.id, canRead);
  const heading = useRef<HTMLHeadingElement>(null);
  const [focusRequest, setFocusRequest] = useState<FocusRequest>(null);
  const focused = useCallback(() => setFocusRequest(null), []);
  return (
    <>
      <GroupHeader group={group} label={t('groups.group.about', { name: group.name })} />
      <Columns $aside={group.canManage}>
        <Posts aria-labelledby="group-posts-heading">
          <h2 id="group-posts-heading" ref={heading} tabIndex={-1}>{t('groups.group.posts')}</h2>
          {group.canPost && canRead && <PostComposer groupId={group.id} onPosted={(post) => setFocusRequest({ postId: post.id })} />}
          {canRead ? (
            <PostFeed query={posts} label={t('groups.group.posts')} empty={t('groups.group.noPosts')} canReact={canReact} heading={heading} focusRequest={focusRequest} onFocused={focused} />
          ) : (
            <p className="closed" data-testid="posts-closed">
              {t(group.myMembership?.status === 'BLOCKED' ? 'groups.group.blocked' : 'groups.group.membersOnly')}
            </p>
          )}
        </Posts>
        {group.canManage && <MembersPanel groupId={group.id} />}
      </Columns>
    </>
  );
}
