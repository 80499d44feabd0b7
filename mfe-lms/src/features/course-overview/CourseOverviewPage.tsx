import styled from 'styled-components';
import { useTranslation } from '@halaqa/i18n';
import type { PageProps } from '@halaqa/mfe-runtime';
import { Link } from '@halaqa/router';
import { useSession } from '@halaqa/session';
import { Button } from '@halaqa/ui';
import { lmsPaths } from '../../definition';
import { EnrollmentBox } from '../../overview-ui/EnrollmentBox';
import { OverviewColumns } from '../../overview-ui/overview-layout';
import { useMyReview } from './api/overview-queries';
import type { CourseOverview } from './api/types';
import { useEnrollInCourse } from './api/use-enroll-in-course';
import { CourseByRoute } from './components/CourseByRoute';
import { CourseHeader } from './components/CourseHeader';
import { InstructorList } from './components/InstructorList';
import { SyllabusOutline } from './components/SyllabusOutline';
import { WishlistToggle } from './components/WishlistToggle';
import { ReviewsSection } from './reviews/ReviewsSection';

export const OVERVIEW_REVIEWS_PAGE_SIZE = 5;

const Block = styled.section`
  margin-block-end: 32px;
  ul.links { margin: 0; padding-inline-start: 18px; li { padding-block: 4px; } }
`;

/** /lms/courses/{courseId}/overview (public): what the course is, and enrolling in it. */
export function CourseOverviewPage({ params }: PageProps) {
  return <CourseByRoute courseId={params.courseId}>{(course) => <OverviewContent course={course} />}</CourseByRoute>;
}

function OverviewContent({ course }: { course: CourseOverview }) {
  const { t } = useTranslation('mfe-lms');
  const { signedIn } = useSession();
  const enroll = useEnrollInCourse(course.id);
  const enrolled = course.enrollmentState === 'ENROLLED';
  const myReview = useMyReview(course.id, enrolled);

  return (
    <>
      <CourseHeader course={course} actions={signedIn ? <WishlistToggle course={course} /> : null} />
      <OverviewColumns>
        <aside>
          <EnrollmentBox
            state={course.enrollmentState}
            item={course}
            purchase={{ itemType: 'COURSE', itemId: String(course.id), title: course.name }}
            dates={course}
            enroll={{ run: () => enroll.mutate(), isPending: enroll.isPending, error: enroll.error }}
            enrolledAction={<Button as={Link} to={lmsPaths.courseContent(course.id)} data-testid="go-to-course">{t('enrollment.goTo')}</Button>}
          />
        </aside>
        <div>
          {course.description && (
            <Block aria-labelledby="about-title">
              <h2 id="about-title">{t('overview.about')}</h2>
              <p className="text" dir="auto">{course.description}</p>
            </Block>
          )}
          {course.welcomeMessage && (
            <Block aria-labelledby="welcome-title">
              <h2 id="welcome-title">{t('overview.welcome')}</h2>
              <p className="text" dir="auto">{course.welcomeMessage}</p>
            </Block>
          )}
          {(course.syllabus.length > 0 || course.courseSyllabus) && (
            <Block aria-labelledby="syllabus-title">
              <h2 id="syllabus-title">{t('overview.syllabus')}</h2>
              {/* The weeks once: the sections where there are some (the free text repeats their names), else the text. */}
              {course.syllabus.length > 0
                ? <SyllabusOutline sections={course.syllabus} />
                : <p className="text" dir="auto" data-testid="syllabus-text">{course.courseSyllabus}</p>}
            </Block>
          )}
          {course.instructors.length > 0 && (
            <Block aria-labelledby="instructors-title">
              <h2 id="instructors-title">{t('overview.instructors')}</h2>
              <InstructorList instructors={course.instructors} />
            </Block>
          )}
          {course.specializations.length > 0 && (
            <Block aria-labelledby="specializations-title">
              <h2 id="specializations-title">{t('overview.inSpecializations')}</h2>
              <ul className="links">
                {course.specializations.map((s) => <li key={s.id}><Link to={lmsPaths.specializationOverview(s.id)}>{s.name}</Link></li>)}
              </ul>
            </Block>
          )}
          <ReviewsSection
            courseId={course.id}
            pageSize={OVERVIEW_REVIEWS_PAGE_SIZE}
            title={t('reviews.title')}
            action={enrolled ? (
              <Button as={Link} to={lmsPaths.courseReview(course.id)} $variant="ghost" data-testid="write-review">
                {myReview.data ? t('reviews.edit') : t('reviews.write')}
              </Button>
            ) : null}
          />
        </div>
      </OverviewColumns>
    </>
  );
}
