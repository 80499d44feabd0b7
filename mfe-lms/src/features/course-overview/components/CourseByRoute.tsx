import type { ReactNode } from 'react';
import { PageFrame } from '../../../layout/PageFrame';
import { OverviewSkeleton } from '../../../overview-ui/OverviewSkeleton';
import { routeIdOf } from '../../../route-id';
import { useCourseOverview } from '../api/overview-queries';
import type { CourseOverview } from '../api/types';
import { CourseLoadFailure } from './CourseLoadFailure';
import { CourseNotFound } from './CourseNotFound';

type CourseContent = (course: CourseOverview) => ReactNode;

/**
 * A page about one course (/lms/courses/{courseId}/…): `children` shows the
 * course of the route's id once it has loaded; otherwise the page says why
 * not (no such id, not found, members only, a failure to retry).
 */
export function CourseByRoute({ courseId, children }: { courseId: string | undefined; children: CourseContent }) {
  const id = routeIdOf(courseId);
  return <PageFrame>{id === null ? <CourseNotFound /> : <LoadedCourse courseId={id}>{children}</LoadedCourse>}</PageFrame>;
}

function LoadedCourse({ courseId, children }: { courseId: number; children: CourseContent }) {
  const overview = useCourseOverview(courseId);
  if (overview.isPending) return <OverviewSkeleton />;
  if (overview.isError) return <CourseLoadFailure error={overview.error} onRetry={() => void overview.refetch()} />;
  return children(overview.data);
}
