import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { Badge, CoverBadges } from './Badge';
import type { ListedItem } from './course-types';

const HeaderBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * What an item's state is, said the same on its card (over the cover) and
 * on its overview (above the name): "Coming soon", "Enrolled". Nothing when neither.
 */
export function StatusBadges({ item, onCover = false }: { item: Pick<ListedItem, 'isComingSoon' | 'isEnrolled'>; onCover?: boolean }) {
  const { t } = useTranslation('mfe-lms');
  if (!item.isComingSoon && !item.isEnrolled) return null;
  const Row = onCover ? CoverBadges : HeaderBadges;
  return (
    <Row>
      {item.isComingSoon && <Badge $tone="info" data-testid="coming-soon">{t('courseCard.comingSoon')}</Badge>}
      {item.isEnrolled && <Badge $tone="success" data-testid="enrolled">{t('courseCard.enrolled')}</Badge>}
    </Row>
  );
}
