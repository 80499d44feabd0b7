import styled from 'styled-components';
import { useTranslation, usePageLanguage } from '@halaqa/i18n';
import { ProgressBar } from '@halaqa/ui/pages';
import { formatDate } from '../../format/dates';
import type { MyCourse } from './my-courses-query';

const Finished = styled.p`
  margin: 0;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/** How far the member is: a progress bar, or when the course was finished. */
export function MyCourseProgress({ course }: { course: MyCourse }) {
  const { t } = useTranslation('mfe-lms');
  const language = usePageLanguage();
  if (course.isFinished && course.finishedAt) {
    return <Finished>{t('myCourses.finishedOn', { date: formatDate(course.finishedAt, language) })}</Finished>;
  }
  return <ProgressBar value={course.progress} label={t('myCourses.progress', { name: course.name })} testId="course-progress" />;
}
