import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { NavLink } from '@halaqa/router';
import { TabBar } from '@halaqa/ui/pages';
import { authPaths, type AuthPage } from '../../definition';

/** The profile's tabs, each a page of its own. */
const TABS = ['profileDetails', 'profileImage', 'profileSecurity'] as const satisfies readonly AuthPage[];

const Page = styled.main`
  max-inline-size: 860px;
  margin-inline: auto;
  padding-block: 32px;
  padding-inline: 16px;
  h1 { margin: 0 0 16px; font-size: 1.6rem; }
`;

/**
 * The profile area: its heading, the tab bar (links, so each tab has its own
 * address; the current one carries aria-current; arrow keys move between
 * tabs in the reading direction) and the tab's content.
 */
export function ProfileLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mfe-auth');
  return (
    <Page>
      <h1>{t('pages.profile')}</h1>
      <TabBar label={t('profile.tabsLabel')} testId="profile-tabs">
        {TABS.map((page) => <NavLink key={page} to={authPaths[page]()}>{t(`pages.${page}`)}</NavLink>)}
      </TabBar>
      {children}
    </Page>
  );
}
