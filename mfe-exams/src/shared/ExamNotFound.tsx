import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { useExamPaths } from './exam-paths';
import { ScreenHeading } from './ui';

/** An exam or attempt that is not there for this member (a wrong address, another member's attempt, a hidden exam). */
export function ExamNotFound({ courseId }: { courseId: number }) {
  const paths = useExamPaths();
  const { t } = useTranslation('mfe-exams');
  const list = courseId > 0 ? paths.list(courseId) : null;
  return (
    <div data-testid="exam-not-found">
      <ScreenHeading>{t('notFound.title')}</ScreenHeading>
      <p>{t('notFound.body')}</p>
      {list && <Button as={Link} to={list} $variant="ghost">{t('notFound.toList')}</Button>}
    </div>
  );
}
