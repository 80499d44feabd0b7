import { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link, useNavigate } from '@halaqa/router';
import { LoadingState, PageFrame } from '@halaqa/ui/pages';
import { usePost } from '../../../api/groups-post-queries';
import { socialPaths } from '../../../definition';
import { GroupsErrorState, isNotFound } from '../ui/failure';
import { idOf } from '../ui/format';
import { NotFoundState } from '../ui/NotFoundState';
import { PostCard } from '../ui/PostCard';
import { CommentThread } from './CommentThread';

const Back = styled.p`
  margin: 0 0 16px;
  a { color: ${({ theme }) => theme.colors.primaryText}; font-weight: 600; }
`;

/** /groups/{groupId}/post/{postId}: one post and its threaded comments. */
export function GroupPostPage({ params, title }: PageProps) {
  const { t } = useTranslation('mfe-social');
  const navigate = useNavigate();
  const groupId = idOf(params.groupId);
  const postId = idOf(params.postId);
  const valid = groupId !== null && postId !== null;
  const post = usePost(postId ?? 0, valid);
  const heading = useRef<HTMLHeadingElement>(null);
  let content;
  // A post asked for under another group's address is not found there either.
  if (!valid || (post.isError && isNotFound(post.error)) || (post.data && post.data.groupId !== groupId)) content = <NotFoundState what="post" />;
  else if (post.isPending) content = <LoadingState />;
  else if (post.isError || !post.data) content = <GroupsErrorState error={post.error} onRetry={() => void post.refetch()} />;
  else {
    content = (
      <>
        <Back><Link to={socialPaths.group(post.data.groupId)}>{t('groups.post.backToGroup')}</Link></Back>
        <PostCard post={post.data} headingLevel={2} linkToComments={false} onDeleted={() => navigate(socialPaths.group(post.data.groupId), { replace: true })} />
        <CommentThread post={post.data} heading={heading} />
      </>
    );
  }
  return <PageFrame title={title ?? t('pages.groupPost')} testId="group-post-page">{content}</PageFrame>;
}
