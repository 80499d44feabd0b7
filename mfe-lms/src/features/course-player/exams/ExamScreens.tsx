import type { CoursePlayerExamProps } from '@halaqa/contracts';
import { useSlotFills } from '@halaqa/mfe-runtime';
import { SlotFiller } from '@halaqa/mfe-runtime/slots';
import { LoadingState } from '@halaqa/ui/pages';
import type { LmsPage } from '../../../definition';
import { useIsTeaching } from '../frame/player-context';
import { LaterInPlayer } from '../later/LaterInPlayer';
import type { PlayerChildProps } from '../player-child';

/** Which exam screen each exam page of the course player shows. */
const VIEWS: Partial<Record<LmsPage, CoursePlayerExamProps['view']>> = {
  courseExams: 'list',
  courseExam: 'landing',
  courseExamStart: 'attempt',
  courseExamReview: 'review',
  courseExamReviews: 'reviews',
  courseExamGrading: 'grading',
};

/**
 * The exam pages inside the player: mfe-exams' filler of course-player.exam@1.
 * Where exams are switched off, the page says it is not available yet. The
 * player knows whether the viewer teaches the course (its answer's viewer
 * role, not in student view): the screens offer the review queue only then.
 */
export function ExamScreens(props: PlayerChildProps) {
  const { page, params } = props;
  const [exams] = useSlotFills('course-player.exam@1');
  const teaching = useIsTeaching();
  const view = VIEWS[page];
  if (!exams || !view || !params.courseId) return <LaterInPlayer {...props} />;
  const examProps: CoursePlayerExamProps = {
    courseId: params.courseId,
    view,
    subsectionExamId: params.subsectionExamId ?? null,
    examAttemptId: params.examAttemptId ?? null,
    teaching,
  };
  return <SlotFiller placed={exams} props={examProps} fallback={<LoadingState />} />;
}
