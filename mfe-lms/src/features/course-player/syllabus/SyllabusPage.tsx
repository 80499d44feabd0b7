import styled from 'styled-components';
import { useTranslation, numberFormat } from '@halaqa/i18n';
import { EmptyState } from '@halaqa/ui/pages';
import { usePlayer } from '../frame/player-context';
import { PlayerHeading } from '../frame/PlayerHeading';
import type { PlayerChildProps } from '../player-child';

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  display: flex;
  flex-direction: column;
  gap: 16px;
  li { padding: 16px; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius * 1.5}px; }
  .week { margin: 0; font-size: 0.85rem; color: ${({ theme }) => theme.colors.muted}; }
  h2 { margin: 4px 0 8px; font-size: 1.15rem; }
  p { margin: 0; line-height: 1.6; white-space: pre-line; }
`;

/**
 * syllabus: the course's sections by week with their learning objectives,
 * listed once. The course's free syllabus text is shown only where there
 * are no sections (it repeats their names where there are).
 */
export function SyllabusPage({ title }: PlayerChildProps) {
  const { t, i18n } = useTranslation('mfe-lms');
  const { course } = usePlayer();
  const number = numberFormat(i18n.language);
  return (
    <div data-testid="course-syllabus">
      <PlayerHeading>{title ?? t('pages.courseSyllabus')}</PlayerHeading>
      {course.sections.length > 0 ? (
        <List>
          {course.sections.map((section) => (
            <li key={section.id}>
              <p className="week">{t('overview.week', { week: number.format(section.week) })}</p>
              <h2 dir="auto">{section.name}</h2>
              {section.learningObjectives && <p dir="auto">{section.learningObjectives}</p>}
            </li>
          ))}
        </List>
      ) : course.courseSyllabus ? (
        <p dir="auto" style={{ whiteSpace: 'pre-line' }}>{course.courseSyllabus}</p>
      ) : (
        <EmptyState>{t('player.syllabus.empty')}</EmptyState>
      )}
    </div>
  );
}
