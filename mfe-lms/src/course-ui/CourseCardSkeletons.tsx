import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Skeleton, SkeletonRegion, SkeletonText } from '@halaqa/ui/pages';
import { CardGrid } from './CardGrid';

const Placeholder = styled.div`
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius * 1.5}px;
  background: ${({ theme }) => theme.colors.surface};
  > div { display: flex; flex-direction: column; gap: 12px; padding: 16px; }
`;

/** Card-shaped placeholders while a course list loads (the grid does not jump when the cards arrive). */
export function CourseCardSkeletons({ count = 6 }: { count?: number }) {
  const { t } = useTranslation('common');
  return (
    <SkeletonRegion label={t('loading')}>
      <CardGrid as="div">
        {Array.from({ length: count }, (_, i) => (
          <Placeholder key={i}>
            <Skeleton $height="auto" $radius="0" style={{ aspectRatio: '16 / 9' }} />
            <div>
              <Skeleton $width="40%" $height="0.8em" />
              <Skeleton $width="85%" $height="1.2em" />
              <SkeletonText lines={2} />
              <Skeleton $width="50%" />
            </div>
          </Placeholder>
        ))}
      </CardGrid>
    </SkeletonRegion>
  );
}
