import type { CoursePlayerExamProps } from '@halaqa/contracts';
import { useSlotFills } from '@halaqa/mfe-runtime';
import { SlotFiller } from '@halaqa/mfe-runtime/slots';
import { LoadingState } from '@halaqa/ui/pages';
import type { LmsPage } from '../../../definition';
import { LaterInPlayer } from '../later/LaterInPlayer';
import type { PlayerChildProps } from '../player-child';

/** Which exam screen each exam page of the course player shows. */
const VIEWS: Partial<Record<LmsPage, CoursePlayerExamProps['view']>> = {
  courseExams: 'list',
  courseExam: 'landing',
  courseExamStart: 'attempt',
  courseExamReview: 'review',
};

/**
 * The exam pages inside the player: mfe-exams' filler of course-player.exam@1.
 * Where exams are switched off, the page says it is not available yet.
 */
export function ExamScreens(props: PlayerChildProps) {
  const { page, params } = props;
  const [exams] = useSlotFills('course-player.exam@1');
  const view = VIEWS[page];
  if (!exams || !view || !params.courseId) return <LaterInPlayer {...props} />;
  const examProps: CoursePlayerExamProps = {
    courseId: params.courseId,
    view,
    subsectionExamId: params.subsectionExamId ?? null,
    examAttemptId: params.examAttemptId ?? null,
  };
  return <SlotFiller placed={exams} props={examProps} fallback={<LoadingState />} />;
}
