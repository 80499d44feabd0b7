import { pathForRole } from '@halaqa/mfe-runtime';

/**
 * Addresses of the exam screens. They are the course player's pages (mfe-lms
 * declares them, with these roles); null where no loaded area claims them.
 */
export const examPaths = {
  list: (courseId: number) => pathForRole('courseExams', courseId),
  landing: (courseId: number, subsectionExamId: number) => pathForRole('courseExam', courseId, subsectionExamId),
  attempt: (courseId: number, subsectionExamId: number) => pathForRole('courseExamStart', courseId, subsectionExamId),
  review: (courseId: number, examAttemptId: number) => pathForRole('courseExamReview', courseId, examAttemptId),
};
