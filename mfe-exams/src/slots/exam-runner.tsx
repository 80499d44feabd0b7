import { Link } from '@halaqa/router';
import { addNamespace, useTranslation } from '@halaqa/i18n';
import type { CoursePlayerExamProps } from '@halaqa/contracts';
import { useOrganizationName } from '@halaqa/mfe-runtime';
import { Button, NotAvailableYet } from '@halaqa/ui';
import en from '../i18n/en.json';
import ar from '../i18n/ar.json';

addNamespace('mfe-exams', { en, ar });

/**
 * The filler of course-player.exam@1: the exam screens inside the course
 * player. The question bank, the attempt runner and the review come with the
 * exams issue; until then each screen says, by name, that it is not available yet.
 */
export default function ExamRunner({ view }: CoursePlayerExamProps) {
  const { t } = useTranslation('mfe-exams');
  return (
    <div data-testid="exam-runner" data-view={view}>
      <NotAvailableYet
        title={t(`examRunner.${view}`)}
        organizationName={useOrganizationName()}
        homeLink={(label) => <Button as={Link} to="/">{label}</Button>}
      />
    </div>
  );
}
