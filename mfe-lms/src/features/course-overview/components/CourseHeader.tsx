import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { HEADER_COVER_SIZES } from '@halaqa/contracts/src/media';
import { CourseCover } from '../../../course-ui/CourseCover';
import { StatusBadges } from '../../../course-ui/StatusBadges';
import { formatDateRange } from '../../../format/dates';
import { formatDuration } from '../../../format/duration';
import { OverviewHeader } from '../../../overview-ui/overview-layout';
import type { CourseOverview } from '../api/types';

const Header = styled(OverviewHeader)`
  .brief { margin: 0 0 16px; font-size: 1.05rem; line-height: 1.6; color: ${({ theme }) => theme.colors.muted}; }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 8px 16px;
  margin: 0 0 16px;
  dt { color: ${({ theme }) => theme.colors.muted}; }
  dd { margin: 0; font-weight: 600; }
`;

/** The course at a glance: cover, category, name (the page's h1), summary and facts. */
export function CourseHeader({ course, actions }: { course: CourseOverview; actions?: ReactNode }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  const dates = formatDateRange(course.startDate, course.endDate, language);
  const duration = formatDuration(course.duration, course.durationUnit, language);
  const place = [course.city, course.country].filter(Boolean).join(t('overview.placeSeparator'));
  const facts: Array<[label: string, value: string | null]> = [
    [t('overview.facts.category'), course.category?.name ?? null],
    [t('overview.facts.language'), t(`courseLanguage.${course.language}`)],
    [t('overview.facts.learningTypes'), course.learningTypes.map((type) => type.name).join(t('overview.listSeparator')) || null],
    [t('overview.facts.dates'), dates],
    [t('overview.facts.duration'), duration],
    [t('overview.facts.time'), course.fromTo],
    [t('overview.facts.location'), place || null],
  ];
  return (
    <Header>
      <CourseCover id={course.id} name={course.name} url={course.coverImageUrl} priority sizes={HEADER_COVER_SIZES} />
      <div>
        <StatusBadges item={course} />
        <h1 dir="auto">{course.name}</h1>
        {course.briefDescription && <p className="brief" dir="auto">{course.briefDescription}</p>}
        <Facts data-testid="course-facts">
          {facts.filter(([, value]) => value).map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </Facts>
        {actions}
      </div>
    </Header>
  );
}
