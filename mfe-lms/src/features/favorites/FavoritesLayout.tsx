import type { ReactNode } from 'react';
import { useTranslation } from '@halaqa/i18n';
import { NavLink } from '@halaqa/router';
import { TabBar } from '@halaqa/ui/pages';
import { PageFrame } from '../lms-tabs/LmsTabs';

/** The favorites area: its heading and the courses / events tabs (events belong to the social area). */
export function FavoritesLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('mfe-lms');
  return (
    <PageFrame>
      <h1>{t('pages.favorite')}</h1>
      <TabBar label={t('favorites.tabsLabel')} testId="favorite-tabs">
        <NavLink to="/favorite/courses" end>{t('favorites.coursesTab')}</NavLink>
        <NavLink to="/favorite/events" end>{t('favorites.eventsTab')}</NavLink>
      </TabBar>
      {children}
    </PageFrame>
  );
}
