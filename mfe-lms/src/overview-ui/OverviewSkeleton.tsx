import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Skeleton, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';

const Grid = styled.div`
  display: grid;
  gap: 24px;
  @media (min-width: 900px) { grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); }
  > div { display: flex; flex-direction: column; gap: 14px; }
`;

/** The overview's shape while it loads: cover, title, facts. */
export function OverviewSkeleton() {
  const { t } = useTranslation('common');
  return (
    <SkeletonRegion label={t('loading')}>
      <Grid>
        <Skeleton $height="auto" style={{ aspectRatio: '16 / 9' }} />
        <div>
          <Skeleton $width="30%" />
          <Skeleton $width="80%" $height="2em" />
          <SkeletonText lines={3} />
          <Skeleton $width="50%" />
        </div>
      </Grid>
    </SkeletonRegion>
  );
}
