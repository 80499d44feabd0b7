import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { useOrganization } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { EmptyState, formatPercent, QueryStates, Skeleton, SkeletonRegion } from '@halaqa/ui/pages';
import { FAVORITE_COURSES_TAB, lmsPaths } from '../../../definition';
import { DashboardBlock } from '../DashboardBlock';
import { useCourseStatistics, type CourseStatistics as Statistics } from './statistics-query';

const Tiles = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(140px, 1fr));
  gap: 12px;
  margin: 0;
`;

const Tile = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 4px;
  padding: 12px 16px;
  border-radius: ${({ theme }) => theme.radius}px;
  background: ${({ theme }) => theme.colors.background};
  dt { color: ${({ theme }) => theme.colors.muted}; font-size: 0.875rem; }
  dd { margin: 0; font-size: 1.6rem; font-weight: 700; }
  a { color: inherit; text-decoration: none; }
  a:hover, a:focus-visible { text-decoration: underline; }
`;

type CountKey = 'enrolled' | 'inProgress' | 'finished' | 'notStarted' | 'wishlisted' | 'specializations';

/** Each count, and where the list behind it is (when there is one). */
const TILES: ReadonlyArray<{ key: CountKey; to?: string }> = [
  { key: 'enrolled', to: lmsPaths.myCourses() },
  { key: 'inProgress', to: lmsPaths.myCourses() },
  { key: 'finished', to: lmsPaths.finishedCourses() },
  { key: 'notStarted' },
  { key: 'wishlisted', to: lmsPaths.favoriteTab(FAVORITE_COURSES_TAB) },
  { key: 'specializations', to: lmsPaths.specializations() },
];

/** The member's course statistics as tiles (counts link to their lists). */
export function CourseStatistics() {
  const { t } = useTranslation('mfe-lms');
  const statistics = useCourseStatistics();
  return (
    <DashboardBlock title={t('dashboard.statistics.title')} testId="dashboard-statistics">
      <QueryStates
        query={statistics}
        namespace="mfe-lms"
        loading={(
          <SkeletonRegion label={t('dashboard.statistics.loading')}>
            <Tiles as="div">{TILES.map(({ key }) => <Skeleton key={key} $height="72px" />)}</Tiles>
          </SkeletonRegion>
        )}
      >
        {(data) => <StatisticTiles statistics={data} />}
      </QueryStates>
    </DashboardBlock>
  );
}

function StatisticTiles({ statistics }: { statistics: Statistics }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const { flags } = useOrganization();
  const number = numberFormat(i18n.language);
  if (statistics.enrolled === 0 && statistics.wishlisted === 0) {
    return (
      <EmptyState action={flags.selfEnrollmentEnabled ? <Link to={lmsPaths.allCourses()}>{t('dashboard.statistics.browseAll')}</Link> : undefined}>
        {t('dashboard.statistics.empty')}
      </EmptyState>
    );
  }
  return (
    <Tiles data-testid="statistics-tiles">
      {TILES.map(({ key, to }) => {
        const label = t(`dashboard.statistics.${key}`);
        const value = number.format(statistics[key]);
        return (
          <Tile key={key}>
            <dt>{label}</dt>
            {/* A link named by its number alone says nothing out of context: its name carries the label too. */}
            <dd>{to ? <Link to={to} aria-label={`${label}: ${value}`}>{value}</Link> : value}</dd>
          </Tile>
        );
      })}
      <Tile>
        <dt>{t('dashboard.statistics.averageProgress')}</dt>
        <dd>{formatPercent(statistics.averageProgress, i18n.language)}</dd>
      </Tile>
    </Tiles>
  );
}
