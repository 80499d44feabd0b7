import { useTranslation } from '@halaqa/i18n';
import { useChromeTexts, useSlotFills, type PageProps } from '@halaqa/mfe-runtime';
import { SlotFiller } from '@halaqa/mfe-runtime/slots';
import { Navigate, NavLink } from '@halaqa/router';
import { EmptyState, LoadingState, TabBar } from '@halaqa/ui/pages';
import { lmsPaths } from '../../definition';
import { PageFrame } from '../../layout/PageFrame';

/**
 * /favorite and /favorite/:tab: one tab per filler of favorites.tabs@1 that
 * the member may have (courses here, events from the social area). The
 * favorites root opens the first of them.
 */
export function FavoritesPage({ params }: PageProps) {
  const { t } = useTranslation('mfe-lms');
  const { label } = useChromeTexts();
  const tabs = useSlotFills('favorites.tabs@1');
  const current = tabs.find(({ fill }) => fill.id === params.tab);
  const first = tabs[0];
  if (!current && first) return <Navigate to={lmsPaths.favoriteTab(first.fill.id)} replace />;

  return (
    <PageFrame>
      <h1>{t('pages.favorite')}</h1>
      {tabs.length > 0 && (
        <TabBar label={t('favorites.tabsLabel')} testId="favorite-tabs">
          {tabs.map(({ area, fill }) => (
            <NavLink key={`${area.name}/${fill.id}`} to={lmsPaths.favoriteTab(fill.id)} end>{label(area.name, fill.label ?? fill.id)}</NavLink>
          ))}
        </TabBar>
      )}
      {current
        ? <SlotFiller key={`${current.area.name}/${current.fill.id}`} placed={current} props={{}} fallback={<LoadingState />} />
        : <EmptyState>{t('favorites.noLists')}</EmptyState>}
    </PageFrame>
  );
}
