import { useTranslation, numberFormat } from '@halaqa/i18n';
import { ListingCard } from '../../../course-ui/ListingCard';
import { lmsPaths } from '../../../definition';
import type { SpecializationCardData } from '../api/types';

/** A specialization in the list: cover, name (the link), summary, number of courses, price, Enrolled. */
export function SpecializationCard({ specialization }: { specialization: SpecializationCardData }) {
  const { t, i18n } = useTranslation('mfe-lms');
  const count = specialization.courseCount;
  return (
    <ListingCard
      item={specialization}
      href={lmsPaths.specializationOverview(specialization.id)}
      headingLevel={2}
      testId="specialization-card"
      footerStart={<span>{t('specializations.courseCount', { count, formattedCount: numberFormat(i18n.language).format(count) })}</span>}
    />
  );
}
