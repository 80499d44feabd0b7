import { useTranslation } from '@halaqa/i18n';
import { useOrganization } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { EmptyState, Pagination, QueryStates, VisuallyHidden } from '@halaqa/ui/pages';
import { CardGrid } from '../../course-ui/CardGrid';
import { CourseCard } from '../../course-ui/CourseCard';
import { coverPriorityOf, useFirstScreenFirst } from '../../course-ui/CourseCover';
import { CourseCardSkeletons } from '../../course-ui/CourseCardSkeletons';
import { lmsPaths } from '../../definition';
import { LmsTabs } from '../../layout/LmsTabs';
import { usePageInRange, usePageParam } from '@halaqa/mfe-runtime/paging';
import { MyCourseActions } from './MyCourseActions';
import { MyCourseProgress } from './MyCourseProgress';
import { MY_COURSES_PAGE_SIZE, useMyCourses } from './my-courses-query';

const NO_COURSES: readonly never[] = [];

/** /lms/my-courses (unfinished) and /lms/finished-courses: the member's courses, pinned first, a page at a time. */
function MyCoursesList({ completed }: { completed: boolean }) {
  const { t } = useTranslation('mfe-lms');
  const { page, setPage, listTop } = usePageParam();
  const courses = useMyCourses(completed, page);
  const pageCount = usePageInRange(courses, page, MY_COURSES_PAGE_SIZE, setPage);
  const shown = useFirstScreenFirst(courses.data?.data ?? NO_COURSES);
  return (
    <LmsTabs>
      <VisuallyHidden as="h2" ref={listTop} tabIndex={-1}>{t('myCourses.listTitle')}</VisuallyHidden>
      <QueryStates query={courses} namespace="mfe-lms" loading={<CourseCardSkeletons count={6} />}>
        {({ data }) => data.length === 0 ? <NoCourses completed={completed} /> : (
          <>
            <CardGrid aria-busy={courses.isPlaceholderData} data-testid="my-courses">
              {shown.map((course, index) => (
                <li key={course.id}>
                  <CourseCard course={course} coverPriority={coverPriorityOf(index)} actions={<MyCourseActions course={course} />}>
                    <MyCourseProgress course={course} />
                  </CourseCard>
                </li>
              ))}
            </CardGrid>
            <Pagination page={page} pageCount={pageCount} onPageChange={(next) => setPage(next)} />
          </>
        )}
      </QueryStates>
    </LmsTabs>
  );
}

function NoCourses({ completed }: { completed: boolean }) {
  const { t } = useTranslation('mfe-lms');
  const { flags } = useOrganization();
  if (completed) {
    return <EmptyState action={<Link to={lmsPaths.myCourses()}>{t('myCourses.goToMyCourses')}</Link>}>{t('myCourses.emptyFinished')}</EmptyState>;
  }
  const browse = flags.selfEnrollmentEnabled ? <Link to={lmsPaths.allCourses()}>{t('myCourses.browseAll')}</Link> : undefined;
  return <EmptyState action={browse}>{t('myCourses.emptyInProgress')}</EmptyState>;
}

export const MyCoursesPage = () => <MyCoursesList completed={false} />;
export const FinishedCoursesPage = () => <MyCoursesList completed />;
