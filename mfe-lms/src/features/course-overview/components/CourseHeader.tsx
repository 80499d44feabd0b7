import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { CourseOverview } from '../../catalogue/api/types';
import { Badge } from '../../catalogue/components/Badge';
import { CourseCover } from '../../catalogue/components/CourseCover';
import { formatDateRange } from '../../catalogue/format/dates';
import { formatDuration } from '../../catalogue/format/duration';
import { usePageLanguage } from '../../catalogue/format/use-language';
import { OverviewHeader } from './overview-layout';

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

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
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
      <CourseCover id={course.id} name={course.name} url={course.coverImageUrl} />
      <div>
        <Badges>
          {course.isComingSoon && <Badge $tone="info">{t('courseCard.comingSoon')}</Badge>}
          {course.isEnrolled && <Badge $tone="success">{t('courseCard.enrolled')}</Badge>}
        </Badges>
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
