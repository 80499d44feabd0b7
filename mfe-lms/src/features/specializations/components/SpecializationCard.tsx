import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { SpecializationCard as SpecializationCardData } from '../../catalogue/api/types';
import { Badge, CoverBadges } from '../../catalogue/components/Badge';
import { CardFrame, StretchedLink } from '../../catalogue/components/card-frame';
import { CourseCover } from '../../catalogue/components/CourseCover';
import { PriceTag } from '../../catalogue/components/PriceTag';

const Article = styled(CardFrame)`
  > div:last-child { display: flex; flex: 1; flex-direction: column; gap: 8px; padding: 16px; }
  h2 { margin: 0; font-size: 1.1rem; line-height: 1.35; }
  p { margin: 0; color: ${({ theme }) => theme.colors.muted}; line-height: 1.5; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
  footer { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 8px; margin-block-start: auto; padding-block-start: 8px; font-size: 0.9rem; }
`;

/** A specialization in the list: cover, name (the link), summary, number of courses, price, Enrolled. */
export function SpecializationCard({ specialization }: { specialization: SpecializationCardData }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const count = specialization.courseCount;
  return (
    <Article data-testid="specialization-card">
      <CourseCover id={specialization.id} name={specialization.name} url={specialization.coverImageUrl}>
        {specialization.isEnrolled && <CoverBadges><Badge $tone="success">{t('courseCard.enrolled')}</Badge></CoverBadges>}
      </CourseCover>
      <div>
        <h2 dir="auto"><StretchedLink to={`/lms/specializations/${specialization.id}/overview`}>{specialization.name}</StretchedLink></h2>
        {specialization.briefDescription && <p dir="auto">{specialization.briefDescription}</p>}
        <footer>
          <span>{t('specializations.courseCount', { count, formattedCount: new Intl.NumberFormat(i18n.language).format(count) })}</span>
          <PriceTag item={specialization} />
        </footer>
      </div>
    </Article>
  );
}
