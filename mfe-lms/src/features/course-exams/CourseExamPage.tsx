import type { CoursePlayerExamProps } from '@halaqa/contracts';
import { StillToCome, useSlotFills, type PageProps } from '@halaqa/mfe-runtime';
import { SlotFiller } from '@halaqa/mfe-runtime/slots';
import { LoadingState } from '@halaqa/ui/pages';
import type { LmsPage } from '../../definition';

/** Which exam screen each exam page of the course player shows. */
const VIEWS: Partial<Record<LmsPage, CoursePlayerExamProps['view']>> = {
  courseExams: 'list',
  courseExam: 'landing',
  courseExamStart: 'attempt',
  courseExamReview: 'review',
};

/**
 * The course player's exam pages: the exam screens are mfe-exams' filler of
 * course-player.exam@1, mounted here. Where exams are switched off, the page
 * says it is not available rather than showing nothing.
 */
export function CourseExamPage(props: PageProps) {
  const { route, params } = props;
  const [exams] = useSlotFills('course-player.exam@1');
  const view = VIEWS[route.page as LmsPage];
  if (!exams || !view || !params.courseId) return <StillToCome {...props} />;
  const examProps: CoursePlayerExamProps = {
    courseId: params.courseId,
    view,
    subsectionExamId: params.subsectionExamId ?? null,
    examAttemptId: params.examAttemptId ?? null,
  };
  return <SlotFiller placed={exams} props={examProps} fallback={<LoadingState />} />;
}
