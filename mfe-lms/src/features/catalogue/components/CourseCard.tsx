import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import { RatingStars } from '@halaqa/ui/pages';
import type { CourseCard as CourseCardData } from '../api/types';
import { formatDateRange } from '../format/dates';
import { usePageLanguage } from '../format/use-language';
import { Badge, CoverBadges } from './Badge';
import { CardFrame, StretchedLink } from './card-frame';
import { CourseCover } from './CourseCover';
import { PriceTag } from './PriceTag';

export type HeadingLevel = 2 | 3 | 4;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
`;

const Category = styled.p`
  margin: 0;
  font-size: 0.8rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Title = styled.h3`
  margin: 0;
  font-size: 1.1rem;
  line-height: 1.35;
`;

const Brief = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  line-height: 1.5;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
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

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  margin-block-start: auto;
  padding-block-start: 8px;
`;

/** Controls placed over the stretched link (pin, remove from favorites): above it, so they stay clickable. */
const Actions = styled.div`
  position: relative;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  padding-inline: 16px;
  padding-block-end: 16px;
`;

export interface CourseCardProps {
  course: CourseCardData;
  /** Controls for this card (pin, remove from favorites). */
  actions?: ReactNode;
  /** The name's heading level in the page outline (default 3: under the list's h2). */
  headingLevel?: HeadingLevel;
  /** Extra content under the details (a progress bar). */
  children?: ReactNode;
}

/** A course in a list: cover, category, name (the link to its overview), summary facts, rating and price. */
export function CourseCard({ course, actions, headingLevel = 3, children }: CourseCardProps) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const dates = formatDateRange(course.startDate, course.endDate, language);
  return (
    <CardFrame data-testid="course-card" aria-labelledby={`course-${course.id}-name`}>
      <CourseCover id={course.id} name={course.name} url={course.coverImageUrl}>
        {(course.isComingSoon || course.isEnrolled) && (
          <CoverBadges>
            {course.isComingSoon && <Badge $tone="info" data-testid="coming-soon">{t('courseCard.comingSoon')}</Badge>}
            {course.isEnrolled && <Badge $tone="success" data-testid="enrolled">{t('courseCard.enrolled')}</Badge>}
          </CoverBadges>
        )}
      </CourseCover>
      <Body>
        {course.category && <Category>{course.category.name}</Category>}
        <Title as={`h${headingLevel}`} id={`course-${course.id}-name`} dir="auto">
          <StretchedLink to={`/lms/courses/${course.id}/overview`}>{course.name}</StretchedLink>
        </Title>
        {course.briefDescription && <Brief dir="auto">{course.briefDescription}</Brief>}
        <Facts>
          {course.learningTypes.map((type) => <li key={type.id}>{type.name}</li>)}
          <li>{t(`courseLanguage.${course.language}`)}</li>
          {dates && <li><time dateTime={course.startDate ?? course.endDate ?? undefined}>{dates}</time></li>}
        </Facts>
        <Footer>
          <RatingStars average={course.rating.average} count={course.rating.count} />
          <PriceTag item={course} />
        </Footer>
        {children}
      </Body>
      {actions && <Actions>{actions}</Actions>}
    </CardFrame>
  );
}
