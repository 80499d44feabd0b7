import type { ComponentType } from 'react';
import type { CoursePlayerExamProps } from '@halaqa/contracts';
import { lazyComponent } from '@halaqa/ui';
import { LoadingState } from '@halaqa/ui/pages';
import { withExamTexts, withGradingTexts, withLandingTexts } from '../i18n/exam-texts';

/** Which ids a screen needs, read from the slot's props (strings from the address), and whether the viewer teaches the course. */
export interface ScreenIds {
  courseId: number;
  subsectionExamId: number | null;
  examAttemptId: number | null;
  teaching: boolean;
}

type View = CoursePlayerExamProps['view'];

// Each screen comes with the exam texts of the page's language, fetched side by side with its chunk.
const screen = <Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) => lazyComponent(() => load().then((module) => module.default), <LoadingState />);
const list = screen(withLandingTexts(() => import(/* webpackChunkName: "exam-list" */ '../list/ExamListScreen')));
const landing = screen(withLandingTexts(() => import(/* webpackChunkName: "exam-landing" */ '../landing/LandingScreen')));
const attempt = screen(withExamTexts(() => import(/* webpackChunkName: "exam-attempt" */ '../runner/AttemptScreen')));
const review = screen(withExamTexts(() => import(/* webpackChunkName: "exam-review" */ '../review/ReviewScreen')));
// The instructors' screens: in their own chunks, never loaded by a member taking an exam.
const reviews = screen(withExamTexts(() => import(/* webpackChunkName: "exam-review-queue" */ '../queue/ReviewQueueScreen')));
const grading = screen(withGradingTexts(() => import(/* webpackChunkName: "exam-grading" */ '../grading/GradingScreen')));
const NotFound = lazyComponent(withExamTexts(() => import(/* webpackChunkName: "exam-not-found" */ '../shared/ExamNotFound').then((module) => module.ExamNotFound)), <LoadingState />);

const SCREENS: Record<View, ComponentType<ScreenIds>> = { list, landing, attempt, review, reviews, grading };

/** The id each view cannot do without. */
function neededId(view: View, ids: ScreenIds): number | null {
  switch (view) {
    case 'list': case 'reviews': return ids.courseId;
    case 'review': case 'grading': return ids.examAttemptId;
    default: return ids.subsectionExamId;
  }
}

/** A positive whole number from the address, else null. */
const idOf = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * The filler of course-player.exam@1: the exam screens inside the course
 * player (the course's exams, one exam's landing page, the attempt, an
 * attempt's review; for instructors the review queue and the grading of an
 * attempt), each in its own chunk so the list does not load the runner.
 */
export default function ExamRunner({ courseId, view, subsectionExamId, examAttemptId, teaching = false }: CoursePlayerExamProps) {
  const ids: ScreenIds = { courseId: idOf(courseId) ?? 0, subsectionExamId: idOf(subsectionExamId), examAttemptId: idOf(examAttemptId), teaching };
  // A view this filler does not know (a newer host): not found, never a crash.
  const Screen = Object.hasOwn(SCREENS, view) ? SCREENS[view] : null;
  return (
    <div data-testid="exam-runner" data-view={view}>
      {ids.courseId === 0 || Screen === null || neededId(view, ids) === null
        ? <NotFound courseId={ids.courseId} />
        : <Screen {...ids} />}
    </div>
  );
}
