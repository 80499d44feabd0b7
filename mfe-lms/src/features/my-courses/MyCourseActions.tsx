import { useTranslation } from '@halaqa/i18n';
import { Link } from '@halaqa/router';
import { Button } from '@halaqa/ui';
import { lmsPaths } from '../../definition';
import type { MyCourse } from './my-courses-query';
import { PinToggle } from './PinToggle';

/** The controls of a card in my courses: pin, and the way into the course. */
export function MyCourseActions({ course }: { course: MyCourse }) {
  const { t } = useTranslation('mfe-lms');
  const [text, label] = course.isFinished ? ['myCourses.open', 'myCourses.openLabel'] : ['myCourses.continue', 'myCourses.continueLabel'];
  return (
    <>
      <PinToggle course={course} />
      <Button as={Link} to={lmsPaths.courseContent(course.id)} aria-label={t(label, { name: course.name })}>
        {t(text)}
      </Button>
    </>
  );
}
