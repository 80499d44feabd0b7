import { useCallback, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link, useLocation, useNavigate } from '@halaqa/router';
import { TabBar, EmptyState, ErrorState, LoadingState, pageCountOf, PageFrame, Pagination } from '@halaqa/ui/pages';
import { SESSIONS_PAGE_SIZE, useMyCoachProfile, useSessions } from '../../../api/coaching-queries';
import { coachingPaths } from '../../../definition';
import { memberTimeZone, zoneLabel } from '../ui/time';
import { readSessionsState, WHENS, writeSessionsState, type SessionsState } from './sessions-url';
import { SessionItem } from './SessionItem';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Roles = styled.nav`
  display: flex;
  gap: 8px;
  margin-block-end: 16px;
  a {
    padding-block: 8px;
    padding-inline: 16px;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
  a[aria-current='page'] { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }
`;

const ListHeading = styled.h2`
  font-size: 1.1rem;
  &:focus { outline: none; }
  &:focus-visible { outline: 3px solid ${({ theme }) => theme.colors.info}; outline-offset: 2px; }
`;

const Zone = styled.p`
  margin: 0 0 16px;
  color: ${({ theme }) => theme.colors.muted};
`;

/** /coaching/my-sessions: the member's sessions by tab, and a coach's own sessions as coach. */
export function MySessionsPage({ title }: PageProps) {
  const { t, i18n } = useTranslation('mfe-coaching');
  const location = useLocation();
  const navigate = useNavigate();
  const state = useMemo(() => readSessionsState(location.search), [location.search]);
  const me = useMyCoachProfile();
  const isCoach = me.data != null;
  const asCoach = state.asCoach && isCoach;
  const sessions = useSessions(asCoach ? 'provider' : 'client', state.when, state.page, !state.asCoach || me.isSuccess);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const address = useCallback((change: Partial<SessionsState>) =>
    `${location.pathname}${writeSessionsState({ ...state, page: 1, ...change })}`, [location.pathname, state]);

  function goToPage(page: number) {
    navigate(address({ page }));
    listHeading.current?.focus();
  }

  return (
    <PageFrame title={title ?? t('pages.mySessions')} testId="my-sessions-page">
      {isCoach ? (
        <Roles aria-label={t('sessions.roleLabel')} data-testid="roles">
          <Link to={address({ asCoach: false })} aria-current={!asCoach ? 'page' : undefined}>{t('sessions.asMember')}</Link>
          <Link to={address({ asCoach: true })} aria-current={asCoach ? 'page' : undefined} data-testid="as-coach">{t('sessions.asCoach')}</Link>
          <Link to={coachingPaths.availability()}>{t('sessions.toAvailability')}</Link>
        </Roles>
      ) : null}
      <TabBar label={t('sessions.tabsLabel')} testId="session-tabs">
        {WHENS.map((when) => (
          <Link key={when} to={address({ when })} aria-current={state.when === when ? 'page' : undefined}>{t(`sessions.tab.${when}`)}</Link>
        ))}
      </TabBar>
      <Zone>{t('book.zoneNote', { zone: zoneLabel(memberTimeZone(), i18n.language) })}</Zone>
      <section aria-labelledby="sessions-title" aria-busy={sessions.isFetching || undefined}>
        <ListHeading id="sessions-title" ref={listHeading} tabIndex={-1}>
          {t(`sessions.heading.${state.when}`)}
        </ListHeading>
        {sessions.isPending ? <LoadingState /> : sessions.isError ? (
          <ErrorState namespace="mfe-coaching" error={sessions.error} onRetry={() => void sessions.refetch()} />
        ) : sessions.data.data.length === 0 ? (
          <EmptyState action={!asCoach && state.when === 'UPCOMING' ? <Link to={coachingPaths.coaches()}>{t('sessions.findCoach')}</Link> : undefined}>
            {t(`sessions.empty.${state.when}`)}
          </EmptyState>
        ) : (
          <>
            <List>{sessions.data.data.map((booking) => <SessionItem key={booking.id} booking={booking} />)}</List>
            <Pagination page={state.page} pageCount={pageCountOf(sessions.data.count, SESSIONS_PAGE_SIZE)} onPageChange={goToPage} />
          </>
        )}
      </section>
    </PageFrame>
  );
}
