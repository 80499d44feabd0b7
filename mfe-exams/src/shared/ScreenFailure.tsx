import { ERROR_CODES } from '@halaqa/contracts';
import { ErrorState, failureCode } from '@halaqa/ui/pages';
import { ExamNotFound } from './ExamNotFound';

/** A screen whose load failed: not found says so (with the way to the list), anything else can be tried again. */
export function ScreenFailure({ courseId, error, onRetry }: { courseId: number; error: unknown; onRetry(): void }) {
  if (failureCode(error) === ERROR_CODES.NOT_FOUND) return <ExamNotFound courseId={courseId} />;
  return <ErrorState namespace="mfe-exams" error={error} onRetry={onRetry} />;
}
