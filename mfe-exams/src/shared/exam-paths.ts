import { useMemo } from 'react';
import { pathForRole } from '@halaqa/mfe-runtime';
import { useLocation } from '@halaqa/router';

/**
 * Addresses of the exam screens. They are the course player's pages (mfe-lms
 * declares them, with these roles); null where no loaded area claims them.
 */
export const examPaths = {
  list: (courseId: number) => pathForRole('courseExams', courseId),
  landing: (courseId: number, subsectionExamId: number) => pathForRole('courseExam', courseId, subsectionExamId),
  attempt: (courseId: number, subsectionExamId: number) => pathForRole('courseExamStart', courseId, subsectionExamId),
  review: (courseId: number, examAttemptId: number) => pathForRole('courseExamReview', courseId, examAttemptId),
  /** The instructors' side: the attempts waiting for a review, and the grading of one. */
  reviews: (courseId: number) => pathForRole('courseExamReviews', courseId),
  grading: (courseId: number, examAttemptId: number) => pathForRole('courseExamGrading', courseId, examAttemptId),
};

type ExamPaths = typeof examPaths;

/**
 * The exam addresses as links from the page being shown: an instructor
 * viewing the course as a student (`?viewAs=student`, the player's marker)
 * stays in that view from screen to screen.
 */
export function useExamPaths(): ExamPaths {
  const { search } = useLocation();
  const studentView = new URLSearchParams(search).get('viewAs') === 'student';
  return useMemo(() => {
    if (!studentView) return examPaths;
    const keep = <Args extends unknown[]>(build: (...args: Args) => string | null) =>
      (...args: Args) => { const path = build(...args); return path === null ? null : `${path}?viewAs=student`; };
    return {
      list: keep(examPaths.list), landing: keep(examPaths.landing), attempt: keep(examPaths.attempt), review: keep(examPaths.review),
      // Never offered in student view (the screens hide the way in), kept whole for the type.
      reviews: examPaths.reviews, grading: examPaths.grading,
    };
  }, [studentView]);
}
