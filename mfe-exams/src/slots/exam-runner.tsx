import { lazy, Suspense, type ComponentType } from 'react';
import type { CoursePlayerExamProps } from '@halaqa/contracts';
import { addNamespace } from '@halaqa/i18n';
import { LoadingState } from '@halaqa/ui/pages';
import { translations } from '../i18n/translations';
import { ExamNotFound } from '../shared/ExamNotFound';

addNamespace('mfe-exams', translations);

/** Which ids a screen needs, read from the slot's props (strings from the address). */
export interface ScreenIds {
  courseId: number;
  subsectionExamId: number | null;
  examAttemptId: number | null;
}

const list = lazy(() => import(/* webpackChunkName: "exam-list" */ '../list/ExamListScreen'));
const landing = lazy(() => import(/* webpackChunkName: "exam-landing" */ '../landing/LandingScreen'));
const attempt = lazy(() => import(/* webpackChunkName: "exam-attempt" */ '../runner/AttemptScreen'));
const review = lazy(() => import(/* webpackChunkName: "exam-review" */ '../review/ReviewScreen'));

const SCREENS: Record<CoursePlayerExamProps['view'], ComponentType<ScreenIds>> = { list, landing, attempt, review };

/** A positive whole number from the address, else null. */
const idOf = (value: string | null): number | null => (value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null);

/**
 * The filler of course-player.exam@1: the exam screens inside the course
 * player (the course's exams, one exam's landing page, the attempt, an
 * attempt's review), each in its own chunk so the list does not load the runner.
 */
export default function ExamRunner({ courseId, view, subsectionExamId, examAttemptId }: CoursePlayerExamProps) {
  const ids: ScreenIds = { courseId: idOf(courseId) ?? 0, subsectionExamId: idOf(subsectionExamId), examAttemptId: idOf(examAttemptId) };
  const needs = view === 'review' ? ids.examAttemptId : view === 'list' ? ids.courseId : ids.subsectionExamId;
  const Screen = SCREENS[view];
  return (
    <div data-testid="exam-runner" data-view={view}>
      {ids.courseId === 0 || needs === null
        ? <ExamNotFound courseId={ids.courseId} />
        : <Suspense fallback={<LoadingState />}><Screen {...ids} /></Suspense>}
    </div>
  );
}
