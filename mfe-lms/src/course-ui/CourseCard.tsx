import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { RatingStars } from '@halaqa/ui/pages';
import { lmsPaths } from '../definition';
import { formatDateRange } from '../format/dates';
import type { CourseCardData } from './course-types';
import { ListingCard, type HeadingLevel } from './ListingCard';

const Category = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Facts = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface CourseCardProps {
  course: CourseCardData;
  /** Controls for this card (pin, remove from favorites). */
  actions?: ReactNode;
  /** The name's heading level in the page outline (default 3: under the list's h2). */
  headingLevel?: HeadingLevel;
  /** Extra content under the details (a progress bar). */
  children?: ReactNode;
  /** The card's cover is in the first screen (coverPriorityOf its index). */
  coverPriority?: boolean;
}

/** A course in a list: cover, category, name (the link to its overview), summary facts, rating and price. */
export function CourseCard({ course, actions, headingLevel = 3, coverPriority, children }: CourseCardProps) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const dates = formatDateRange(course.startDate, course.endDate, language);
  return (
    <ListingCard
      item={course}
      href={lmsPaths.courseOverview(course.id)}
      headingLevel={headingLevel}
      testId="course-card"
      coverPriority={coverPriority}
      kicker={course.category && <Category>{course.category.name}</Category>}
      details={(
        <Facts>
          {course.learningTypes.map((type) => <li key={type.id}>{type.name}</li>)}
          <li>{t(`courseLanguage.${course.language}`)}</li>
          {dates && <li><time dateTime={course.startDate ?? course.endDate ?? undefined}>{dates}</time></li>}
        </Facts>
      )}
      footerStart={<RatingStars average={course.rating.average} count={course.rating.count} />}
      actions={actions}
    >
      {children}
    </ListingCard>
  );
}
