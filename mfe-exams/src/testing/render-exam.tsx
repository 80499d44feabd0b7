// Tests only: the exam screens as the course player shows them. A stand-in
// for mfe-lms's player routes (same paths and roles) renders the slot's
// filler with the props the player passes, through renderRoute and the fake API.
import { defineRemote, type CoursePlayerExamProps } from '@halaqa/contracts';
import type { PageProps } from '@halaqa/mfe-runtime';
import type { RenderRouteOptions } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { renderRoute, resetRouteState } from '@halaqa/mfe-runtime/src/testing/render-routes';
import { translations } from '../i18n/translations';
import ExamRunner from '../slots/exam-runner';

const texts = { en: { area: 'Course player', labels: {} }, ar: { area: 'مشغل الدورة', labels: {} } };

const player = defineRemote({
  name: 'mfe-exams-player-fixture',
  prefixes: ['/lms'],
  routes: {
    courseExams: { path: '/lms/courses/:courseId/exams', role: 'courseExams' },
    courseExam: { path: '/lms/courses/:courseId/exams/:subsectionExamId', role: 'courseExam' },
    courseExamStart: { path: '/lms/courses/:courseId/exams/:subsectionExamId/start', role: 'courseExamStart' },
    courseExamReview: { path: '/lms/courses/:courseId/exams/review/:examAttemptId', role: 'courseExamReview' },
    courseExamReviews: { path: '/lms/courses/:courseId/exams/reviews', role: 'courseExamReviews' },
    courseExamGrading: { path: '/lms/courses/:courseId/exams/reviews/:examAttemptId', role: 'courseExamGrading' },
    // An exam item of the outline shows its landing in place (mfe-lms's ExamItem).
    courseSubsection: { path: '/lms/courses/:courseId/content/:subsectionId' },
  },
  texts,
});

/** Whether the player says the viewer teaches the course (the next render's; renderExam's `teaching`). */
let teaching = false;

const screen = (view: CoursePlayerExamProps['view']) => function PlayerExamPage({ params }: PageProps) {
  return (
    <ExamRunner
      view={view} courseId={params.courseId ?? ''}
      subsectionExamId={params.subsectionExamId ?? params.subsectionId ?? null} examAttemptId={params.examAttemptId ?? null}
      teaching={teaching}
    />
  );
};

const pages = {
  courseExams: screen('list'),
  courseExam: screen('landing'),
  courseExamStart: screen('attempt'),
  courseExamReview: screen('review'),
  courseExamReviews: screen('reviews'),
  courseExamGrading: screen('grading'),
  courseSubsection: screen('landing'),
};

/** Renders an exam screen at `path` (a player address), signed in unless told otherwise; `teaching`: the viewer teaches the course. */
export const renderExam = (path: string, { teaching: teaches = false, ...options }: RenderRouteOptions & { teaching?: boolean } = {}) => {
  teaching = teaches;
  return renderRoute({ remote: player, pages, translations: { en: { ...texts.en, ...translations.en }, ar: { ...texts.ar, ...translations.ar } } }, path, {
    signedIn: true, ...options,
  });
};

export const resetExamState = async () => {
  teaching = false;
  await resetRouteState();
};
