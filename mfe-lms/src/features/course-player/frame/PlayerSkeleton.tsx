import { useTranslation } from '@halaqa/i18n';
import { Skeleton, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';

/** A player page's content while it loads: a heading and a few lines. */
export function ContentSkeleton() {
  const { t } = useTranslation('common');
  return (
    <SkeletonRegion label={t('loading')} testId="content-loading">
      <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
        <Skeleton $width="60%" $height="2em" />
        <SkeletonText lines={4} />
        <Skeleton $height="240px" />
      </div>
    </SkeletonRegion>
  );
}

/** The whole player while the course loads: the outline's column and the content. */
export function PlayerSkeleton() {
  const { t } = useTranslation('common');
  return (
    <SkeletonRegion label={t('loading')} testId="player-loading">
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(200px, 300px) 1fr', gap: 24 }}>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          {Array.from({ length: 8 }, (_, i) => <Skeleton key={i} $height="32px" />)}
        </div>
        <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
          <Skeleton $width="60%" $height="2em" />
          <SkeletonText lines={4} />
        </div>
      </div>
    </SkeletonRegion>
  );
}
