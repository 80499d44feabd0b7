import { useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Button } from '@halaqa/ui';
import { LoadingState } from '@halaqa/ui/pages';
import { useFeedPreferences, useHomeFeed } from '../../../api/feed-queries';
import { useMyGroups } from '../../../api/groups-queries';
import { GroupsErrorState } from '../ui/failure';
import { PostFeed } from '../ui/PostFeed';
import { FeedPreferencesPanel } from './FeedPreferencesPanel';

const Section = styled.section`
  margin-block-end: 40px;
  > h2 { margin: 0 0 16px; font-size: 1.3rem; &:focus { outline: none; } }
`;

/**
 * The member's home feed on /groups/mine, shown on demand (the page stays
 * one request lighter for who only wants their groups), with its preferences.
 */
export function HomeFeedSection() {
  const { t } = useTranslation('mfe-social');
  const [shown, setShown] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Section aria-labelledby="home-feed-heading" data-testid="home-feed">
      <h2 id="home-feed-heading" ref={heading} tabIndex={-1}>{t('groups.home.heading')}</h2>
      <Button type="button" aria-expanded={shown} aria-controls="home-feed-body" onClick={() => setShown(!shown)}>
        {shown ? t('groups.home.hide') : t('groups.home.show')}
      </Button>
      <div id="home-feed-body" hidden={!shown}>{shown && <HomeFeed heading={heading} />}</div>
    </Section>
  );
}

function HomeFeed({ heading }: { heading: RefObject<HTMLHeadingElement | null> }) {
  const { t } = useTranslation('mfe-social');
  const preferences = useFeedPreferences(true);
  const groups = useMyGroups(1);
  const posts = useHomeFeed(true);
  let panel;
  if (preferences.isError) panel = <GroupsErrorState error={preferences.error} onRetry={() => void preferences.refetch()} />;
  else if (!preferences.data || groups.isPending) panel = <LoadingState label={t('groups.home.loading')} />;
  else panel = <FeedPreferencesPanel saved={preferences.data} groups={groups.data?.data ?? []} />;
  return (
    <>
      {panel}
      <PostFeed query={posts} label={t('groups.home.heading')} empty={t('groups.home.empty')} heading={heading} linkToGroup />
    </>
  );
}
