import type { CoursePlayerExamProps } from '@halaqa/contracts';
import { useSlotFills } from '@halaqa/mfe-runtime';
import { SlotFiller } from '@halaqa/mfe-runtime/slots';
import { LoadingState } from '@halaqa/ui/pages';
import type { PlayerSubsection } from '../api/types';
import { useIsTeaching, usePlayer } from '../frame/player-context';
import { LaterItemCard } from './LaterItemCard';

/** An exam item: mfe-exams' landing screen (course-player.exam@1), else the card of a later item. */
export function ExamItem({ subsection }: { subsection: PlayerSubsection }) {
  const { courseId } = usePlayer();
  const [exams] = useSlotFills('course-player.exam@1');
  const teaching = useIsTeaching();
  if (!exams) return <LaterItemCard subsection={subsection} />;
  const props: CoursePlayerExamProps = {
    courseId: String(courseId), view: 'landing', subsectionExamId: String(subsection.id), examAttemptId: null, teaching,
  };
  return <SlotFiller placed={exams} props={props} fallback={<LoadingState />} />;
}
