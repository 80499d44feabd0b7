import { useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { useSavedPosts } from '../../../api/groups-post-queries';
import { PostFeed } from '../ui/PostFeed';
import { PageFrame } from '@halaqa/ui/pages';

const Section = styled.section`
  > h2 { margin: 0 0 16px; font-size: 1.3rem; &:focus { outline: none; } }
`;

/**
 * /saved-post: the member's saved posts, newest first. Unsaving leaves the
 * post in place with its Save button released (the focus stays there, and a
 * slip is one click to undo); it is gone from the list the next time.
 */
export function SavedPostsPage({ title }: PageProps) {
  const { t } = useTranslation('mfe-social');
  const posts = useSavedPosts();
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <PageFrame title={title ?? t('pages.savedPosts')} testId="saved-posts">
      <Section aria-labelledby="saved-posts-heading">
        <h2 id="saved-posts-heading" ref={heading} tabIndex={-1}>{t('groups.saved.heading')}</h2>
        <PostFeed query={posts} label={t('groups.saved.heading')} empty={t('groups.saved.empty')} heading={heading} linkToGroup />
      </Section>
    </PageFrame>
  );
}
